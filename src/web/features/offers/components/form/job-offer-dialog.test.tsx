import type { BriefSessionUser } from '@shared/contracts/accounts';
import type { OfferView } from '@shared/contracts/offers';
import type { Language } from '@shared/i18n/languages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, refusal, stubApi, success, type ApiRoute } from '@web/testing/api-stub';
import { restaurantUser as accountWithVenues, offerCard, venueSummary } from '@web/testing/fixtures';
import { renderInApp } from '@web/testing/render';
import type { JobOfferDialogData } from '../../dialogs';
import JobOfferDialog from './job-offer-dialog';

/** A restaurant account with a main venue (7) and a second page (8), free or premium. */
function restaurantUser(premium: 0 | 1): BriefSessionUser {
  return accountWithVenues(premium, [
    venueSummary(7, 'Casa Lola', { premium, main: 1 }),
    venueSummary(8, 'Lola Bar', { premium }),
  ]);
}

/** The offer as offer/show and offer/manage/edit answer it: in review, active, texts in English. */
const savedOffer: OfferView = {
  ...offerCard(41, {
    rid: 7,
    slug: 'head-chef',
    name: 'Head Chef · €30,000–€36,000 a year',
    position: 3,
    description: '<p>A lively kitchen.</p>',
    holidays: 28,
    approvedp: 0,
    created: '2026-03-02 10:00:00',
    updated: '2026-03-02 10:00:00',
    restaurant: {
      id: 7,
      slug: 'casa-lola',
      name: 'Casa Lola',
      location: null,
      logo: null,
      premium: 0,
      audience: { nationalities: [], language: null },
    },
  }),
  language: 'en',
  translations: { en: '<p>A lively kitchen.</p>' },
  requirements: '<p>Five years on a busy line.</p>',
  requirementsTranslations: { en: '<p>Five years on a busy line.</p>' },
  own: 1,
  validThrough: '2026-04-01',
};

/**
 * The API as the dialog meets it: the session (the account), the venue (unreadable here, so a new
 * offer pays in euros), the offer to edit and the save, each replaceable; every call is recorded
 * with its path and input.
 */
function stubFormApi(user: BriefSessionUser, routes: Record<string, ApiRoute> = {}) {
  const api = stubApi({
    '/api/account/session': () => success({ user }),
    '/api/restaurants/show': () => refusal(404, 'not_found', 'Not found'),
    '/api/offer/show': () => success(savedOffer),
    '/api/offer/manage/edit': () => success({ offer: savedOffer }),
    ...routes,
  });
  return { saves: () => api.callsTo('/api/offer/manage/edit') };
}

async function openForm(language: Language, data: JobOfferDialogData = { rid: 7 }) {
  const close = vi.fn();
  const complete = vi.fn();
  await renderInApp(<JobOfferDialog data={data} close={close} complete={complete} />, {
    language,
    namespaces: ['offer-form', 'validation'],
  });
  // The form's dialog replaces the loading one once the account and the offer are read; the first
  // test of a run also loads the contracts' schemas and the editor, slow on a busy machine.
  await screen.findAllByRole('combobox', {}, { timeout: 10_000 });
  return { dialog: within(screen.getByRole('dialog')), close, complete };
}

/** The texts a field is described by (its hint and its error), as a screen reader reads them. */
function descriptionOf(field: HTMLElement) {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** Submits the form with `button` and waits until the field labelled `label` is marked in error. */
async function submitUntilInvalid(dialog: ReturnType<typeof within>, button: string, label: string) {
  fireEvent.click(dialog.getByRole('button', { name: button }));
  const field = dialog.getByLabelText(label);
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  return field;
}

function fill(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

/** What a Guru import or a media choice hands back: the texts are written, the rest is as typed. */
const texts = { description: '<p>A lively kitchen by the river.</p>', requirements: '' };

beforeEach(() => {
  // The session marker: without it the app asks nobody who is logged in.
  document.cookie = 'logged_in=1; Path=/';
});

afterEach(() => {
  document.cookie = 'logged_in=; Max-Age=0; Path=/';
  vi.unstubAllGlobals();
});

describe('the job offer form', { timeout: 15_000 }, () => {
  it('names each missing or unreadable field in English, sends nothing, and says so above', async () => {
    const api = stubFormApi(restaurantUser(0));
    const { dialog } = await openForm('en');
    fill(dialog.getByLabelText('To'), '36k');
    const position = await submitUntilInvalid(dialog, 'Publish the offer', 'Position');
    expect(descriptionOf(position)).toContain('Please choose a position.');
    expect(descriptionOf(dialog.getByLabelText('Headline'))).toContain(
      'Please enter the headline of the offer.',
    );
    expect(descriptionOf(dialog.getByLabelText('From'))).toContain('Please enter the lowest pay.');
    expect(descriptionOf(dialog.getByLabelText('To'))).toContain(
      'Please enter an amount in numbers, with at most two decimals.',
    );
    expect(descriptionOf(dialog.getByLabelText('Hours a week'))).toContain(
      'Please enter the working hours per week.',
    );
    expect(descriptionOf(dialog.getByLabelText('Days off a week'))).toContain(
      'Please enter the days off per week.',
    );
    expect(dialog.getByText('Please write a description.')).toBeTruthy();
    expect(dialog.getByRole('alert').textContent).toBe(
      'Some fields are missing or wrong: please check the fields marked below.',
    );
    // Neither the optional requirements nor the ticked boxes are in error.
    expect(
      dialog.getByLabelText('Brigade recruits for this position').getAttribute('aria-invalid'),
    ).toBeNull();
    expect(api.saves()).toHaveLength(0);
  });

  it('says in Spanish what is wrong with a pay range upside down, keeping what was typed', async () => {
    const api = stubFormApi(restaurantUser(0));
    const { dialog } = await openForm('es', { rid: 7, draft: texts });
    fireEvent.change(dialog.getByLabelText('Puesto'), { target: { value: '3' } });
    fill(dialog.getByLabelText('Desde'), '30000');
    fill(dialog.getByLabelText('Hasta'), '100');
    fill(dialog.getByLabelText('Horas a la semana'), '40');
    const to = await submitUntilInvalid(dialog, 'Publicar la oferta', 'Hasta');
    expect(descriptionOf(to)).toContain('El sueldo máximo no puede ser inferior al mínimo.');
    expect(descriptionOf(dialog.getByLabelText('Días libres a la semana'))).toContain(
      'Escribe los días libres por semana.',
    );
    expect(dialog.getByLabelText('Horas a la semana').getAttribute('aria-invalid')).toBeNull();
    expect(dialog.getByRole('alert').textContent).toMatch(/^Faltan campos o hay datos incorrectos/);
    expect((dialog.getByLabelText('Desde') as HTMLInputElement).value).toBe('30000');
    expect((dialog.getByLabelText('Titular') as HTMLInputElement).value).toMatch(
      /^Jefe de cocina · 30\.000\s€ al año$/,
    );
    expect(api.saves()).toHaveLength(0);
  });

  it('writes the headline from the position and pay until it is edited by hand', async () => {
    stubFormApi(restaurantUser(0));
    const { dialog } = await openForm('en');
    const headline = dialog.getByLabelText('Headline') as HTMLInputElement;
    fireEvent.change(dialog.getByLabelText('Position'), { target: { value: '3' } });
    fill(dialog.getByLabelText('From'), '30000');
    fill(dialog.getByLabelText('To'), '36000');
    await waitFor(() => expect(headline.value).toBe('Head Chef · €30,000–€36,000 a year'));
    expect(descriptionOf(headline)).toContain('Written for you from the position and pay.');

    fill(headline, 'Head Chef for our riverside bistro');
    fill(dialog.getByLabelText('To'), '40000');
    expect(headline.value).toBe('Head Chef for our riverside bistro');
    expect(descriptionOf(headline)).toContain('Your own headline');
    fireEvent.click(dialog.getByRole('button', { name: 'Write the headline for me again' }));
    await waitFor(() => expect(headline.value).toBe('Head Chef · €30,000–€40,000 a year'));
    expect(dialog.queryByRole('button', { name: 'Write the headline for me again' })).toBeNull();
  });

  it('posts a valid new offer as offer/manage/edit expects it, then says it is in review', async () => {
    const api = stubFormApi(restaurantUser(0));
    const { dialog, complete } = await openForm('en', { rid: 7, draft: texts });
    // A free account cannot hand its applicants elsewhere (D5).
    const recruit = dialog.getByLabelText('Brigade recruits for this position') as HTMLInputElement;
    expect(recruit.disabled).toBe(true);
    expect(recruit.checked).toBe(true);
    expect(
      dialog.getAllByRole('option', { hidden: true }).filter((o) => o.closest('select')?.name === 'rid'),
    ).toHaveLength(1);

    fireEvent.change(dialog.getByLabelText('Position'), { target: { value: '3' } });
    fill(dialog.getByLabelText('From'), '30000');
    fill(dialog.getByLabelText('To'), '36000');
    fill(dialog.getByLabelText('Hours a week'), '45');
    fill(dialog.getByLabelText('Holidays a year (days)'), '28');
    fill(dialog.getByLabelText('Days off a week'), '2');
    fireEvent.click(dialog.getByRole('button', { name: 'Publish the offer' }));

    await waitFor(() => expect(complete).toHaveBeenCalledWith(41));
    expect(api.saves()).toHaveLength(1);
    expect(api.saves()[0]!.body).toEqual({
      lang: 'en',
      id: 0,
      rid: '7',
      name: 'Head Chef · €30,000–€36,000 a year',
      position: '3',
      currency: '2',
      salarytype: 'year',
      salaryfrom: '30000',
      salaryto: '36000',
      hidesalary: 0,
      term: 'full-time',
      hours: '45',
      holidays: '28',
      daysoff: '2',
      recruit: 1,
      status: 1,
      description: texts.description,
      requirements: '',
      language: 'en',
    });
    // In review, its link would lead nowhere: the toast says when it can be shared instead.
    await screen.findByText(/^Your job offer is saved and in review\./);
  });

  it('edits an offer from what it holds, and a premium account may take its applicants itself', async () => {
    const api = stubFormApi(restaurantUser(1), {
      '/api/offer/manage/edit': () => success({ offer: { ...savedOffer, recruit: 0, status: 0 } }),
    });
    const { dialog, complete } = await openForm('en', { rid: 7, id: 41 });
    expect(screen.getByRole('dialog', { name: 'Edit the job offer' })).toBeTruthy();
    expect((dialog.getByLabelText('Headline') as HTMLInputElement).value).toBe(savedOffer.name);
    expect((dialog.getByLabelText('Hours a week') as HTMLInputElement).value).toBe('45');
    expect((dialog.getByLabelText('Active', { exact: false }) as HTMLInputElement).checked).toBe(true);

    const recruit = dialog.getByLabelText('Brigade recruits for this position') as HTMLInputElement;
    expect(recruit.disabled).toBe(false);
    fireEvent.click(recruit);
    fireEvent.click(dialog.getByLabelText('Paused', { exact: false }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(complete).toHaveBeenCalledWith(41));
    expect(api.saves()[0]!.body).toMatchObject({
      id: 41,
      rid: '7',
      name: savedOffer.name,
      recruit: 0,
      status: 0,
      description: savedOffer.description,
      requirements: savedOffer.requirements,
      language: 'en',
    });
    await screen.findByText(/^Your job offer is saved\. It is paused/);
  });

  it('puts the server’s refusal of a field under that field', async () => {
    stubFormApi(restaurantUser(0), {
      '/api/offer/manage/edit': () =>
        answer(400, {
          success: false,
          data: null,
          code: 'invalid_input',
          message: 'Please fill in the required fields correctly.',
          issues: [{ field: 'name', message: 'Ce titre est déjà pris.' }],
        }),
    });
    const { dialog, complete } = await openForm('fr', { rid: 7, id: 41 });
    fireEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    const headline = dialog.getByLabelText('Titre');
    await waitFor(() => expect(descriptionOf(headline)).toContain('Ce titre est déjà pris.'));
    expect(complete).not.toHaveBeenCalled();
  });

  it('deletes an offer once confirmed, then closes', async () => {
    const api = stubFormApi(restaurantUser(0), {
      '/api/offer/manage/edit': () => success({ offer: null }),
    });
    const { dialog, close } = await openForm('en', { rid: 7, id: 41 });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete the offer' }));
    expect(api.saves()).toHaveLength(0);
    fireEvent.click(await dialog.findByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(api.saves().map((call) => call.body)).toEqual([{ lang: 'en', id: 41, action: 'delete' }]);
    await screen.findByText('The job offer has been deleted.');
  });
});
