// `npm run bench`: the bundle budget (docs/decisions/006-web-app-shell.md). The first load of a public page
// may fetch at most 150 KB of compressed JavaScript. Chromium loads each public page from the built app
// (dist/web, served here as the server serves it: the precompressed .br or .gz copy the browser accepts) with
// nothing cached, and the bytes of every script it fetches are summed. The gzip size is printed beside it.
// Without Chromium it falls back to the scripts index.html itself references.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetKb = 150;
// `node scripts/check-bundle.mjs --detail /fr/contact,/en/` checks only those pages and lists each one's
// scripts, largest first: where a first load's bytes come from.
const detailIndex = process.argv.indexOf('--detail');
const detailPages = detailIndex > 0 ? process.argv[detailIndex + 1]?.split(',') : undefined;
const allPages = [
  '/en/',
  '/es/',
  '/fr/',
  '/pt/',
  '/pt/home/2',
  '/es/find-chefs',
  '/fr/find-restaurants/1',
  '/en/services',
  '/fr/services/restaurant',
  '/es/services/chef',
  '/pt/faqs/chef',
  '/en/faqs/restaurant',
  '/fr/contact',
  '/es/contact/12&15',
  '/en/restaurant/view/offer/3/the-ivy/7/sous-chef',
  '/en/terms',
  '/pt/privacy',
  '/en/no-such-page',
];
const pages = detailPages ?? allPages;
const dist = 'dist/web';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(join(dist, 'index.html')) || process.argv.includes('--build')) {
  const r = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(1);
}

const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};
const index = readFileSync(join(dist, 'index.html'));
/** Bytes sent per path, as the browser received them (compressed). */
const sent = new Map();
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (path.startsWith('/api/')) {
    res.writeHead(401, { 'content-type': 'application/json' });
    return res.end(
      JSON.stringify({
        success: false,
        data: null,
        message: 'Please log in to continue.',
        code: 'not_logged_in',
      }),
    );
  }
  const file = join(dist, normalize(path));
  if (file.startsWith(dist) && extname(file) && existsSync(file)) {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding =
      accepts.includes('br') && existsSync(`${file}.br`)
        ? 'br'
        : accepts.includes('gzip') && existsSync(`${file}.gz`)
          ? 'gzip'
          : null;
    const body = readFileSync(encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file);
    sent.set(path, body.length);
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    return res.end(body);
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
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    /** One page's first load: its scripts, as sent and gzipped, and the lines to print. */
    const measure = async (path) => {
      // A new context: nothing cached, as on a first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
          const body = response
            .body()
            .then((b) => gzipSync(b, { level: 9 }).length)
            .catch(() => 0);
          scripts.set(new URL(response.url()).pathname, body);
        }
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const gzipKb = (await Promise.all(scripts.values())).reduce((a, b) => a + b, 0) / 1024;
      const kb = [...scripts.keys()].reduce((sum, p) => sum + (sent.get(p) ?? 0), 0) / 1024;
      const lines = [
        `${path.padEnd(24)} ${String(scripts.size).padStart(2)} scripts, ${kb.toFixed(1)} KB as sent (${gzipKb.toFixed(1)} KB gzip)`,
      ];
      if (detailPages) {
        const bySize = [...scripts.keys()].sort((a, b) => (sent.get(b) ?? 0) - (sent.get(a) ?? 0));
        for (const p of bySize)
          lines.push(`    ${((sent.get(p) ?? 0) / 1024).toFixed(1).padStart(6)} KB ${p}`);
      }
      await context.close();
      return { kb, lines };
    };
    // Two pages at a time (two cores; each waits half a second of network quiet), printed in order.
    const results = new Array(pages.length);
    let next = 0;
    const lane = async () => {
      while (next < pages.length) {
        const index = next++;
        results[index] = await measure(pages[index]);
      }
    };
    await Promise.all([lane(), lane()]);
    for (const { kb, lines } of results) {
      worst = Math.max(worst, kb);
      for (const line of lines) console.log(line);
    }
    await browser.close();
  } else {
    const html = index.toString();
    const srcs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    const kb =
      srcs.reduce((sum, src) => {
        const file = join(dist, src);
        return sum + readFileSync(existsSync(`${file}.br`) ? `${file}.br` : file).length;
      }, 0) / 1024;
    worst = kb;
    console.log(
      `(no Chromium: counting the ${srcs.length} scripts index.html references) ${kb.toFixed(1)} KB`,
    );
  }
  failed = worst > budgetKb;
  console.log(
    `${failed ? 'OVER BUDGET' : 'Within budget'}: largest first load ${worst.toFixed(1)} KB of ${budgetKb} KB of compressed JavaScript`,
  );
} finally {
  server.close();
}
process.exit(failed ? 1 : 0);
