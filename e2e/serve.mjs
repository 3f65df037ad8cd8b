// Starts the built app for the browser tests on a fresh embedded database.
import { rmSync } from 'node:fs';
import path from 'node:path';

rmSync(path.resolve(process.env.DATA_DIR ?? 'e2e/.data'), { recursive: true, force: true });
await import('../apps/api/dist/server.js');
