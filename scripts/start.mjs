// `npm start`: builds what is missing or older than its sources (web app, server bundle), then runs the
// server in production mode in this same process, so that Ctrl-C and SIGTERM reach it directly: it
// closes HTTP and stops the embedded PostgreSQL before exiting.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildStale } from './build-state.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!buildStale(root)) process.exit(1);

// `npm start` runs this script through a shell; SIGTERM to npm ends that shell but not this process.
// A parent gone is a request to stop: the server then shuts down as on SIGTERM, asked once.
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watch);
  process.kill(process.pid, 'SIGTERM');
}, 250).unref();

process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
await import(pathToFileURL(`${root}dist/server/main.js`).href);
