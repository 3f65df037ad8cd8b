// Starts the built app for the browser tests on a fresh embedded database, on the tests' clock.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { installShiftedClock } from './clock.mjs';

rmSync(path.resolve(process.env.DATA_DIR ?? 'e2e/.data'), { recursive: true, force: true });
if (process.env.E2E_CLOCK_SHIFT) installShiftedClock(Number(process.env.E2E_CLOCK_SHIFT));
await import('../apps/api/dist/server.js');
