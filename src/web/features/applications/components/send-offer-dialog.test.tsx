import type { OfferCard } from '@shared/contracts/offers';
import { getSelection, setSelection } from '@web/components/selection/selection-store';
import { answer, stubApi, success, type CallBody } from '@web/testing/api-stub';
import { offerCard, restaurantUser, venueSummary } from '@web/testing/fixtures';
import { renderInApp } from '@web/testing/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SendOfferDialog from './send-offer-dialog';

beforeEach(() => {
  // The session marker: without it the app asks nobody who is logged in.
  document.cookie = 'logged_in=1; Path=/';
});

afterEach(() => {
  document.cookie = 'logged_in=; Max-Age=0; Path=/';
  vi.unstubAllGlobals();
  setSelection('chefs', []);
});

/** A premium restaurant account with two venues: Casa Lola (7, the main one) and Lola Bar (8). */
const user = restaurantUser(
  1,
  [venueSummary(7, 'Casa Lola', { premium: 1, main: 1 }), venueSummary(8, 'Lola Bar', { premium: 1 })],
  { language: 'es' },
);

/** A live offer of a venue as offer/restaurant lists it; Casa Lola asks for Spanish speakers. */
function card(id: number, rid: 7 | 8, name: string): OfferCard {
  const venue = user.profiles.find((profile) => profile.id === rid)!;
  const audience = { nationalities: [], language: rid === 7 ? 'es' : null };
  return offerCard(id, {
    rid,
    name,
    restaurant: {
      id: rid,
      slug: venue.slug,
      name: venue.name,
      location: null,
      logo: null,
      premium: 1,
      audience,
    },
  });
}

const offersOf = (body: CallBody) => {
  const list = body.rid === 7 ? [card(41, 7, 'Jefe de partida')] : [card(52, 8, 'Cocinero de barra')];
  return success({ list, total: list.length, totalActive: list.length, totalInactive: 0 });
};

const chefs = [
  { id: 11, name: 'Ana Ruiz' },
  { id: 12, name: 'Ben Costa' },
  { id: 13, name: 'Chloé Martin' },
];

async function openDialog(routes: Record<string, (body: CallBody) => Response>) {
  const api = stubApi({
    '/api/account/session': () => success({ user }),
    '/api/offer/restaurant': offersOf,
    ...routes,
  });
  const complete = vi.fn();
  await renderInApp(
    <SendOfferDialog data={{ chefs, fromSelection: true }} close={vi.fn()} complete={complete} />,
    { language: 'es', namespaces: ['applications'] },
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Enviar una oferta de empleo' }));
  await dialog.findByRole('radio', { name: /Jefe de partida/ }, { timeout: 10_000 });
  return { api, dialog, complete };
}

describe('the send-offer dialog', { timeout: 15_000 }, () => {
  it("lists the live offers of the account's venues, sends the one picked and says who was skipped and why", async () => {
    setSelection(
      'chefs',
      chefs.map((chef) => ({ id: chef.id, title: chef.name })),
    );
    const { api, dialog, complete } = await openDialog({
      '/api/offer/subscribe': () =>
        success(
          {
            applications: [{ id: 90, oid: 41, cid: 11, statusid: 3 }],
            already: [12],
            saved: [],
            skipped: [
              { cid: 12, reason: 'already' },
              { cid: 13, reason: 'outside_audience', parts: ['language'] },
            ],
          },
          201,
        ),
    });
    // Each venue's live offers only, and what each asks of chefs.
    expect(api.callsTo('/api/offer/restaurant').map((call) => call.body)).toEqual([
      expect.objectContaining({ rid: 7, showpaused: 0, review: 0 }),
      expect.objectContaining({ rid: 8, showpaused: 0, review: 0 }),
    ]);
    expect(dialog.getByText('Para: Ana Ruiz, Ben Costa, Chloé Martin')).toBeTruthy();
    expect(dialog.getByText('Pide cocineros que hablen español')).toBeTruthy();
    // Two offers: one must be picked first.
    fireEvent.click(dialog.getByRole('button', { name: 'Enviar oferta' }));
    expect(await dialog.findByText('Elige la oferta que quieres enviar.')).toBeTruthy();
    expect(api.callsTo('/api/offer/subscribe')).toEqual([]);

    fireEvent.click(dialog.getByRole('radio', { name: /Jefe de partida/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Enviar oferta' }));
    await screen.findByRole('dialog', { name: 'Oferta enviada' });
    expect(api.callsTo('/api/offer/subscribe').map((call) => call.body)).toEqual([
      expect.objectContaining({ oid: 41, cid: '11,12,13' }),
    ]);
    expect(screen.getByRole('status').textContent).toContain('1 cocinero ha recibido tu oferta.');
    expect(screen.getByText('No se ha enviado a 2 cocineros:')).toBeTruthy();
    expect(screen.getByText('Ben Costa: ya tiene esta oferta o se ha inscrito en ella')).toBeTruthy();
    expect(screen.getByText('Chloé Martin: no habla el idioma de trabajo de la oferta')).toBeTruthy();
    // The selection keeps only those who did not receive it.
    expect(getSelection('chefs').map((item) => item.id)).toEqual([12, 13]);
    // The dialog's own button (the corner's close button has the same name).
    fireEvent.click(screen.getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    expect(complete).toHaveBeenCalledWith(expect.objectContaining({ already: [12] }));
  });

  it('when nobody can receive it, says why for each chef and lets another offer be picked', async () => {
    setSelection('chefs', [{ id: 11, title: 'Ana Ruiz' }]);
    const skipped = [
      { cid: 11, reason: 'not_available' },
      { cid: 12, reason: 'outside_audience', parts: ['nationality', 'language'] },
      { cid: 13, reason: 'already' },
    ];
    const { api, dialog } = await openDialog({
      '/api/offer/subscribe': () =>
        answer(409, {
          success: false,
          data: null,
          code: 'chefs_cannot_receive',
          message: 'Ninguno de estos cocineros puede recibir esta oferta.',
          detail: { skipped },
        }),
    });
    fireEvent.click(dialog.getByRole('radio', { name: /Cocinero de barra/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Enviar oferta' }));
    const alert = within(await dialog.findByRole('alert'));
    expect(alert.getByText('Ninguno de estos cocineros puede recibir esta oferta.')).toBeTruthy();
    expect(alert.getByText('Ana Ruiz: este perfil no está disponible para ti')).toBeTruthy();
    expect(
      alert.getByText(
        'Ben Costa: no tiene ninguna de las nacionalidades que pide la oferta ni habla su idioma de trabajo',
      ),
    ).toBeTruthy();
    expect(alert.getByText('Chloé Martin: ya tiene esta oferta o se ha inscrito en ella')).toBeTruthy();
    expect(api.callsTo('/api/offer/subscribe').map((call) => call.body)).toEqual([
      expect.objectContaining({ oid: 52, cid: '11,12,13' }),
    ]);
    // Still the form, and the selection as it was.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Enviar oferta' })).toBeTruthy());
    expect(getSelection('chefs').map((item) => item.id)).toEqual([11]);
  });
});
