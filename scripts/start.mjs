// `npm start`: build what changed, then run the server in this same process (signals reach it directly).
// The web app builds while the server opens its database and assembles its app (on a fresh clone
// both take about 3 s): the server bundle is built first, since it is what runs, and only the part of
// the app that reads the web build (the web app's plugin) waits for that build.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await ensureBuilt(['server']);
const webAppReady = ensureBuilt(['web']);
const { startServer } = await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
await startServer({ webAppReady });
