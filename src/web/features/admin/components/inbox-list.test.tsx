import type { InboxMessage } from '@shared/contracts/admin-inbox';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi, success } from '@web/testing/api-stub';
import { renderInApp } from '@web/testing/render';
import { InboxList } from './inbox-list';

afterEach(() => vi.unstubAllGlobals());
// The toasts' viewport is loaded with the first toast: loaded here once, so a toast shows at once.
beforeAll(() => import('@web/components/ui/toast-viewport'));

function message(id: number, overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id,
    kind: 'message',
    name: 'Lucia Fernandez',
    company: 'Casa Lucia',
    email: 'lucia@example.com',
    phone: '+34 600 123 456',
    subject: `Summer brigade ${id}`,
    enquiry: 'We need a sous chef.\nAnd two commis.',
    callback: false,
    language: 'es',
    offers: [],
    cv: null,
    account: null,
    created: '2026-11-23T10:04:00.000Z',
    handled: null,
    ...overrides,
  };
}

/** The inbox's API: its messages, until one is marked handled (by Marta, at a known time). */
function stubInbox(messages: InboxMessage[]) {
  let items = [...messages];
  const handledAt = '2026-11-24T09:30:00.000Z';
  return stubApi({
    '/api/admin/inbox': (body) => {
      const shown = items.filter(
        (m) =>
          (body.state === 'all' || (body.state === 'handled') === (m.handled !== null)) &&
          (body.kind === 'all' || m.kind === body.kind),
      );
      return success({ items: shown, total: shown.length, page: 0 });
    },
    '/api/admin/inbox/handle': (body) => {
      items = items.map((m) =>
        m.id === body.id
          ? { ...m, handled: { at: handledAt, by: { id: 3, name: 'Marta', email: 'marta@brigade.example' } } }
          : m,
      );
      return success(items.find((m) => m.id === body.id));
    },
  });
}

describe('the inbox', () => {
  it('shows what was sent, with the CV to download and the offers it was for', async () => {
    const cv = message(8, {
      kind: 'cv',
      subject: 'My CV for your kitchen',
      offers: [
        {
          id: 31,
          name: 'Head chef',
          venue: 'Casa Lume',
          path: '/restaurant/view/offer/4/casa-lume/31/head-chef',
        },
        { id: 32, name: '', venue: '', path: null },
      ],
      cv: { name: 'cv lucia.pdf', contentType: 'application/pdf', size: 250 * 1024 },
    });
    const api = stubInbox([cv, message(5)]);
    await renderInApp(<InboxList />, { language: 'en', namespaces: ['admin'], path: '/en/admin/inbox' });

    const card = (await screen.findByRole('heading', { name: 'My CV for your kitchen' })).closest('li')!;
    expect(within(card).getByText('CV')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'lucia@example.com' }).getAttribute('href')).toBe(
      'mailto:lucia@example.com',
    );
    expect(within(card).getByRole('link', { name: '+34 600 123 456' }).getAttribute('href')).toBe(
      'tel:+34600123456',
    );
    expect(within(card).getByText('Español')).toBeTruthy();
    const offer = within(card).getByRole('link', { name: /Head chef at Casa Lume/ });
    expect(offer.getAttribute('href')).toBe('/en/restaurant/view/offer/4/casa-lume/31/head-chef');
    expect(offer.getAttribute('target')).toBe('_blank');
    expect(within(card).getByText('Offer #32 (no longer available)')).toBeTruthy();
    const download = within(card).getByRole('link', { name: 'Download the CV: cv lucia.pdf (250 kB)' });
    expect(download.getAttribute('href')).toBe('/api/admin/inbox/cv?id=8');
    expect(download.hasAttribute('download')).toBe(true);
    expect(screen.getByText('2 messages.')).toBeTruthy();
    expect(api.callsTo('/api/admin/inbox')[0]?.body).toMatchObject({ state: 'open', kind: 'all' });
  });

  it('marks a message handled: it leaves the open ones, and says by whom and when under “Handled”', async () => {
    const api = stubInbox([message(8, { subject: 'Summer season' }), message(5)]);
    await renderInApp(<InboxList />, { language: 'en', namespaces: ['admin'], path: '/en/admin/inbox' });
    const card = (await screen.findByRole('heading', { name: 'Summer season' })).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Mark as handled: Summer season' }));
    expect(await screen.findByText('Marked as handled by Marta.')).toBeTruthy();
    expect(api.callsTo('/api/admin/inbox/handle').map((call) => call.body)).toEqual([
      expect.objectContaining({ id: 8 }),
    ]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Summer season' })).toBeNull());
    fireEvent.click(screen.getByRole('tab', { name: 'Handled' }));
    const handled = (await screen.findByRole('heading', { name: 'Summer season' })).closest('li')!;
    expect(within(handled).getByText(/^Handled by Marta on 24 Nov 2026, \d\d:30$/)).toBeTruthy();
    expect(within(handled).queryByRole('button', { name: /Mark as handled/ })).toBeNull();
  });

  it('filters by kind, in the reader’s language', async () => {
    const api = stubInbox([
      message(5),
      message(6, { kind: 'callback', subject: 'Rappelez-moi', callback: true }),
    ]);
    await renderInApp(<InboxList />, { language: 'fr', namespaces: ['admin'], path: '/fr/admin/inbox' });
    expect(await screen.findByRole('heading', { name: 'Summer brigade 5' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Afficher' }), { target: { value: 'callback' } });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Summer brigade 5' })).toBeNull());
    const card = (await screen.findByRole('heading', { name: 'Rappelez-moi' })).closest('li')!;
    expect(within(card).getByText('Demande de rappel')).toBeTruthy();
    expect(api.callsTo('/api/admin/inbox').at(-1)?.body).toMatchObject({ state: 'open', kind: 'callback' });
    expect(screen.getByText('1 message.')).toBeTruthy();
  });
});
