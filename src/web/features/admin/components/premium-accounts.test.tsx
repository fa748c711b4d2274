import type { PremiumAccount } from '@shared/contracts/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, success } from '@web/testing/api-stub';
import { renderInApp } from '@web/testing/render';
import { isoDay, yearAfter } from '../lib/premium-dates';
import { PremiumAccounts } from './premium-accounts';

afterEach(() => vi.unstubAllGlobals());

function account(id: number, name: string, overrides: Partial<PremiumAccount> = {}): PremiumAccount {
  return {
    account: { id, type: 'restaurant', name, email: `${name.toLowerCase()}@example.com`, language: 'es' },
    subscription: 0,
    venues: 2,
    price: 1000,
    request: { plan: 1, created: '2026-11-25T10:00:00.000Z' },
    period: null,
    ...overrides,
  };
}

function stubPremium(items: PremiumAccount[]) {
  return stubApi({
    '/api/admin/premium': () => success({ items, total: items.length, page: 0 }),
    '/api/admin/premium/activate': (body) =>
      success({
        ...items.find((item) => item.account.id === body.account)!,
        subscription: 1,
        request: null,
      }),
  });
}

describe('Premium in the back office', () => {
  it('shows each account’s price in pounds for the reader, and activates from today for a year unless changed', async () => {
    const api = stubPremium([account(3, 'Lola')]);
    await renderInApp(<PremiumAccounts />, { language: 'en', namespaces: ['admin', 'validation'] });
    expect(await screen.findByText('£1,000 a year')).toBeTruthy();
    expect(screen.getByText('Premium, asked on 25 Nov 2026')).toBeTruthy();
    expect(screen.getByText('Español')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Activate: Lola' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate Premium for Lola' });
    const start = within(dialog).getByLabelText('Start date') as HTMLInputElement;
    const end = within(dialog).getByLabelText('End date') as HTMLInputElement;
    const today = isoDay(new Date());
    expect(start.value).toBe(today);
    expect(end.value).toBe(yearAfter(today));

    // An end before the start is refused under the field, and nothing is sent.
    fireEvent.change(end, { target: { value: today } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await within(dialog).findByText('The end date must be after the start date.')).toBeTruthy();
    expect(api.callsTo('/api/admin/premium/activate')).toEqual([]);

    fireEvent.change(end, { target: { value: '2030-01-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/api/admin/premium/activate').map((call) => call.body)).toEqual([
      expect.objectContaining({ account: 3, start: today, end: '2030-01-31' }),
    ]);
  });

  it('renews a current period from its end, for a year', async () => {
    const period = { id: 5, start: '2099-01-10', end: '2100-01-10', ended: null };
    stubPremium([account(4, 'Casa', { subscription: 1, request: null, period })]);
    await renderInApp(<PremiumAccounts />, { language: 'fr', namespaces: ['admin', 'validation'] });
    expect(await screen.findByText(/^1\s?000\s£ par an$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Renouveler : Casa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renouveler Premium pour Casa' });
    expect((within(dialog).getByLabelText('Date de début') as HTMLInputElement).value).toBe('2100-01-10');
    expect((within(dialog).getByLabelText('Date de fin') as HTMLInputElement).value).toBe('2101-01-10');
  });
});
