import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

export const baseURL = () => inject('baseURL');

/** Debian's Chromium (playwright-core downloads no browser); flags for a closed network, as root. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

export interface BrowserFixture {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Errors the page logged or threw (CSP violations included); a test can assert it stays empty. */
  pageErrors: string[];
}

/**
 * One browser per test file, a fresh context and page per test (clean cookies), phone or desktop size.
 * Usage: `const b = useBrowser(); it('...', async () => { await b.page.goto(url('/en/')) })`.
 */
export function useBrowser(options: { viewport?: { width: number; height: number }; isMobile?: boolean } = {}): BrowserFixture {
  const state = { pageErrors: [] as string[] } as BrowserFixture;
  beforeAll(async () => {
    state.browser = await launchChromium();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  beforeEach(async () => {
    state.pageErrors = [];
    state.context = await state.browser.newContext({
      baseURL: baseURL(),
      viewport: options.viewport ?? { width: 1280, height: 900 },
      isMobile: options.isMobile ?? false,
      hasTouch: options.isMobile ?? false,
    });
    state.page = await state.context.newPage();
    state.page.on('pageerror', (error) => state.pageErrors.push(error.message));
    state.page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) state.pageErrors.push(message.text());
    });
  });
  afterEach(async () => {
    await state.context?.close();
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
export async function createAccount(options: { type: 'chef' | 'restaurant'; email?: string; password?: string; name?: string; lang?: string }) {
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
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return { email, password };
}
