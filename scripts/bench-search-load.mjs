// The load generator of `npm run bench:search` (scripts/bench-search.ts), run in a worker thread so the
// server's event loop answers requests and nothing else: autocannon against one URL, every response
// time kept (autocannon's own summary has no p95).
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

/** @param {{ url: string, connections: number, duration: number, method: string, headers: Record<string, string>, body?: string }} request */
function run(request, keep) {
  return new Promise((resolve, reject) => {
    const times = [];
    let failed = 0;
    const instance = autocannon({ ...request, timeout: 10 }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          times: keep ? times : [],
          failed: failed + result.errors + result.timeouts,
          seconds: result.duration,
        });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 200 || statusCode > 299) failed++;
      else if (keep) times.push(responseTime);
    });
  });
}

const { warmup, ...request } = workerData;
if (warmup > 0) await run({ ...request, duration: warmup }, false);
parentPort.postMessage(await run(request, true));
