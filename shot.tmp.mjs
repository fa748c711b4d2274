import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://localhost:3111';
const [,, who, path, out, width = '390', height = '844', action] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const mobile = Number(width) < 700;
const context = await browser.newContext({ viewport: { width: Number(width), height: Number(height) }, isMobile: mobile, hasTouch: mobile });
if (who !== 'anon') {
  const r = await context.request.post(base + '/api/account/login', { headers: { origin: base }, data: { username: who, password: 'brigade-demo', remember: 1 } });
  if (r.status() !== 200) console.log('login', r.status(), await r.text());
}
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.text()); });
await page.goto(base + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
if (action) { await eval(action); await page.waitForTimeout(1200); }
await page.screenshot({ path: out, fullPage: true });
await browser.close();
