// `npm run bench`: the bundle budget (issue 2 item 10). The first load of a public page may fetch at most
// 150 KB of gzip-compressed JavaScript. Chromium loads each public page from the built app (dist/web,
// served here as the server serves it) and every JavaScript response is gzipped and summed.
// Without Chromium it falls back to the scripts index.html itself references.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetKb = 150;
const pages = ['/en/', '/es/', '/fr/', '/pt/'];
const dist = 'dist/web';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(join(dist, 'index.html')) || process.argv.includes('--build')) {
  const r = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}

const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png', '.ico': 'image/x-icon', '.webmanifest': 'application/manifest+json' };
const index = readFileSync(join(dist, 'index.html'));
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (path.startsWith('/api/')) {
    res.writeHead(401, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ success: false, data: null, message: 'Please log in to continue.', code: 'not_logged_in' }));
  }
  const file = join(dist, normalize(path));
  if (file.startsWith(dist) && extname(file) && existsSync(file)) {
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    return res.end(readFileSync(file));
  }
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end(index);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

let worst = 0;
let failed = false;
try {
  if (existsSync(chromiumPath)) {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
    for (const path of pages) {
      const page = await browser.newPage();
      const scripts = new Map();
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
          scripts.set(response.url(), response.body().then((b) => gzipSync(b, { level: 9 }).length).catch(() => 0));
        }
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const sizes = await Promise.all(scripts.values());
      const kb = sizes.reduce((a, b) => a + b, 0) / 1024;
      worst = Math.max(worst, kb);
      console.log(`${path.padEnd(8)} ${scripts.size} scripts, ${kb.toFixed(1)} KB gzip`);
      await page.close();
    }
    await browser.close();
  } else {
    const html = index.toString();
    const srcs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    const kb = srcs.reduce((sum, src) => sum + gzipSync(readFileSync(join(dist, src)), { level: 9 }).length, 0) / 1024;
    worst = kb;
    console.log(`(no Chromium: counting the ${srcs.length} scripts index.html references) ${kb.toFixed(1)} KB gzip`);
  }
  failed = worst > budgetKb;
  console.log(`${failed ? 'OVER BUDGET' : 'Within budget'}: largest first load ${worst.toFixed(1)} KB of ${budgetKb} KB gzip JavaScript`);
} finally {
  server.close();
}
process.exit(failed ? 1 : 0);
