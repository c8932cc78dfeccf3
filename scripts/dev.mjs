// npm run dev: the API (tsx, restarts on change) on :8080 and Vite's dev server on :5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts', '--migrate', '--seed'], { stdio: 'inherit' }),
  spawn('npx', ['vite', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
