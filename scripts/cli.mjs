// `npm run seed|create-admin|…`: operator commands of the server, on the configured database.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await ensureBuilt(['server']);
await import(pathToFileURL(path.join(root, 'apps/server/dist/cli.js')).href);
