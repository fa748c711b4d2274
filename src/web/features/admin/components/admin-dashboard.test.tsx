import type { Dashboard, DashboardWeek } from '@shared/contracts/admin-inbox';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, success } from '@web/testing/api-stub';
import { renderInApp } from '@web/testing/render';
import { AdminDashboard } from './admin-dashboard';

afterEach(() => vi.unstubAllGlobals());

const week = (monday: string, overrides: Partial<DashboardWeek> = {}): DashboardWeek => ({
  week: monday,
  chefs: 0,
  restaurants: 0,
  offers: 0,
  applications: 0,
  trials: 0,
  hires: 0,
  medianFirstAnswer: null,
  firstAnswers: 0,
  ...overrides,
});

const data: Dashboard = {
  weeks: [
    week('2026-11-16', {
      chefs: 1200,
      restaurants: 4,
      offers: 9,
      applications: 31,
      trials: 5,
      hires: 2,
      medianFirstAnswer: 4 * 3600,
      firstAnswers: 12,
    }),
    week('2026-11-23', { chefs: 3, medianFirstAnswer: 60 * 3600, firstAnswers: 1 }),
  ],
  queues: { chef: 2, venue: 1, offer: 7, premium: 3, inbox: 4 },
  liveOffers: 85,
};

describe('the dashboard', () => {
  it('shows what waits, and the weeks newest first with their figures and the median first answer', async () => {
    stubApi({ '/api/admin/dashboard': () => success(data) });
    await renderInApp(<AdminDashboard staffRole="moderator" />, { language: 'en', namespaces: ['admin'] });

    const table = await screen.findByRole('table', { name: 'Figures per week, the newest week first' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Week of',
      'Chef sign-ups',
      'Restaurant sign-ups',
      'New job offers',
      'Applications',
      'Trials agreed',
      'Hires',
      'Median first answer',
    ]);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('23 Nov 2026this week, so far');
    expect(within(rows[1]!).getAllByRole('cell').at(-1)?.textContent).toBe('2.5 days1 answer');
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,200', '4', '9', '31', '5', '2', '4 hrs12 answers']);
    expect(screen.getByText(/the number live at the end of each week cannot be shown/)).toBeTruthy();

    // What waits now, each queue to its page; Premium is an admin's page, a moderator sees the count.
    expect(screen.getByRole('link', { name: 'Open messages' }).getAttribute('href')).toBe('/en/admin/inbox');
    expect(screen.getByRole('link', { name: 'Job offers' }).getAttribute('href')).toBe(
      '/en/admin/moderation/offer',
    );
    expect(screen.queryByRole('link', { name: 'Premium requests' })).toBeNull();
    expect(within(screen.getByText('Premium requests').parentElement!).getByText('3')).toBeTruthy();
    expect(screen.getByText('85')).toBeTruthy();
  });

  it('links an admin to the Premium requests, and writes the figures for the reader', async () => {
    stubApi({ '/api/admin/dashboard': () => success(data) });
    await renderInApp(<AdminDashboard staffRole="admin" />, { language: 'fr', namespaces: ['admin'] });
    expect((await screen.findByRole('link', { name: 'Demandes Premium' })).getAttribute('href')).toBe(
      '/fr/admin/premium',
    );
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')[2]!.textContent?.replace(/\s/g, ' ')).toContain('1 200');
  });
});
