import type { AdminOverview, AuditEntry } from '@shared/contracts/admin';
import type { BriefSessionUser } from '@shared/contracts/accounts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal, stubApi, success, type ApiRoute } from '@web/testing/api-stub';
import { restaurantUser } from '@web/testing/fixtures';
import { renderInApp } from '@web/testing/render';
import { Route, Routes } from 'react-router';
import { AdminArea } from './admin-area';

beforeEach(() => {
  document.cookie = 'logged_in=1; Path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'logged_in=; Max-Age=0; Path=/';
});

const staff = restaurantUser(0, [], { id: 9, type: 'staff', name: 'Marta', email: 'marta@brigade.example' });
const overview = (role: AdminOverview['role']): AdminOverview => ({
  role,
  name: 'Marta',
  email: 'marta@brigade.example',
  queues: { chef: 4, venue: 1, offer: 0, premium: 2 },
});

async function openAt(path: string, user: BriefSessionUser, routes: Record<string, ApiRoute>) {
  const api = stubApi({ '/api/account/session': () => success({ user }), ...routes });
  await renderInApp(
    <Routes>
      <Route path="/:lang/admin/*" element={<AdminArea />} />
    </Routes>,
    { language: 'en', path },
  );
  return api;
}

describe('the back office', () => {
  it('is not there for an account that is not staff', async () => {
    const api = await openAt('/en/admin', restaurantUser(0, []), {});
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(api.callsTo('/api/admin/overview')).toEqual([]);
  });

  it('shows a moderator the queues with their counts, without Premium, the audit log or recruitment', async () => {
    await openAt('/en/admin', staff, { '/api/admin/overview': () => success(overview('moderator')) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Back office menu' });
    expect(
      within(nav)
        .getByRole('link', { name: /Chef profiles/ })
        .getAttribute('href'),
    ).toBe('/en/admin/moderation/chef');
    expect(within(nav).getByText('4 waiting for review')).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: /Premium/ })).toBeNull();
    expect(within(nav).queryByRole('link', { name: /Audit log/ })).toBeNull();
    expect(within(nav).queryByRole('link', { name: /Recruitment/ })).toBeNull();
    expect(within(nav).queryByRole('link', { name: /Fees/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Open the fees/ })).toBeNull();
    expect(screen.getByText('Moderator')).toBeTruthy();
  });

  it('answers a moderator at the Premium page with the not-found page', async () => {
    await openAt('/en/admin/premium', staff, { '/api/admin/overview': () => success(overview('moderator')) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('answers a session the server does not take as staff with the not-found page', async () => {
    await openAt('/en/admin', staff, {
      '/api/admin/overview': () => refusal(404, 'not_found', 'Not found.'),
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('gives an admin the audit log, filtered and paged', async () => {
    const entry = (id: number): AuditEntry => ({
      id,
      staff: { id: 9, email: 'marta@brigade.example' },
      action: 'moderation.reject',
      kind: 'venue',
      object: 70 + id,
      before: { approved: 0 },
      after: { approved: -1, reason: 'other' },
      address: '203.0.113.9',
      created: '2026-12-03T14:05:00.000Z',
    });
    const api = await openAt('/en/admin/audit', staff, {
      '/api/admin/overview': () => success(overview('admin')),
      '/api/admin/audit': (body) =>
        success({ items: [entry(Number(body.page) + 1)], page: Number(body.page), more: body.page === '0' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    expect(await screen.findByText('venue #71')).toBeTruthy();
    expect(screen.getByText('{"approved":-1,"reason":"other"}')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('venue #72')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Object id'), { target: { value: '71' } });
    fireEvent.change(screen.getByLabelText('Staff e-mail'), { target: { value: 'marta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(api.callsTo('/api/admin/audit').at(-1)!.body).toEqual(
        expect.objectContaining({ staff: 'marta', object: '71', page: '0' }),
      ),
    );
    expect(api.callsTo('/api/admin/audit').at(-1)!.body).not.toHaveProperty('day');
  });
});
