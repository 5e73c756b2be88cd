// `npm run dev`: the API with reload on change (tsx watch) on :3000 and the Vite dev server with hot
// module replacement on :5173, proxying /api, /uploads and /tracking to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(bin('vite'), ['--port', '5173'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
console.info('\n  Open http://localhost:5173 (the API runs on http://localhost:3000)\n');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
