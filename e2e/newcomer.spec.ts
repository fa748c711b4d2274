import type { OfferView } from '@shared/contracts/offers';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayFromNow, liveVenueWithOffers, postOk, useApiClients, type OwnVenue } from './api-calls';
import {
  createAccount,
  expectNoHorizontalScroll,
  loginTexts,
  phone,
  uniqueEmail,
  url,
  useBrowser,
} from './fixtures';

/**
 * What a newcomer meets (decisions D9 as revised, D12; docs/decisions/039-undeclared-audience.md): a visitor on a phone opens
 * an offer from the home page, presses Apply, signs up as a chef, adds the language the offer asks for,
 * and the apply goes on to a sent application, the taps and the time counted; the new chef's feed lists
 * offers. A chef who declared other languages is told, after logging in from Apply, which condition of
 * the venue they do not meet, and the feed says how many offers it leaves out and why.
 */

const valencia = {
  formatted_address: 'Valencia, Spain',
  components: { locality: 'Valencia', region: 'Valencian Community', country: 'Spain', country_code: 'ES' },
  lat: 39.4699,
  lng: -0.3763,
};

let venue: OwnVenue;
let offer: OfferView;
const clients = useApiClients();

beforeAll(async () => {
  const owner = await createAccount({ type: 'restaurant', name: 'Casa Arroz' });
  // The venue works in Spanish: its offers ask for Spanish speakers (D9).
  const made = await liveVenueWithOffers(
    await clients.as(owner),
    {
      name: 'Casa Arroz',
      description: '<p>Paella over orange wood, lunch only.</p>',
      cuisine: '6',
      location: JSON.stringify(valencia),
      worklanguage: 'es',
    },
    [
      {
        name: 'Rice cook for the wood fire',
        position: 25,
        description: '<p>Paella for sixty covers a day, on orange wood.</p>',
        salaryfrom: '26000',
        salaryto: '30000',
        holidays: 30,
      },
    ],
  );
  venue = made.venue;
  offer = made.offers[0]!;
});

const offerPath = (lang = 'en') =>
  `/${lang}/restaurant/view/offer/${venue.id}/${venue.slug}/${offer.id}/${offer.slug}`;

describe('a newcomer on a phone', () => {
  const b = useBrowser(phone);

  it('applies from an offer of the home page by signing up, adding the language it asks for', async () => {
    const { page } = b;
    // What a person does, counted: a tap on a button, link or field; a choice in a list or a date is
    // two (open it, pick); typing is not a tap.
    let taps = 0;
    const tap = async (target: Locator) => {
      taps += 1;
      await target.click();
    };
    const type = async (field: Locator, text: string) => {
      taps += 1;
      await field.fill(text);
    };
    const choose = async (field: Locator, option: Parameters<Locator['selectOption']>[0]) => {
      taps += 2;
      await field.selectOption(option);
    };
    const start = Date.now();
    await page.goto(url('/en/'));
    await tap(page.getByRole('link', { name: offer.name }).first());
    await page.getByRole('heading', { level: 1, name: offer.name }).waitFor();
    // The offer says what it asks before anyone applies.
    await page.getByText('Asks for Spanish speakers').first().waitFor();
    await tap(page.getByRole('button', { name: 'Apply', exact: true }));
    await tap(
      page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Create an account' }),
    );

    const signup = page.getByRole('dialog', { name: 'Create your account' });
    const email = uniqueEmail('newcomer');
    await type(signup.getByLabel('E-mail address'), email);
    await tap(signup.getByLabel('I accept the terms of use'));
    await tap(signup.getByRole('button', { name: 'Continue' }));
    // Signing up from Apply, the chef's card is chosen already.
    await signup.getByLabel('Name').waitFor();
    expect(await signup.getByRole('radio', { name: /A chef or kitchen professional/ }).isChecked()).toBe(
      true,
    );
    await type(signup.getByLabel('Name'), 'Nuria Newcomer');
    await type(signup.getByLabel('Phone number'), '612 345 678');
    await type(signup.getByLabel('Password', { exact: true }), 'paella-wood-7');
    await type(signup.getByLabel('Repeat the password'), 'paella-wood-7');
    await tap(signup.getByRole('button', { name: 'Create my account' }));
    await tap(signup.getByRole('button', { name: 'Skip' }));

    // The apply goes on: the offer asks for a language the new profile does not give yet.
    let apply = page.getByRole('dialog', { name: 'Apply to this offer' });
    await apply.getByText(offer.name).waitFor();
    await apply.getByText('Asks for Spanish speakers').waitFor();
    await expectNoHorizontalScroll(page, 'the apply dialog asking for a language');
    await tap(apply.getByRole('button', { name: 'Add the languages I speak' }));
    const language = page.getByRole('dialog', { name: 'Add a language' });
    await choose(language.getByLabel('Language', { exact: true }), { label: 'Spanish' });
    await choose(language.getByLabel('Level', { exact: true }), { index: 3 });
    await tap(language.getByRole('button', { name: 'Save', exact: true }));

    apply = page.getByRole('dialog', { name: 'Apply to this offer' });
    await type(apply.getByLabel('Trial date 1', { exact: true }), dayFromNow(6));
    taps += 1; // the date picker's own "pick" (fill stands for open and pick)
    await choose(apply.getByLabel('When can you start?'), { label: 'Available now' });
    await tap(apply.getByRole('button', { name: 'Send application' }));
    await page.getByText('Your application has been sent.').waitFor();
    const seconds = (Date.now() - start) / 1000;
    console.info(`newcomer journey: ${taps} taps, ${seconds.toFixed(1)} s in the browser`);

    const newcomer = await clients.as({ email, password: 'paella-wood-7' });
    const sent = await postOk<{ data: { offer: { id: number } }[] }>(newcomer, '/api/offer/chef/list', {
      status: 2,
    });
    expect(sent.data.map((application) => application.offer.id)).toEqual([offer.id]);

    // The offer page now says it, with the link; the new chef's feed lists offers.
    await page.getByRole('button', { name: 'Close' }).last().click();
    await page.getByText(/^Applied on /).waitFor();
    await page.goto(url('/en/'));
    const cards = page.getByRole('list', { name: 'Job offers' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    expect(await page.getByText('No results').count()).toBe(0);
  });
});

describe('a chef whose profile says otherwise', () => {
  const b = useBrowser();

  it('is told, after logging in from Apply, which condition of the venue the profile does not meet', async () => {
    const { page } = b;
    const chef = await createAccount({ type: 'chef', name: 'Jean Cuisinier', lang: 'es' });
    const api = await clients.as(chef);
    await postOk(api, '/api/profile/chefmeta/languages', { id: 0, value: { language: 'fr', level: 3 } });
    await page.goto(url(offerPath('es')));
    await page.getByRole('button', { name: 'Inscribirme', exact: true }).click();
    const login = page.getByRole('dialog', { name: loginTexts.es.dialog });
    await login.getByLabel(loginTexts.es.email).fill(chef.email);
    await login.getByLabel(loginTexts.es.password, { exact: true }).fill(chef.password);
    await login.getByRole('button', { name: loginTexts.es.submit, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Inscribirme en esta oferta' });
    await dialog.getByText('No está abierta para tu perfil:').waitFor();
    await dialog
      .getByText('Este restaurante trabaja en español, que no está entre los idiomas de tu perfil.')
      .waitFor();
    await dialog.getByText('Esta oferta no está abierta para ti.').waitFor();
    expect(await dialog.getByText('Ya no está abierta', { exact: false }).count()).toBe(0);

    // The feed says how many offers the profile leaves out, why, and how to change it.
    await page.goto(url('/es/'));
    const note = page.getByRole('note').filter({ hasText: 'que no se te muestra' });
    await note.getByText('Sus restaurantes trabajan en español', { exact: false }).waitFor();
    await note.getByRole('button', { name: 'Añadir un idioma que hablo' }).waitFor();
  });
});
