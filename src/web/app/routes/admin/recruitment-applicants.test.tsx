import type { AdminOverview } from '@shared/contracts/admin';
import type { RecruitmentApplicant, RecruitmentOffer } from '@shared/contracts/admin-recruitment';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, success, type ApiRoute } from '@web/testing/api-stub';
import { restaurantUser } from '@web/testing/fixtures';
import { renderInApp } from '@web/testing/render';
import { Route, Routes } from 'react-router';
import { DialogHost } from '../../dialog-host';
import { AdminArea } from './admin-area';

beforeEach(() => {
  document.cookie = 'logged_in=1; Path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'logged_in=; Max-Age=0; Path=/';
});

const staff = restaurantUser(0, [], { id: 9, type: 'staff', name: 'Marta', email: 'marta@brigade.example' });
const overview: AdminOverview = {
  role: 'admin',
  name: 'Marta',
  email: 'marta@brigade.example',
  queues: { chef: 0, venue: 0, offer: 0, premium: 0 },
};
const offer: RecruitmentOffer = {
  id: 5,
  name: 'Sous chef',
  path: '/restaurant/view/offer/3/casa-lume/5/sous-chef',
  venue: { id: 3, name: 'Casa Lume', premium: 0 },
  counts: { pending: 1, review: 0, accepted: 2, rejected: 0 },
  hires: 1,
  latest: '2026-11-20T09:00:00.000Z',
};
const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

function applicant(
  id: number,
  name: string,
  overrides: Partial<RecruitmentApplicant> = {},
): RecruitmentApplicant {
  return {
    id,
    created: '2026-11-18T09:00:00.000Z',
    statusid: 2,
    disponibility: 1,
    disponibilitydate: null,
    invited: 0,
    withdrawn: 0,
    stages: [],
    history: [],
    chef: {
      id: 20 + id,
      acc: 30 + id,
      slug: name.toLowerCase(),
      name,
      position: null,
      location: null,
      images: { profile: null },
    },
    hire: null,
    ...overrides,
  };
}

const stage = (id: number, status: 'Proposed' | 'Accepted', proposedby: 'chef' | 'restaurant') => ({
  id,
  date: inTenDays,
  start: '10:00',
  end: '15:00',
  typeid: 1 as const,
  proposes: proposedby === 'chef' ? 37 : 3,
  proposedby,
  status,
  description: '',
});

/** The applicants each tab lists (by status code, as the page asks). */
const tabs: Record<string, RecruitmentApplicant[]> = {
  '2': [applicant(7, 'Ana', { stages: [stage(40, 'Proposed', 'chef')] })],
  '4': [
    applicant(8, 'Bruno', { statusid: 4, stages: [stage(41, 'Accepted', 'restaurant')] }),
    applicant(9, 'Carla', {
      statusid: 4,
      stages: [stage(42, 'Accepted', 'chef')],
      hire: {
        id: 60,
        application: 9,
        hiredon: '2026-11-02',
        salary: 36000,
        currency: 2,
        endedon: null,
        fee: { id: 61, amount: 1080, state: 'pending', dueon: '2026-12-02' },
      },
    }),
  ],
};

async function openAt(path: string, routes: Record<string, ApiRoute> = {}) {
  const api = stubApi({
    '/api/account/session': () => success({ user: staff }),
    '/api/admin/overview': () => success(overview),
    '/api/admin/recruitment/applicants': (body) => success({ offer, items: tabs[String(body.status)] ?? [] }),
    ...routes,
  });
  await renderInApp(
    <Routes>
      <Route
        path="/:lang/admin/*"
        element={
          <>
            <AdminArea />
            <DialogHost />
          </>
        }
      />
    </Routes>,
    { language: 'en', path },
  );
  return api;
}

const moved = (statusid: number) => () => success({ id: 7, statusid });

describe('the recruitment service’s applicants of an offer', { timeout: 20_000 }, () => {
  it('offers on a chef’s dates what the venue could do, and sends the service’s calls', async () => {
    const api = await openAt('/en/admin/recruitment/5/pending', {
      '/api/admin/recruitment/accept': moved(4),
      '/api/admin/recruitment/reject': moved(-1),
    });
    // The first wait covers the lazy pages and texts: a busy machine takes a while.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recruitment: Sous chef' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const tabsBar = await screen.findByRole(
      'navigation',
      { name: 'Applications by state' },
      { timeout: 10_000 },
    );
    const current = within(tabsBar).getByRole('link', { current: 'page' });
    expect(current.textContent).toContain('Waiting for the service');
    expect(current.getAttribute('href')).toBe('/en/admin/recruitment/5/pending');
    const menu = screen.getByRole('navigation', { name: 'Back office menu' });
    expect(within(menu).getByRole('link', { name: 'Recruitment' }).getAttribute('href')).toBe(
      '/en/admin/recruitment',
    );
    expect(within(menu).getByRole('link', { name: 'Fees' }).getAttribute('href')).toBe('/en/admin/fees');
    expect(api.callsTo('/api/admin/recruitment/applicants')[0]?.body).toMatchObject({
      oid: '5',
      status: '2',
    });

    const card = (await screen.findByRole('link', { name: 'Ana' })).closest('article')!;
    expect(
      within(card)
        .getByRole('link', { name: /CV of Ana/ })
        .getAttribute('href'),
    ).toBe('/api/chefs/cv?id=27');
    expect(within(card).getByText('Proposed by the chef')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Record the hire/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Call off the trial/ })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Accept Ana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Ana' }, { timeout: 10_000 });
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '10:00' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '16:00' } });
    fireEvent.change(within(dialog).getByLabelText('Message to the chef'), {
      target: { value: 'Come to the back door at ten.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/api/admin/recruitment/accept').map((call) => call.body)).toEqual([
      expect.objectContaining({
        id: 40,
        start: '10:00',
        end: '16:00',
        description: 'Come to the back door at ten.',
      }),
    ]);
    expect(api.callsTo('/api/stage/accept')).toEqual([]);
    // The list and its counts are read again.
    await waitFor(() => expect(api.callsTo('/api/admin/recruitment/applicants').length).toBeGreaterThan(1));

    fireEvent.click(within(card).getByRole('button', { name: 'Reject Ana' }));
    await waitFor(() =>
      expect(api.callsTo('/api/admin/recruitment/reject').map((call) => call.body)).toEqual([
        expect.objectContaining({ id: 7 }),
      ]),
    );
    expect(api.callsTo('/api/offer/applicant')).toEqual([]);
  });

  it('on agreed trials, records a hire or shows it with the end of contract, and calls a trial off', async () => {
    const api = await openAt('/en/admin/recruitment/5/accepted', {
      '/api/admin/recruitment/takeback': moved(2),
    });
    const bruno = (await screen.findByRole('link', { name: 'Bruno' }, { timeout: 10_000 })).closest(
      'article',
    )!;
    expect(within(bruno).queryByRole('button', { name: 'Accept Bruno' })).toBeNull();
    expect(within(bruno).getByRole('button', { name: 'Propose a new date to Bruno' })).toBeTruthy();
    expect(within(bruno).getByRole('button', { name: 'Reject Bruno' })).toBeTruthy();
    expect(within(bruno).getByRole('button', { name: 'Record the hire of Bruno' })).toBeTruthy();
    // Staff are neither side: the venue's dates say whose they are rather than "by you".
    expect(within(bruno).getByText('Proposed by the restaurant')).toBeTruthy();

    const carla = screen.getByRole('link', { name: 'Carla' }).closest('article')!;
    expect(within(carla).queryByRole('button', { name: /Record the hire/ })).toBeNull();
    const hire = within(carla).getByRole('region', { name: 'Hire of Carla' });
    expect(within(hire).getByText('€36,000')).toBeTruthy();
    expect(within(hire).getByText('€1,080')).toBeTruthy();
    expect(within(hire).getByText('Not due yet')).toBeTruthy();
    expect(within(hire).getByText('2 Dec 2026')).toBeTruthy();
    expect(within(hire).getByRole('button', { name: 'Record the end of contract of Carla' })).toBeTruthy();

    fireEvent.click(within(bruno).getByRole('button', { name: 'Call off the trial with Bruno' }));
    fireEvent.click(await within(bruno).findByRole('button', { name: 'Yes, call it off' }));
    await waitFor(() =>
      expect(api.callsTo('/api/admin/recruitment/takeback').map((call) => call.body)).toEqual([
        expect.objectContaining({ id: 41 }),
      ]),
    );
    expect(api.callsTo('/api/stage/rejectAccepted')).toEqual([]);
  });
});
