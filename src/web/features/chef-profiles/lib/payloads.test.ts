import type { BriefSessionUser } from '@shared/contracts/accounts';
import {
  chefProfileView,
  experienceInput,
  experienceValue,
  type ChefProfileView,
} from '@shared/contracts/chef-profiles';
import { describe, expect, it } from 'vitest';
import {
  deletePayload,
  educationFormValues,
  experienceFormValues,
  infoFormValues,
  infoPayload,
  itemIds,
  itemPayload,
  languageFormValues,
  referralFormValues,
} from './payloads';

const place = {
  formatted_address: 'Lisbon, Portugal',
  components: { locality: 'Lisbon', region: 'Lisbon', country: 'Portugal', country_code: 'PT' },
  lat: 38.72,
  lng: -9.14,
};

const experience: ChefProfileView['experience'][number] = {
  id: 7,
  order: 2,
  value: {
    sector: 1,
    cuisine: 10,
    position: 3,
    company: 'Casa Lisboa',
    url: '',
    fromYear: 2019,
    fromMonth: 4,
    toYear: null,
    toMonth: null,
    currently: true,
    location: place,
    rating: 2,
    ratingType: 'michelin',
    description: '<p>Hello</p>',
    language: 'en',
    translations: { en: '<p>Hello</p>', pt: '<p>Olá</p>' },
  },
};

describe('form values and payloads of the wizard', () => {
  it('an experience shows as text fields, with the text of the chosen language', () => {
    const form = experienceFormValues(experience, 'pt');
    expect(form.value).toMatchObject({
      sector: '1',
      cuisine: '10',
      position: '3',
      fromMonth: '4',
      fromYear: '2019',
      toMonth: '',
      toYear: '',
      currently: true,
      ratingType: 'michelin',
      rating: '2',
      description: '<p>Olá</p>',
    });
    expect(experienceFormValues(experience, 'fr').value.description).toBe('');
  });

  it('a new experience starts empty, on hotel stars without a rating', () => {
    const form = experienceFormValues(undefined, 'en');
    expect(form.value).toMatchObject({ sector: '', company: '', currently: false, location: null });
    expect(form.value.ratingType).toBe('stars');
    expect(form.value.rating).toBe('0');
  });

  it('the form, through the shared schema, is the payload the server takes', () => {
    const values = experienceFormValues(experience, 'en').value;
    const parsed = experienceValue.parse(values);
    expect(parsed).toMatchObject({ sector: 1, cuisine: 10, company: 'Casa Lisboa', currently: true });
    expect(parsed.toYear).toBeUndefined();
    const payload = itemPayload(7, 2, parsed, 'pt');
    expect(payload).toMatchObject({ id: 7, order: 2, action: 'save', language: 'pt' });
    expect(experienceInput.safeParse(payload).success).toBe(true);
    expect(experienceInput.safeParse(deletePayload(7)).success).toBe(true);
    expect(itemPayload(0, 0, { language: 'es', level: 2 })).not.toHaveProperty('language');
  });

  it('the other sections', () => {
    expect(educationFormValues(undefined, 'en').value).toMatchObject({
      title: '',
      center: '',
      currently: false,
    });
    expect(languageFormValues({ id: 1, order: 0, language: 'es', level: 3 })).toEqual({
      value: { language: 'es', level: '3' },
    });
    expect(
      referralFormValues(
        { id: 2, order: 0, value: { description: '', language: null, translations: { es: '<p>Hola</p>' } } },
        'es',
      ),
    ).toEqual({ value: { description: '<p>Hola</p>' } });
  });

  it('chef info starts from the profile and the account; the current password goes only with a new one', () => {
    const user = {
      name: 'Ana',
      email: 'ana@example.test',
      contactemail: '',
      phone: '600 000',
      language: 'es',
    } as BriefSessionUser;
    const form = infoFormValues(undefined, user, 'en');
    expect(form).toMatchObject({
      name: 'Ana',
      contactemail: 'ana@example.test',
      language: 'es',
      position: '',
    });
    expect(infoPayload({ ...form, currentpassword: 'old-one' }).currentpassword).toBe('');
    expect(infoPayload({ ...form, password: 'new-secret', currentpassword: 'old-one' }).currentpassword).toBe(
      'old-one',
    );
  });

  it('lists the ids of a section', () => {
    const profile = { experience: [experience] } as unknown as ChefProfileView;
    expect(itemIds(profile, 'experience')).toEqual([7]);
    expect(itemIds(undefined, 'education')).toEqual([]);
    expect(chefProfileView.shape.experience).toBeDefined();
  });
});
