import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createAccount,
  loginTexts,
  loginViaApi,
  phone,
  url,
  useBrowser,
  expectAccessible,
  expectNoHorizontalScroll,
} from './fixtures';

/**
 * The services pages, the FAQs, the terms and the privacy policy in four languages, the FAQ accordions from
 * the keyboard, and the membership request from the services cards.
 */

type Lang = 'en' | 'es' | 'fr' | 'pt';
const langs: Lang[] = ['en', 'es', 'fr', 'pt'];

function texts(lang: Lang, namespace: string): Record<string, unknown> {
  return JSON.parse(
    readFileSync(new URL(`../src/shared/i18n/${lang}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
}
/** A text of a translation file by its dotted key (the tests compare with what the page shows). */
function text(lang: Lang, namespace: string, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts(lang, namespace));
  if (typeof value !== 'string') throw new Error(`no text ${lang}/${namespace}:${key}`);
  return value;
}

/** Every information page: its path and where its h1 and title come from. */
const pages = [
  { path: 'services', ns: 'services', h1: 'hub.title', title: 'hub.page_title' },
  { path: 'services/chef', ns: 'services', h1: 'chef.title', title: 'chef.page_title' },
  { path: 'services/restaurant', ns: 'services', h1: 'restaurant.title', title: 'restaurant.page_title' },
  { path: 'faqs/chef', ns: 'faqs', h1: 'chef.title', title: 'chef.page_title' },
  { path: 'faqs/restaurant', ns: 'faqs', h1: 'restaurant.title', title: 'restaurant.page_title' },
  { path: 'terms', ns: 'legal', h1: 'terms.title', title: 'terms.page_title' },
  { path: 'privacy', ns: 'legal', h1: 'privacy.title', title: 'privacy.page_title' },
] as const;

/** Opens a page and waits for its h1 (its texts have loaded). */
async function openPage(page: Page, lang: Lang, info: (typeof pages)[number]) {
  await page.goto(url(`/${lang}/${info.path}`));
  await page.getByRole('heading', { level: 1, name: text(lang, info.ns, info.h1) }).waitFor();
}

describe('information pages', () => {
  const b = useBrowser();

  // The server's head of every page in every language is an API test (tests/api/seo.test.ts); here each
  // page runs in one language, in turn, with its app-written head, its texts and one axe scan.
  for (const [index, info] of pages.entries()) {
    const lang = langs[index % langs.length]!;
    const where = `/${lang}/${info.path}`;
    it(`${where} shows its title, no placeholder, hreflang alternates, and passes axe`, async () => {
      const { page } = b;
      await openPage(page, lang, info);
      await expect
        .poll(() => page.title(), { message: where })
        .toBe(`${text(lang, info.ns, info.title)} · Brigade`);
      const body = await page.locator('body').innerText();
      expect(body, `${where} shows a missing-text placeholder`).not.toMatch(/\[(en|es|fr|pt):/);

      const head = await page.evaluate(() => ({
        description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
        canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? '',
        alternates: Object.fromEntries(
          Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')).map(
            (l) => [l.hreflang, l.href],
          ),
        ),
      }));
      expect(head.description.length, `${where} meta description`).toBeGreaterThan(40);
      expect(head.description).not.toMatch(/\[(en|es|fr|pt):|\{\{/);
      expect(new URL(head.canonical).pathname).toBe(where);
      for (const other of langs) {
        expect(new URL(head.alternates[other] ?? 'http://x/').pathname).toBe(`/${other}/${info.path}`);
      }
      expect(new URL(head.alternates['x-default'] ?? 'http://x/').pathname).toBe(`/en/${info.path}`);

      await expectAccessible(page, where);
      expect(b.pageErrors).toEqual([]);
    });
  }

  it('an address with an anchor opens at that section on a first visit, on a phone', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/en/services/chef#faq'));
    const section = page.locator('#faq');
    await section.waitFor();
    // The section's top ends within the first screen, under the sticky header and section bar.
    // (It is brought there again while the page fills in: the font and the pictures move it.)
    await expect
      .poll(async () => (await section.boundingBox())?.y ?? 10_000, { timeout: 8000 })
      .toBeLessThan(400);
    expect((await section.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(b.pageErrors).toEqual([]);
  });

  it('the footer links to every information page in the current language', async () => {
    const { page } = b;
    await page.goto(url('/fr/'));
    const footer = page.getByRole('contentinfo');
    const common = (key: string) => text('fr', 'common', key);
    const expected: [string, string][] = [
      [common('footer.services'), '/fr/services'],
      [common('footer.faqs_chef'), '/fr/faqs/chef'],
      [common('footer.faqs_restaurant'), '/fr/faqs/restaurant'],
      [common('footer.terms'), '/fr/terms'],
      [common('footer.privacy'), '/fr/privacy'],
    ];
    for (const [name, path] of expected) {
      expect(
        new URL((await footer.getByRole('link', { name, exact: true }).getAttribute('href')) ?? '', url('/'))
          .pathname,
      ).toBe(path);
    }
    await footer.getByRole('link', { name: common('footer.privacy'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text('fr', 'legal', 'privacy.title') }).waitFor();
  });

  it('FAQ accordions work from the keyboard alone, and a deep link opens its question', async () => {
    const { page } = b;
    await openPage(page, 'en', pages[3]);
    const first = page.getByRole('button', { name: text('en', 'faqs', 'chef.items.is-it-free.q') });
    const answer = page.getByRole('region', { name: text('en', 'faqs', 'chef.items.is-it-free.q') });
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await answer.isVisible()).toBe(false);

    // Tab from the top of the page to the first question.
    await page.locator('body').focus();
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      if (await first.evaluate((element) => element === document.activeElement)) break;
    }
    expect(await first.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await answer.getByText(text('en', 'faqs', 'chef.items.is-it-free.a')).waitFor();
    expect(await first.getAttribute('aria-controls')).toBe(await answer.getAttribute('id'));
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    await answer.waitFor({ state: 'hidden' });
    // Space toggles too, and Tab moves on to the next question.
    await page.keyboard.press('Space');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    const second = page.getByRole('button', { name: text('en', 'faqs', 'chef.items.which-offers.q') });
    expect(await second.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectAccessible(page, 'faqs/chef with an answer open');

    // A deep link opens its question, in another language.
    await page.goto(url('/pt/faqs/restaurant#guru'));
    const guru = page.getByRole('button', { name: text('pt', 'faqs', 'restaurant.items.guru.q') });
    await expect.poll(() => guru.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('region', { name: text('pt', 'faqs', 'restaurant.items.guru.q') }).waitFor();
    expect(await page.getByRole('button', { expanded: true }).count()).toBe(1);
    // The contact link is there.
    const aside = page.getByRole('complementary', { name: text('pt', 'faqs', 'common.aside_label') });
    expect(
      await aside.getByRole('link', { name: text('pt', 'faqs', 'common.contact_link') }).getAttribute('href'),
    ).toBe('/pt/contact');
    expect(b.pageErrors).toEqual([]);
  });

  it('a restaurant requests Premium from the services card, sees the confirmation, and cannot ask twice', async () => {
    const { page, context } = b;
    const account = await createAccount({ type: 'restaurant', name: 'Taberna Premium', lang: 'es' });
    await loginViaApi(context, account);
    await page.goto(url('/es/services/restaurant#membership'));
    const premium = page.getByRole('article', { name: 'Premium' });
    const free = page.getByRole('article', { name: text('es', 'services', 'membership.method1.name') });
    // Prices in the interface language (Intl): "600 £".
    await premium.getByText(/^600\s£ al año$/).waitFor();
    await free.getByText(text('es', 'services', 'membership.actions.current')).waitFor();

    const request = premium.getByRole('button', {
      name: text('es', 'services', 'membership.actions.request_premium'),
    });
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/account/requestsubscription')) calls.push(r.postData() ?? '');
    });
    await request.click();
    const done = page.getByRole('dialog', { name: text('es', 'common', 'dialogs.success_title') });
    await done.getByText(text('es', 'api', 'membership_requested')).waitFor();
    await done.getByRole('button', { name: text('es', 'common', 'actions.ok') }).click();
    await done.waitFor({ state: 'detached' });
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0] ?? '{}')).toMatchObject({ type: 1, lang: 'es' });

    await premium
      .getByText(text('es', 'services', 'membership.actions.requested'), { exact: true })
      .waitFor();
    expect(await request.count()).toBe(0);
    // Still so after a reload (from the server), and in the settings.
    await page.reload();
    await premium
      .getByText(text('es', 'services', 'membership.actions.requested'), { exact: true })
      .waitFor();
    expect(
      await page
        .getByRole('button', { name: text('es', 'services', 'membership.actions.request_premium') })
        .count(),
    ).toBe(0);
    expect(b.pageErrors).toEqual([]);
  });

  it('a restaurant requests Premium from the settings', async () => {
    const { page, context } = b;
    const account = await createAccount({ type: 'restaurant', name: 'Harbour Premium' });
    await loginViaApi(context, account);
    await page.goto(url('/en/'));
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account menu/ })
      .click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    const membership = dialog.getByRole('region', {
      name: text('en', 'services', 'membership.settings.title'),
    });
    await membership.getByText(text('en', 'services', 'membership.method1.name')).waitFor();
    await membership
      .getByRole('button', { name: text('en', 'services', 'membership.actions.request_premium') })
      .click();
    await membership.getByText(text('en', 'api', 'membership_requested')).waitFor();
    await membership
      .getByText(text('en', 'services', 'membership.actions.requested'), { exact: true })
      .waitFor();
    expect(
      await membership
        .getByRole('button', { name: text('en', 'services', 'membership.actions.request_premium') })
        .count(),
    ).toBe(0);
    // The settings dialog stays open, its form untouched.
    await dialog.getByRole('button', { name: 'Save settings' }).waitFor();
    await expectAccessible(page, 'settings with the membership section');
  });

  it('a visitor pressing a card button gets the login dialog; logged in as a restaurant, the request is offered', async () => {
    const { page } = b;
    const account = await createAccount({ type: 'restaurant', name: 'Bistro Later' });
    await page.goto(url('/en/services/restaurant'));
    const premium = page.getByRole('article', { name: 'Premium' });
    await premium.getByRole('button', { name: text('en', 'services', 'membership.actions.login') }).click();
    const login = page.getByRole('dialog', { name: loginTexts.en.dialog });
    await login.waitFor();
    await login.getByLabel(loginTexts.en.email).fill(account.email);
    await login.getByLabel(loginTexts.en.password, { exact: true }).fill(account.password);
    await login.getByRole('button', { name: loginTexts.en.submit, exact: true }).click();
    await login.waitFor({ state: 'detached' });
    const request = premium.getByRole('button', {
      name: text('en', 'services', 'membership.actions.request_premium'),
    });
    await request.waitFor();
    // Focus comes back to the card's control.
    await expect.poll(() => request.evaluate((element) => element === document.activeElement)).toBe(true);

    // The free card's button also asks a visitor to log in.
    await page.context().clearCookies();
    await page.reload();
    const free = page.getByRole('article', { name: text('en', 'services', 'membership.method1.name') });
    await free.getByRole('button', { name: text('en', 'services', 'membership.actions.login') }).click();
    await page.getByRole('dialog', { name: loginTexts.en.dialog }).waitFor();
  });

  it('a chef is told memberships are for restaurants and offered to log in as one', async () => {
    const { page, context } = b;
    await loginViaApi(context, await createAccount({ type: 'chef', name: 'Ana Chef' }));
    await page.goto(url('/fr/services/restaurant'));
    const premium = page.getByRole('article', { name: 'Premium' });
    await premium.getByText(text('fr', 'services', 'membership.actions.chef_note')).waitFor();
    await premium
      .getByRole('button', { name: text('fr', 'services', 'membership.actions.login_restaurant') })
      .click();
    await page.getByRole('dialog', { name: loginTexts.fr.dialog }).waitFor();
  });

  it('logged-in users get a link to their area instead of sign-up; visitors open sign-up', async () => {
    const { page, context } = b;
    await page.goto(url('/en/services/chef'));
    await page
      .getByRole('button', { name: text('en', 'services', 'cta.signup_chef') })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Create your account' }).waitFor();
    await page.keyboard.press('Escape');

    await loginViaApi(context, await createAccount({ type: 'chef' }));
    await page.reload();
    const area = page.getByRole('link', { name: text('en', 'services', 'cta.go_to_area') }).first();
    expect(await area.getAttribute('href')).toBe('/en/chef/profile/home');
    expect(await page.getByRole('button', { name: text('en', 'services', 'cta.signup_chef') }).count()).toBe(
      0,
    );
  });

  it('the side menu jumps to its sections', async () => {
    const { page } = b;
    await openPage(page, 'en', pages[2]);
    const menu = page.getByRole('navigation', { name: text('en', 'services', 'menu.label') });
    for (const [label, id] of [
      ['menu.callback', 'callback'],
      ['menu.faq', 'faq'],
      ['menu.how', 'how-do-we-work'],
    ] as const) {
      await menu.getByRole('link', { name: text('en', 'services', label) }).click();
      await expect.poll(() => new URL(page.url()).hash).toBe(`#${id}`);
      // Generous: under a loaded CI machine the form above #faq may still be arriving.
      await expect
        .poll(
          () =>
            page.evaluate((sectionId) => {
              const top = document.getElementById(sectionId)?.getBoundingClientRect().top ?? -1;
              return top >= 0 && top < window.innerHeight / 2;
            }, id),
          { timeout: 5000 },
        )
        .toBe(true);
    }
    // The callback section holds the callback form; the FAQ section links to the FAQ.
    await page.locator('#callback form').waitFor();
    expect(
      await page
        .locator('#faq')
        .getByRole('link', { name: text('en', 'services', 'faq.link_restaurant') })
        .getAttribute('href'),
    ).toBe('/en/faqs/restaurant');
  });
});

describe('information pages on a phone (390 px)', () => {
  const b = useBrowser(phone);

  // French, whose texts run longest of the four, is the one that could overflow first.
  for (const lang of ['fr'] as const) {
    it(`${lang}: every page fits without horizontal scrolling`, async () => {
      for (const info of pages) {
        await openPage(b.page, lang, info);
        await expectNoHorizontalScroll(b.page, `/${lang}/${info.path}`);
      }
    });

    it(`${lang}: an open answer and the sticky section bar fit too, and pass axe`, async () => {
      const { page } = b;
      await page.goto(url(`/${lang}/faqs/restaurant#premium-benefits`));
      await page
        .getByRole('region', { name: text(lang, 'faqs', 'restaurant.items.premium-benefits.q') })
        .waitFor();
      await expectNoHorizontalScroll(page, `/${lang}/faqs/restaurant with an answer open`);
      await openPage(page, lang, pages[2]);
      await page.mouse.wheel(0, 1500);
      await expectNoHorizontalScroll(page, `/${lang}/services/restaurant scrolled`);
      await expectAccessible(page, `/${lang}/services/restaurant on a phone`);
    });
  }
});
