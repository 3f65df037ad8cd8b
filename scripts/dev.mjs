// `npm run dev`: the API in watch mode on :3000 and Vite's dev server on :5173 (proxying the API).
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);
