// `npm start`: build what changed, then run the server in this same process (signals reach it directly).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await ensureBuilt();
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
