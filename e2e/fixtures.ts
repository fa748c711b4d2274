import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, default as axeCore } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';

export const baseURL = () => inject('baseURL');

/** Debian's Chromium (playwright-core downloads no browser); flags for a closed network, as root. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface BrowserFixture {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Errors the page logged or threw (CSP violations included); a test can assert it stays empty. */
  pageErrors: string[];
  /**
   * Every error the console showed (a failed request's "Failed to load resource" included), with the
   * address of the request when there is one. Public pages must leave it empty for a visitor.
   */
  consoleErrors: string[];
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * The browser of this test worker: launched once and shared by every file the worker runs (the files
 * of a worker share its modules, vitest.e2e.config.ts), launched again if it went away. Playwright
 * closes it when the worker exits. Each test still gets a context of its own.
 */
export async function sharedBrowser(): Promise<Browser> {
  const current = workerBrowser ? await workerBrowser.catch(() => undefined) : undefined;
  if (current?.isConnected()) return current;
  workerBrowser = launchChromium();
  return workerBrowser;
}

type ScreenOptions = { viewport?: { width: number; height: number }; isMobile?: boolean };

/** The worker's contexts, one per screen: kept between tests so the app's files stay in its HTTP cache. */
const workerContexts = new WeakMap<Browser, Map<string, Promise<BrowserContext>>>();

function screenContext(browser: Browser, options: ScreenOptions): Promise<BrowserContext> {
  let contexts = workerContexts.get(browser);
  if (!contexts) workerContexts.set(browser, (contexts = new Map()));
  const key = JSON.stringify(options);
  let context = contexts.get(key);
  if (!context) {
    context = browser.newContext({
      baseURL: baseURL(),
      viewport: options.viewport ?? { width: 1280, height: 900 },
      isMobile: options.isMobile ?? false,
      hasTouch: options.isMobile ?? false,
    });
    contexts.set(key, context);
  }
  return context;
}

/**
 * The worker's browser and a new page per test, phone or desktop size, that starts as a new visitor's:
 * no cookie, no stored data, no permission. The context is the worker's for that screen, kept between
 * tests: a page load then takes the app's scripts from the HTTP cache (0.5 s instead of 1 s here), as a
 * returning visitor's browser does. Usage: `const b = useBrowser(); it('...', async () => { await
 * b.page.goto(url('/en/')) })`.
 */
export function useBrowser(options: ScreenOptions = {}): BrowserFixture {
  const state = { pageErrors: [] as string[], consoleErrors: [] as string[] } as BrowserFixture;
  beforeAll(async () => {
    state.browser = await sharedBrowser();
  });
  beforeEach(async () => {
    state.pageErrors = [];
    state.consoleErrors = [];
    state.context = await screenContext(state.browser, options);
    await Promise.all([state.context.clearCookies(), state.context.clearPermissions()]);
    state.page = await state.context.newPage();
    // localStorage (the selection panels) as a new visitor's; the HTTP cache stays.
    const cdp = await state.context.newCDPSession(state.page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseURL()).origin,
      storageTypes: 'local_storage,session_storage,indexeddb,cache_storage,service_workers',
    });
    await cdp.detach();
    state.page.on('pageerror', (error) => state.pageErrors.push(error.message));
    state.page.on('console', (message) => {
      if (message.type() === 'error') {
        const where = message.location().url;
        state.consoleErrors.push(where ? `${message.text()} (${where})` : message.text());
      }
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
        state.pageErrors.push(message.text());
    });
  });
  afterEach(async () => {
    await Promise.all(state.context?.pages().map((page) => page.close()) ?? []);
  });
  return state;
}

export const phone = { viewport: { width: 390, height: 844 }, isMobile: true };

export function url(path: string): string {
  return new URL(path, baseURL()).toString();
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@e2e.brigade.test`;
}

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

/** Waits for an e-mail to `to` received by the test SMTP listener. */
export async function waitForMail(to: string, timeoutMs = 10_000): Promise<Mail> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(inject('mailboxURL'))).json()) as Mail[];
    const found = mails.reverse().find((m) => m.to.some((address) => address.includes(to)));
    if (found) return found;
    if (Date.now() > end) throw new Error(`no e-mail to ${to} arrived`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Creates an account through the API (fast set-up for journeys that are not about sign-up). */
export async function createAccount(options: {
  type: 'chef' | 'restaurant';
  email?: string;
  password?: string;
  name?: string;
  lang?: string;
}) {
  const email = options.email ?? uniqueEmail(options.type);
  const password = options.password ?? 'secret-pass-1';
  const response = await fetch(url('/api/account/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL() },
    body: JSON.stringify({
      email,
      type: options.type,
      name: options.name ?? (options.type === 'chef' ? 'Ana Chef' : 'Bistro Owner'),
      phoneNumber: '600 000 000',
      password,
      rpassword: password,
      lang: options.lang ?? 'en',
    }),
  });
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return { email, password };
}

/** Asks for a password-reset link for the address through the API and returns the code it e-mails. */
export async function resetCodeFor(email: string): Promise<string> {
  const response = await fetch(url('/api/account/resetpassword'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL() },
    body: JSON.stringify({ email }),
  });
  if (response.status !== 200) throw new Error(`reset request failed: ${response.status}`);
  const mail = await waitForMail(email);
  const code = /resetpassword\?code=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no reset link in:\n${mail.text}`);
  return code;
}

/**
 * Logs the browser context in through the API (the session cookie lands in the context's cookie jar),
 * for journeys that start logged in but are not about logging in. Reload or navigate afterwards.
 */
export async function loginViaApi(context: BrowserContext, account: { email: string; password: string }) {
  const response = await context.request.post(url('/api/account/login'), {
    headers: { origin: baseURL() },
    data: { username: account.email, password: account.password, remember: 1 },
  });
  if (response.status() !== 200)
    throw new Error(`login failed: ${response.status()} ${await response.text()}`);
}

/** The labels of the login journey in one interface language. */
export const loginTexts = {
  en: {
    open: 'Log in',
    dialog: 'Log in',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Log in',
    accountMenu: 'Account menu',
  },
  es: {
    open: 'Iniciar sesión',
    dialog: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Entrar',
    accountMenu: 'Menú de la cuenta',
  },
  fr: {
    open: 'Se connecter',
    dialog: 'Se connecter',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    accountMenu: 'Menu du compte',
  },
  pt: {
    open: 'Iniciar sessão',
    dialog: 'Iniciar sessão',
    email: 'Endereço de e-mail',
    password: 'Palavra-passe',
    submit: 'Entrar',
    accountMenu: 'Menu da conta',
  },
} as const;

/** The header's login dialog, filled and sent, as a user does it (desktop header). */
export async function loginThroughUi(
  page: Page,
  account: { email: string; password: string },
  lang: keyof typeof loginTexts = 'en',
) {
  const texts = loginTexts[lang];
  await page.getByRole('banner').getByRole('button', { name: texts.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: texts.dialog });
  await dialog.getByLabel(texts.email).fill(account.email);
  await dialog.getByLabel(texts.password, { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: texts.submit, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The user menu's trigger in the header (its accessible name starts with "Account menu: {name}"). */
export function accountMenuButton(page: Page, lang: keyof typeof loginTexts = 'en'): Locator {
  return page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${loginTexts[lang].accountMenu}`) });
}

/** The texts a control points at with aria-describedby that are errors (`{id}-error`), as shown next to it. */
export async function fieldError(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id.endsWith('-error'));
    return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ');
  });
}

/** Waits until no finite CSS animation runs (dialogs and menus animate for 200 ms; spinners loop forever). */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** The `<html lang>` of the page. */
export function htmlLang(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute('lang'));
}

/** axe-core's script, put into a page once per document (page.evaluate runs it whatever the CSP). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = Pick<AxeResults['violations'][number], 'id' | 'impact' | 'help'> & {
  nodes: { target: string[]; failureSummary?: string }[];
};

/**
 * Scans the page as it is now (animations finished) for WCAG 2 A and AA rules; fails listing each
 * serious or critical violation and its targets. axe runs in the page directly: it is put in once per
 * document and reports violations only (Axe's Playwright builder injected it again and collected every
 * rule's details on each scan, 1.5 s a scan against 0.2 s here).
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof axeCore }).axe;
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      resultTypes: ['violations'],
    });
    return results.violations.map((v): Violation => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((node) => ({
        target: node.target.map(String),
        failureSummary: node.failureSummary,
      })),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `- ${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ')}`)
          .join('\n'),
    )
    .join('\n');
  expect(
    serious.map((v) => v.id),
    `${label} (${page.url()}) has violations:\n${report}`,
  ).toEqual([]);
}

/** True when the page is no wider than the viewport (no horizontal scrolling). */
export async function expectNoHorizontalScroll(page: Page, label: string): Promise<void> {
  await settle(page);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(
    scrollWidth,
    `${label}: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`,
  ).toBeLessThanOrEqual(clientWidth);
}
