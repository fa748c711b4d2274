import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../src/server/db/client';
import { approveChefProfile } from '../src/server/features/chef-profiles/chef-profiles.service';
import { lisboa, postOk, useApiClients, type Account } from './api-calls';
import {
  createAccount,
  expectAccessible,
  expectNoHorizontalScroll,
  loginViaApi,
  phone,
  url,
  useBrowser,
} from './fixtures';

/**
 * The chef's own profile page and the public view chef/view/{id}/{slug}. One chef is filled through the API
 * (three jobs, a school, two languages, a referral) and approved as staff would; restaurants look at it as
 * strangers, report it and block it.
 */

const longText =
  'Twelve years in produce-led kitchens, from the fish section to running the pass on busy nights. ' +
  'I train young cooks and keep a calm, clean kitchen.';

let chef: Account;
let chefProfile: { id: number; slug: string };
let stranger: Account;
const apiAs = useApiClients().as;

const post = (api: APIRequestContext, path: string, data: Record<string, unknown>) =>
  postOk<{ data: { user: { profile: { id: number; slug: string } } } }>(api, path, data);

const job = (company: string, from: [number, number], to: [number, number] | null, description: string) => ({
  id: 0,
  language: 'en',
  value: {
    sector: 1,
    cuisine: 2,
    position: 6,
    company,
    url: company === 'Taberna do Mar' ? 'https://taberna.example' : '',
    fromYear: from[0],
    fromMonth: from[1],
    toYear: to?.[0] ?? '',
    toMonth: to?.[1] ?? '',
    currently: to === null ? 1 : 0,
    location: lisboa,
    ratingType: company === 'Belcanto' ? 'michelin' : 'none',
    rating: company === 'Belcanto' ? 2 : 0,
    description: `<p>${description}</p>`,
  },
});

beforeAll(async () => {
  [chef, stranger] = await Promise.all([
    createAccount({ type: 'chef', name: 'Ines Duarte' }),
    createAccount({ type: 'restaurant', name: 'Stranger Bistro' }),
  ]);
  const api = await apiAs(chef);
  await post(api, '/api/profile/infochef', {
    name: 'Ines Duarte',
    position: 6,
    location: JSON.stringify(lisboa),
    nationalities: 'PT',
    visas: 'EUROPE',
    cuisine: '2,3',
    contactemail: 'ines.kitchen@e2e.brigade.test',
    phone: '600 111 222',
    language: 'en',
  });
  await post(api, '/api/profile/descriptionchef', { description: '<p>I cook <b>fish</b> with care.</p>' });
  // Sent oldest first: the page sorts them newest first.
  await post(api, '/api/profile/chefmeta/experience', job('Belcanto', [2012, 9], [2016, 2], 'Fish section.'));
  await post(api, '/api/profile/chefmeta/experience', job('Taberna do Mar', [2019, 4], null, longText));
  await post(
    api,
    '/api/profile/chefmeta/experience',
    job('Hotel Alameda', [2016, 3], [2019, 3], 'Banquets.'),
  );
  await post(api, '/api/profile/chefmeta/education', {
    id: 0,
    language: 'en',
    value: {
      title: 'Culinary Arts',
      center: 'Escola de Hotelaria de Lisboa',
      url: '',
      fromYear: 2008,
      fromMonth: 9,
      toYear: 2011,
      toMonth: 6,
      currently: 0,
      location: lisboa,
      description: `<p>${longText}</p>`,
    },
  });
  await post(api, '/api/profile/chefmeta/languages', { id: 0, value: { language: 'pt', level: 3 } });
  await post(api, '/api/profile/chefmeta/languages', { id: 0, value: { language: 'en', level: 2 } });
  const last = await post(api, '/api/profile/chefmeta/referrals', {
    id: 0,
    language: 'en',
    value: { description: '<p>Reliable and kind with the team.</p>' },
  });
  chefProfile = last.data.user.profile;
  const db = createDatabase(inject('databaseURL'), 1);
  try {
    await approveChefProfile(db, chefProfile.id);
  } finally {
    await db.$client.end();
  }
});

const viewPath = (lang = 'en') => `/${lang}/chef/view/${chefProfile.id}/${chefProfile.slug}`;

/** The headings of the profile's sections, in page order. */
function sectionHeadings(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
}

describe('the chef profile page (desktop)', () => {
  const b = useBrowser();

  it('shows the left column, the status, the sections sorted and cut, with read more and read less', async () => {
    const { page, context } = b;
    await loginViaApi(context, chef);
    await page.goto(url('/en/chef/profile/home'));
    await page.getByRole('heading', { level: 1, name: 'Ines Duarte' }).waitFor();
    expect(await sectionHeadings(page)).toEqual([
      'Profile status',
      'About me',
      'Work experience',
      'Education',
      'Languages',
      'More information',
    ]);
    for (const text of [
      'ines.kitchen@e2e.brigade.test',
      '600 111 222',
      'Europe',
      'Portugal',
      'Spanish, French',
    ])
      await page.getByText(text, { exact: true }).first().waitFor();
    await page.getByText('Every section is filled in: restaurants see your whole profile.').waitFor();
    expect(
      await page.getByRole('switch', { name: 'Visible to restaurants' }).getAttribute('aria-checked'),
    ).toBe('true');

    // The preview button: "Preview." on screen, the whole label for assistive technology.
    const preview = page.getByRole('link', { name: 'Preview my profile' });
    expect((await preview.textContent())?.trim()).toBe('Preview.');
    expect(await preview.getAttribute('href')).toBe(viewPath());

    // Experience newest first, with its dates, company link and rating.
    const jobs = page.locator('#work-experience li');
    expect(await jobs.locator('p').first().textContent()).toContain('Taberna do Mar');
    await page.getByText('April 2019 – currently').waitFor();
    await page.getByText('September 2012 – February 2016').waitFor();
    await page.getByRole('img', { name: 'Michelin stars: 2' }).waitFor();
    expect(await page.getByRole('link', { name: /Taberna do Mar/ }).getAttribute('href')).toBe(
      'https://taberna.example',
    );

    // The long description is cut at 120 characters until "Read more".
    const experience = page.locator('#work-experience');
    await experience.getByText(/^Twelve years in produce-led kitchens.*…$/).waitFor();
    const more = experience.getByRole('button', { name: 'Read more' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    await experience.getByText(longText).waitFor();
    await experience.getByRole('button', { name: 'Read less' }).click();
    await experience.getByText(/…$/).waitFor();

    // Each section's add and edit buttons open the wizard's steps.
    await page.getByRole('button', { name: 'Add a job' }).waitFor();
    await page.getByRole('button', { name: 'Edit: Culinary Arts' }).waitFor();
    await expectAccessible(page, 'chef profile page');
    expect(b.pageErrors).toEqual([]);
  });

  it('a new chef is told about the review and invited to start', async () => {
    const { page, context } = b;
    const account = await createAccount({ type: 'chef', name: 'Nina Novak' });
    await loginViaApi(context, account);
    await page.goto(url('/en/chef/profile/home'));
    await page.getByRole('heading', { level: 1, name: 'Nina Novak' }).waitFor();
    await page.getByText('In review', { exact: true }).waitFor();
    await page.getByText(/Please wait at least 24 hours/).waitFor();
    await page.getByRole('heading', { name: 'Tell restaurants who you are' }).waitFor();
    await page.getByRole('button', { name: 'Start my profile' }).waitFor();
    await page.getByText('0 of 5 sections filled in.', { exact: false }).waitFor();
    await page.getByText('(no information)').first().waitFor();
    await expectAccessible(page, 'new chef profile page');
    // The preview says why restaurants do not see it yet.
    await page.getByRole('link', { name: 'Preview my profile' }).click();
    await page.getByText('Restaurants will see this page once our team has approved your profile.').waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it('the active switch hides the profile from restaurants and shows it again', async () => {
    const { page, context } = b;
    const restaurant = await apiAs(stranger);
    const seen = async () => (await restaurant.get(`/api/chefs/show?id=${chefProfile.id}&lang=en`)).status();
    await loginViaApi(context, chef);
    await page.goto(url('/en/chef/profile/home'));
    const toggle = page.getByRole('switch', { name: 'Visible to restaurants' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await page.getByText('Your profile is hidden from restaurants. You can still apply to offers.').waitFor();
    expect(await seen()).toBe(404);
    // A press while the switch is busy is ignored (spec doc 1 section 4): wait until it is ready again.
    await expect.poll(() => toggle.getAttribute('aria-busy')).toBeNull();
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect(await seen()).toBe(200);
    expect(b.pageErrors).toEqual([]);
  });
});

describe('the chef profile page (phone)', () => {
  const b = useBrowser(phone);

  it('one column, and the top menu scrolls to a section', async () => {
    const { page, context } = b;
    await loginViaApi(context, chef);
    await page.goto(url('/en/chef/profile/home'));
    await page.getByRole('heading', { level: 1, name: 'Ines Duarte' }).waitFor();
    await expectNoHorizontalScroll(page, 'chef profile page (phone)');
    const menu = page.getByRole('navigation', { name: 'Profile sections' });
    await menu.getByRole('link', { name: 'Languages' }).click();
    const heading = page.getByRole('heading', { level: 2, name: 'Languages' });
    await expect
      .poll(async () => {
        const box = await heading.boundingBox();
        return box !== null && box.y >= 64 && box.y < 300;
      })
      .toBe(true);
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(new URL(page.url()).hash).toBe('#languages');
    await expectAccessible(page, 'chef profile page (phone)');
    expect(b.pageErrors).toEqual([]);
  });
});

describe('the public view', () => {
  const b = useBrowser();

  it('a visitor: a wrong slug is corrected; no visas, no contact; two jobs until "show all"', async () => {
    const { page } = b;
    await page.goto(url(`/en/chef/view/${chefProfile.id}/not-the-slug`));
    await page.waitForURL(url(viewPath()));
    await page.getByRole('heading', { level: 1, name: 'Ines Duarte' }).waitFor();
    await page.getByText('Log in to see this chef’s work visas, nationalities and cuisine.').waitFor();
    for (const hidden of [
      'Work visas',
      'Contact e-mail',
      'Phone',
      'Last login',
      'ines.kitchen@e2e.brigade.test',
    ])
      expect(await page.getByText(hidden, { exact: true }).count(), hidden).toBe(0);
    expect(await page.getByRole('button', { name: /Report|Block/ }).count()).toBe(0);
    // A live profile may be indexed (docs/decisions/026); the server's head and the app's are not doubled.
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    expect(await page.title()).toBe('Ines Duarte, Sous Chef, Lisbon, Portugal · Brigade');

    const jobs = page.locator('#work-experience li');
    expect(await jobs.count()).toBe(2);
    await page.getByRole('button', { name: 'Show all work experience (3)' }).click();
    expect(await jobs.count()).toBe(3);
    await expectAccessible(page, 'chef public view (visitor)');
    expect(b.pageErrors).toEqual([]);
  });

  it('an unrelated restaurant sees the visas but not the contact details, and can report', async () => {
    const { page, context } = b;
    await loginViaApi(context, stranger);
    await page.goto(url(viewPath('es')));
    await page.getByRole('heading', { level: 1, name: 'Ines Duarte' }).waitFor();
    await page.getByText('Permisos de trabajo', { exact: true }).waitFor();
    await page.getByText('Europa', { exact: true }).waitFor();
    expect(await page.getByText('ines.kitchen@e2e.brigade.test').count()).toBe(0);
    expect(await page.getByText('Correo de contacto').count()).toBe(0);

    await page.getByRole('button', { name: 'Más', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Denunciar a este cocinero' }).click();
    const ask = page.getByRole('dialog', { name: '¿Denunciar a Ines Duarte?' });
    await ask.getByLabel('¿Qué pasa? (opcional)').fill('Perfil de prueba');
    await expectAccessible(page, 'report confirmation');
    await ask.getByRole('button', { name: 'Enviar la denuncia' }).click();
    const done = page
      .getByRole('dialog')
      .filter({ hasText: 'Gracias: nuestro equipo revisará esta denuncia.' });
    await done.waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it('a restaurant that blocks the chef sees nothing of them any more', async () => {
    const { page, context } = b;
    const blocker = await createAccount({ type: 'restaurant', name: 'Blocking Bistro' });
    await loginViaApi(context, blocker);
    await page.goto(url(viewPath()));
    await page.getByRole('heading', { level: 1, name: 'Ines Duarte' }).waitFor();
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Block this chef' }).click();
    const ask = page.getByRole('dialog', { name: 'Block Ines Duarte?' });
    await ask.getByRole('button', { name: 'Block', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByText("Blocked: from now on neither of you sees the other's profiles and offers.")
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1, name: 'This profile is not available' }).waitFor();
    expect(await page.getByText('Ines Duarte').count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'This profile is not available' }).waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it('the chef previews their own page, with the way back to editing', async () => {
    const { page, context } = b;
    await loginViaApi(context, chef);
    await page.goto(url('/en/chef/profile/home'));
    await page.getByRole('link', { name: 'Preview my profile' }).click();
    await page.waitForURL(url(viewPath()));
    await page.getByText('ines.kitchen@e2e.brigade.test').waitFor();
    expect(await page.getByRole('button', { name: 'More', exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to editing my profile' }).click();
    await page.waitForURL(url('/en/chef/profile/home'));
    expect(b.pageErrors).toEqual([]);
  });
});

/** The text of each page of a downloaded PDF (the text a recruiter's software reads). */
async function pdfPages(path: string): Promise<string[]> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  return (await extractText(pdf, { mergePages: false })).text;
}

describe('the CV PDF', () => {
  const b = useBrowser(phone);

  it('the chef downloads it in French from their page on a phone: its name, pages and text', async () => {
    const { page, context } = b;
    await loginViaApi(context, chef);
    await page.goto(url('/en/chef/profile/home'));
    await page.getByRole('heading', { level: 1, name: 'Ines Duarte' }).waitFor();
    await page.getByLabel('CV language').selectOption('fr');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CV (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`brigade-${chefProfile.slug}-fr.pdf`);
    const pages = await pdfPages(await download.path());
    // A short about text: work experience starts on a new page (spec doc 1 section 2).
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]).toContain('Ines Duarte');
    expect(pages[0]).toContain('À propos de moi');
    expect(pages[0]).toContain('Contacter le chef');
    expect(pages[0]).not.toContain('Expérience professionnelle');
    expect(pages[1]).toContain('Expérience professionnelle');
    expect(pages[1]).toContain('Taberna do Mar');
    expect(pages.join('\n')).toContain('Page 1 sur');
    expect(pages.join('\n')).not.toContain('ines.kitchen@e2e.brigade.test');
    // The button is ready again once the file is saved.
    await page.getByRole('button', { name: 'Download CV (PDF)' }).waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it('a restaurant reading the public view downloads it in its language', async () => {
    const { page, context } = b;
    await loginViaApi(context, stranger);
    await page.goto(url(viewPath('pt')));
    await page.getByRole('heading', { level: 1, name: 'Ines Duarte' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descarregar CV (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`brigade-${chefProfile.slug}-pt.pdf`);
    const text = (await pdfPages(await download.path())).join('\n');
    expect(text).toContain('Ines Duarte');
    expect(text).toContain('Experiência profissional');
    expect(b.pageErrors).toEqual([]);
  });

  it('a visitor is not offered the CV', async () => {
    const { page } = b;
    await page.goto(url(viewPath()));
    await page.getByRole('heading', { level: 1, name: 'Ines Duarte' }).waitFor();
    expect(await page.getByRole('button', { name: 'Download CV (PDF)' }).count()).toBe(0);
  });
});
