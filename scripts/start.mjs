// `npm start`: build what changed, then run the server in this same process (signals reach it directly).
// The web app builds while the server bundle is built and the server opens its database and assembles
// its app; only the part of the app that reads the web build (the web app's plugin) waits for it. The
// web build starts first: on a fresh clone it is the longer of the two (about 4 s alone on two cores,
// against 0.3 s for the server bundle), so it no longer waits for the server bundle (README "Measured":
// first start 7.1 -> 6.7 s, four alternating pairs).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webAppReady = ensureBuilt(['web']);
// The server reports a failed web build when it gets to wait for it; until then (the server bundle is
// still building) the rejection must not end the process as an unhandled one.
webAppReady.catch(() => {});
await ensureBuilt(['server']);
// The back office is built once the storefront answers: on a fresh clone the two cores go to the
// storefront's build and the server first (README "Measured", eighteenth session). An /admin page load
// meanwhile waits for it; a failed build leaves /admin answering 503 and the storefront running.
let serverAnswers = () => {};
const adminAppReady = new Promise((resolve) => {
  serverAnswers = resolve;
}).then(() => ensureBuilt(['admin']));
adminAppReady.catch((error) => console.error(`The back office was not built: ${error.message}`));
const { startServer } = await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
await startServer({ webAppReady, adminAppReady });
serverAnswers();
