import { offerSaveInput, type OfferView } from '@shared/contracts/offers';
import type { BriefSessionUser } from '@shared/contracts/accounts';
import { describe, expect, it } from 'vitest';
import {
  canChangeRecruit,
  draftToForm,
  emptyOfferForm,
  formToDraft,
  generatedHeadline,
  headlineFollows,
  offerPayload,
  offerToForm,
  offerFormChoices,
  offerVenueChoices,
  offerVersions,
  savedOfferNotice,
  startingOfferForm,
  startingTextLanguage,
  textsChangedFrom,
  textsFilled,
} from './offer-form';
import { offerShareData, shareTargets } from './share-links';

const filled = {
  ...emptyOfferForm(7, 1),
  position: '3',
  salaryfrom: '30000',
  salaryto: '36000',
  hours: '45',
  holidays: '28',
  daysoff: '2',
  description: '<p>A lively kitchen.</p>',
};

describe('the generated headline', () => {
  it('is the position and the pay range in the texts’ language', () => {
    expect(generatedHeadline(filled, 'en')).toBe('Head Chef · £30,000–£36,000 a year');
    expect(
      generatedHeadline(
        { ...filled, currency: '2', salarytype: 'hour', salaryfrom: '14', salaryto: '' },
        'fr',
      ),
    ).toMatch(/^Chef de cuisine · 14\s€ de l’heure$/);
  });

  it('says negotiable when the pay is hidden, and is the position alone without an amount', () => {
    expect(generatedHeadline({ ...filled, hidesalary: true }, 'es')).toBe(
      'Jefe de cocina · Sueldo a negociar',
    );
    expect(generatedHeadline({ ...filled, salaryfrom: '' }, 'en')).toBe('Head Chef');
    expect(generatedHeadline({ ...filled, position: '' }, 'en')).toBe('');
  });

  it('follows while empty or as generated, and stops once edited by hand', () => {
    expect(headlineFollows('', filled, ['en'])).toBe(true);
    expect(headlineFollows('Head Chef · £30,000–£36,000 a year', filled, ['fr', 'en'])).toBe(true);
    expect(headlineFollows('Head Chef for our new bistro', filled, ['en', 'fr'])).toBe(false);
  });
});

describe('the offer/manage/edit payload', () => {
  it('sends flags as 1/0, the id, the texts’ language, and passes the shared schema', () => {
    const values = { ...filled, name: generatedHeadline(filled, 'en') };
    const payload = offerPayload(values, 0, 'en');
    expect(payload).toMatchObject({ id: 0, rid: '7', hidesalary: 0, recruit: 1, status: 1, language: 'en' });
    expect(payload).not.toHaveProperty('image1');
    const parsed = offerSaveInput.parse(payload);
    expect(parsed).toMatchObject({ rid: 7, position: 3, salaryfrom: 30000, salaryto: 36000, currency: 1 });
  });

  it('sends a chosen photo, or 0 to remove it', () => {
    expect(offerPayload({ ...filled, image1: 12 }, 3, 'en').image1).toBe(12);
    expect(offerPayload({ ...filled, image1: 0 }, 3, 'en').image1).toBe(0);
  });

  it('is refused by the schema when the highest pay is lower than the lowest', () => {
    const result = offerSaveInput.safeParse(
      offerPayload({ ...filled, name: 'Head chef', salaryto: '100' }, 0, 'en'),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'salaryto',
      'salary_range',
    ]);
  });
});

const offer = {
  id: 5,
  rid: 7,
  slug: 'head-chef',
  name: 'Our head chef',
  position: 3,
  description: '<p>Hello</p>',
  language: 'en',
  translations: { en: '<p>Hello</p>', fr: '<p>Bonjour</p>' },
  requirements: '<p>Five years</p>',
  requirementsTranslations: { en: '<p>Five years</p>', es: '<p>Cinco años</p>' },
  salarytype: 'hour',
  salaryfrom: 14.5,
  salaryto: 16,
  hidesalary: 1,
  currency: 2,
  term: 'part-time',
  hours: 30,
  holidays: 25,
  daysoff: 2,
  recruit: 0,
  status: 0,
  approvedp: 1,
  image1: null,
} as unknown as OfferView;

describe('what the form starts from', () => {
  it('starts a new offer in the currency of the venue’s country, else the euro', () => {
    const start = { offer: undefined, draft: undefined, rid: 7, language: 'en' } as const;
    expect(startingOfferForm({ ...start, countryCode: 'GB' })).toEqual(emptyOfferForm(7, 1));
    expect(startingOfferForm({ ...start, countryCode: undefined }).currency).toBe('2');
  });

  it('starts from the offer’s texts in the chosen language, with what was typed over them', () => {
    const start = { offer, rid: 7, countryCode: 'GB', language: 'fr' } as const;
    expect(startingOfferForm({ ...start, draft: undefined })).toEqual(offerToForm(offer, 'fr'));
    const reopened = startingOfferForm({ ...start, draft: { hours: '48', recruit: 1, image1: 4 } });
    expect(reopened).toMatchObject({ hours: '48', recruit: true, image1: 4, description: '<p>Bonjour</p>' });
  });

  it('writes the texts in the draft’s language, else the reader’s when the offer has it, else its own', () => {
    expect(startingTextLanguage({ language: 'pt' }, offer, 'fr')).toBe('pt');
    expect(startingTextLanguage({ language: 'de' }, offer, 'fr')).toBe('fr');
    expect(startingTextLanguage(undefined, offer, 'pt')).toBe('en');
    expect(startingTextLanguage(undefined, undefined, 'es')).toBe('es');
  });
});

describe('the texts and the Guru', () => {
  it('counts a text as filled only when a reader would see words in it', () => {
    expect(textsFilled({ description: '<p>Hello</p>', requirements: '<p> </p>' })).toEqual({
      description: true,
      requirements: false,
    });
  });

  it('sees a change against the saved version of the same language only', () => {
    const saved = { description: '<p>Bonjour</p>', requirements: '' };
    expect(textsChangedFrom(offer, 'fr', saved)).toBe(false);
    expect(textsChangedFrom(offer, 'fr', { ...saved, requirements: '<p>Cinq ans</p>' })).toBe(true);
    expect(textsChangedFrom(undefined, 'en', { description: '<p></p>', requirements: '' })).toBe(false);
  });
});

describe('an offer in the form, and the draft kept while another dialog is open', () => {
  it('reads the offer with its texts in one language', () => {
    const form = offerToForm(offer, 'fr');
    expect(form).toMatchObject({
      rid: '7',
      position: '3',
      salaryfrom: '14.5',
      hidesalary: true,
      recruit: false,
      status: false,
      image1: null,
      description: '<p>Bonjour</p>',
      requirements: '',
    });
    expect(Object.keys(offerVersions(offer)).sort()).toEqual(['en', 'es', 'fr']);
  });

  it('gives back every value typed, and the Guru’s texts, when the form reopens', () => {
    const typed = { ...filled, name: 'My headline', hidesalary: true, image1: 9 };
    const draft = formToDraft({ ...typed, description: '<p>Guru</p>' }, 'pt');
    expect(draft.language).toBe('pt');
    const back = draftToForm(draft, emptyOfferForm(7, 2));
    expect(back).toEqual({ ...typed, description: '<p>Guru</p>' });
  });
});

const user = {
  main: { id: 1, main: 1, premium: 0 },
  profiles: [
    { id: 1, name: 'Main', main: 1, premium: 0 },
    { id: 2, name: 'Second', main: 0, premium: 0 },
    { id: 3, name: 'Third', main: 0, premium: 0 },
  ],
} as unknown as BriefSessionUser;

describe('venues and recruit', () => {
  it('offers the selects’ choices as text, the positions after the empty one', () => {
    const choices = offerFormChoices(user, 3, 'es', 'Elige…');
    expect(choices.venues).toEqual([
      { value: '1', label: 'Main' },
      { value: '3', label: 'Third' },
    ]);
    expect(choices.positions[0]).toEqual({ value: '', label: 'Elige…' });
    expect(choices.positions).toContainEqual({ value: '3', label: 'Jefe de cocina' });
    expect(choices.currencies.map((choice) => choice.value)).toContain('2');
    expect(choices.salaryTypes.map((choice) => choice.value)).toEqual(['year', 'hour']);
    expect(choices.terms.map((choice) => choice.value)).toContain('full-time');
  });

  it('offers the main venue and the one the form was opened from', () => {
    expect(offerVenueChoices(user, 3).map((venue) => venue.id)).toEqual([1, 3]);
    expect(offerVenueChoices(user, 1).map((venue) => venue.id)).toEqual([1]);
  });

  it('lets only a premium account change recruit', () => {
    expect(canChangeRecruit(user, 1)).toBe(false);
    const premium = { ...user, main: { ...user.main, premium: 1 } } as BriefSessionUser;
    expect(canChangeRecruit(premium, 2)).toBe(true);
  });
});

describe('after a save', () => {
  it('shares only a live offer’s link, and tells why another cannot be shared yet', () => {
    expect(savedOfferNotice({ status: 1, approvedp: 1 })).toBeNull();
    expect(savedOfferNotice({ status: 1, approvedp: 0 })).toBe('form.saved_in_review');
    expect(savedOfferNotice({ status: 0, approvedp: 1 })).toBe('form.saved_paused');
  });

  it('opens the share overlay on the offer’s page, with its photo, else its venue’s logo', () => {
    const size = (url: string) => ({ url, width: 230, height: 120 });
    const venue = {
      id: 7,
      slug: 'casa-lola',
      name: 'Casa Lola',
      logo: { square: size('/logo-square.jpg') },
    };
    const live = { ...offer, restaurant: venue } as unknown as OfferView;
    expect(offerShareData(live, 'en', 'https://brigade.test')).toEqual({
      url: 'https://brigade.test/en/restaurant/view/offer/7/casa-lola/5/head-chef',
      title: 'Our head chef',
      subtitle: 'Casa Lola',
      image: '/logo-square.jpg',
    });
    const pictured = { ...live, image1: { miniature: size('/mini.jpg') } } as unknown as OfferView;
    expect(offerShareData(pictured, 'fr', 'https://brigade.test').image).toBe('/mini.jpg');
  });
});

describe('share links', () => {
  it('carry the offer link to each network, encoded', () => {
    const targets = shareTargets(
      {
        url: 'https://brigade.test/en/restaurant/view/offer/1/a/2/b',
        title: 'Head Chef',
        subtitle: 'Casa & Co',
      },
      'Job offer: Head Chef',
    );
    expect(targets.map((target) => target.id)).toEqual(['whatsapp', 'linkedin', 'facebook', 'x', 'email']);
    const linkedin = new URL(targets[1]!.href);
    expect(linkedin.searchParams.get('url')).toBe('https://brigade.test/en/restaurant/view/offer/1/a/2/b');
    expect(new URL(targets[0]!.href).searchParams.get('text')).toContain('Casa & Co');
    expect(targets[4]!.href.startsWith('mailto:?subject=Job%20offer%3A%20Head%20Chef')).toBe(true);
  });
});
