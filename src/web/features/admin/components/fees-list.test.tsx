import type { FeeView } from '@shared/contracts/admin-recruitment';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refusal, stubApi, success } from '@web/testing/api-stub';
import { renderInApp } from '@web/testing/render';
import { FeesList } from './fees-list';

afterEach(() => vi.unstubAllGlobals());
// The toasts' viewport is loaded with the first toast: loaded here once, so a toast shows at once.
beforeAll(() => import('@web/components/ui/toast-viewport'));

function fee(id: number, overrides: Partial<FeeView> = {}): FeeView {
  return {
    id,
    state: 'due',
    amount: 1080,
    currency: 2,
    dueon: '2026-12-02',
    invoicedon: null,
    hire: { id: 60 + id, hiredon: '2026-11-02', endedon: null, salary: 36000 },
    venue: { id: 3, name: `Casa Lume ${id}` },
    billing: 'lola@example.com',
    chef: 'Ana',
    offer: 'Sous chef',
    ...overrides,
  };
}

describe('the recruitment fees', { timeout: 20_000 }, () => {
  it('lists one state with its CSV, and marks a due fee invoiced', async () => {
    let items = [fee(1), fee(2, { state: 'invoiced', invoicedon: '2026-12-03', currency: 1, amount: 900.5 })];
    const api = stubApi({
      '/api/admin/fees': (body) => {
        const shown = items.filter((f) => body.state === 'all' || f.state === body.state);
        return success({ items: shown, total: shown.length, page: 0 });
      },
      '/api/admin/fees/invoice': (body) => {
        items = items.map((f) =>
          f.id === body.id ? { ...f, state: 'invoiced', invoicedon: '2026-12-04' } : f,
        );
        return success(items.find((f) => f.id === body.id));
      },
    });
    await renderInApp(<FeesList />, { language: 'en', namespaces: ['admin'], path: '/en/admin/fees' });

    const invoiced = (
      await screen.findByRole('heading', { name: 'Casa Lume 2' }, { timeout: 10_000 })
    ).closest('li')!;
    expect(within(invoiced).getByText('£900.50')).toBeTruthy();
    expect(within(invoiced).getByText('3 Dec 2026')).toBeTruthy();
    expect(within(invoiced).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: /Download CSV/ }).getAttribute('href')).toBe(
      '/api/admin/fees.csv?state=all',
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Due' }));
    const due = (await screen.findByRole('heading', { name: 'Casa Lume 1' })).closest('li')!;
    expect(screen.queryByRole('heading', { name: 'Casa Lume 2' })).toBeNull();
    expect(api.callsTo('/api/admin/fees').at(-1)?.body).toMatchObject({ state: 'due' });
    expect(screen.getByRole('link', { name: /Download CSV/ }).getAttribute('href')).toBe(
      '/api/admin/fees.csv?state=due',
    );
    expect(within(due).getByText('€1,080')).toBeTruthy();
    expect(within(due).getByText('lola@example.com').getAttribute('href')).toBe('mailto:lola@example.com');

    fireEvent.click(
      within(due).getByRole('button', { name: 'Mark invoiced: the fee of Casa Lume 1 for Ana' }),
    );
    expect(await screen.findByText('The fee of Casa Lume 1 is marked invoiced.')).toBeTruthy();
    expect(api.callsTo('/api/admin/fees/invoice').map((call) => call.body)).toEqual([
      expect.objectContaining({ id: 1 }),
    ]);
    // Read again, the invoiced fee has left the due ones.
    expect(await screen.findByText('No fee is waiting to be invoiced. Well done!')).toBeTruthy();
  });

  it('says in the server’s words when someone invoiced or cancelled the fee first', async () => {
    stubApi({
      '/api/admin/fees': () => success({ items: [fee(1)], total: 1, page: 0 }),
      '/api/admin/fees/invoice': () =>
        refusal(409, 'fee_moved_on', 'This fee is no longer due: someone invoiced or cancelled it first.'),
    });
    await renderInApp(<FeesList />, {
      language: 'en',
      namespaces: ['admin'],
      path: '/en/admin/fees?state=due',
    });
    expect(
      (await screen.findByRole('tab', { name: 'Due' }, { timeout: 10_000 })).getAttribute('aria-selected'),
    ).toBe('true');
    fireEvent.click(await screen.findByRole('button', { name: /Mark invoiced/ }));
    expect(
      await screen.findByText('This fee is no longer due: someone invoiced or cancelled it first.'),
    ).toBeTruthy();
  });
});
