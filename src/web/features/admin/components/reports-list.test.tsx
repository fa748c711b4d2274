import type { AdminOverview } from '@shared/contracts/admin';
import type { ReportView } from '@shared/contracts/admin-reports';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refusal, stubApi, success, type CallBody } from '@web/testing/api-stub';
import { renderInApp } from '@web/testing/render';
import { AdminNav } from './admin-nav';
import { ReportsList } from './reports-list';

afterEach(() => vi.unstubAllGlobals());
// The toasts' viewport loads with the first toast: loaded before, a toast shows at once.
beforeAll(() => import('@web/components/ui/toast-viewport'));

const overview: AdminOverview = {
  role: 'moderator',
  name: 'Marta',
  email: 'marta@brigade.example',
  queues: { chef: 0, venue: 0, offer: 0, premium: 0 },
};

function report(id: number, name: string, overrides: Partial<ReportView> = {}): ReportView {
  return {
    id,
    kind: 'restaurant',
    state: 'open',
    outcome: null,
    reason: 'They asked for an unpaid trial week.',
    created: '2026-11-02T09:00:00.000Z',
    resolved: null,
    reporter: { id: 80 + id, type: 'chef', name: 'Ana', email: 'ana@example.com', language: 'es' },
    offender: {
      id: 40 + id,
      type: 'restaurant',
      name,
      email: `${name.toLowerCase().replace(/ /g, '.')}@example.com`,
      language: 'pt',
      suspended: false,
      openReports: 1,
    },
    item: { name, path: `/restaurant/view/home/${id}/${name.toLowerCase().replace(/ /g, '-')}` },
    ...overrides,
  };
}

/**
 * The API of the reports: the list by state and kind from what the test gives, an action closes the
 * report with its outcome, and lifting a suspension lifts it on every report of the account. With
 * `movedOn`, someone else answered each report just before: it is closed and the action refused.
 */
function stubReports(reports: ReportView[], { movedOn = false } = {}) {
  let all = [...reports];
  const outcomes = { dismiss: 'dismissed', warn: 'warned', hide: 'hidden', suspend: 'suspended' } as const;
  return stubApi({
    '/api/admin/reports': (query) => {
      const items = all.filter(
        (entry) =>
          (query.state === 'all' || entry.state === (query.state ?? 'open')) &&
          (!query.kind || query.kind === 'all' || entry.kind === query.kind),
      );
      return success({ items, total: items.length, page: 0 });
    },
    '/api/admin/reports/act': (body: CallBody) => {
      const action = movedOn ? 'warn' : (body.action as keyof typeof outcomes);
      all = all.map((entry) =>
        entry.id === body.id
          ? {
              ...entry,
              state: action === 'dismiss' ? 'dismissed' : 'resolved',
              outcome: outcomes[action],
              resolved: '2026-11-30T10:00:00.000Z',
            }
          : entry,
      );
      return movedOn
        ? refusal(409, 'report_moved_on', 'This report was answered already.')
        : success(all.find((entry) => entry.id === body.id));
    },
    '/api/admin/accounts/lift': (body) => {
      all = all.map((entry) =>
        entry.offender.id === body.account
          ? { ...entry, offender: { ...entry.offender, suspended: false } }
          : entry,
      );
      return success({ account: body.account, suspended: false });
    },
  });
}

/** The list with the navigation beside it, as the back office shows them. */
function ReportsPage() {
  return (
    <>
      <AdminNav overview={overview} />
      <ReportsList />
    </>
  );
}

describe('the reports', { timeout: 15_000 }, () => {
  it('shows each open report with the account, its page in a new tab, the reporter and their words', async () => {
    stubReports([
      report(7, 'Tasca do Rio'),
      report(9, 'Casa Lume', { reporter: null, reason: '', kind: 'chef', item: null }),
    ]);
    await renderInApp(<ReportsPage />, { language: 'en', namespaces: ['admin', 'validation'] });

    const card = await screen.findByRole('article', { name: 'Report about Tasca do Rio' });
    const link = within(card).getByRole('link', { name: /Tasca do Rio/ });
    expect(link.getAttribute('href')).toBe('/en/restaurant/view/home/7/tasca-do-rio');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(card).getByText('tasca.do.rio@example.com')).toBeTruthy();
    expect(within(card).getByText('Português')).toBeTruthy();
    expect(within(card).getByText('ana@example.com')).toBeTruthy();
    expect(within(card).getByText('They asked for an unpaid trial week.')).toBeTruthy();
    expect(within(card).getByText('2 Nov 2026')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Warn Tasca do Rio' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Hide Tasca do Rio' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Lift/ })).toBeNull();
    const other = screen.getByRole('article', { name: 'Report about Casa Lume' });
    expect(within(other).getByText('A deleted account')).toBeTruthy();
    expect(within(other).getByText('No words given.')).toBeTruthy();
    expect(within(other).getByText('No public page')).toBeTruthy();
    expect(screen.getByText('2 reports.')).toBeTruthy();
    expect(await screen.findByText('2 open reports')).toBeTruthy();
  });

  it('dismisses at once: the report leaves the open ones for the Dismissed tab, and the counts follow', async () => {
    const api = stubReports([report(7, 'Tasca do Rio'), report(9, 'Casa Lume')]);
    await renderInApp(<ReportsPage />, { language: 'en', namespaces: ['admin', 'validation'] });
    expect(await screen.findByText('2 open reports')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the report about Tasca do Rio' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Report about Tasca do Rio' })).toBeNull(),
    );
    expect(api.callsTo('/api/admin/reports/act').map((call) => call.body)).toEqual([
      expect.objectContaining({ id: 7, action: 'dismiss' }),
    ]);
    expect(await screen.findByText('The report about Tasca do Rio was dismissed.')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Report about Casa Lume' })).toBeTruthy();
    expect(screen.getByText('1 report.')).toBeTruthy();
    expect(await screen.findByText('1 open report')).toBeTruthy();

    // The Dismissed tab has it, with its outcome and no actions.
    fireEvent.click(screen.getByRole('tab', { name: 'Dismissed' }));
    const dismissed = await screen.findByRole('article', { name: 'Report about Tasca do Rio' });
    expect(within(dismissed).getByText('Dismissed on 30 Nov 2026')).toBeTruthy();
    expect(within(dismissed).queryByRole('button')).toBeNull();
  });

  it('filters by kind, and a report answered by someone else first says so and leaves the list', async () => {
    const api = stubReports([report(7, 'Tasca do Rio'), report(9, 'Rui Costa', { kind: 'chef' })], {
      movedOn: true,
    });
    await renderInApp(<ReportsList />, { language: 'en', namespaces: ['admin', 'validation'] });
    await screen.findByRole('article', { name: 'Report about Tasca do Rio' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Reported accounts' }), {
      target: { value: 'chef' },
    });
    await screen.findByRole('article', { name: 'Report about Rui Costa' });
    expect(screen.queryByRole('article', { name: 'Report about Tasca do Rio' })).toBeNull();
    expect(api.callsTo('/api/admin/reports').at(-1)?.body).toEqual(
      expect.objectContaining({ state: 'open', kind: 'chef' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the report about Rui Costa' }));
    expect(await screen.findByText('This report was answered already.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Report about Rui Costa' })).toBeNull());
    expect(screen.getByText('No report is waiting for an answer. Well done!')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('suspends after a confirmation that says what follows, sending the note', async () => {
    const api = stubReports([
      report(7, 'Tasca do Rio', {
        offender: { ...report(7, 'x').offender, name: 'Tasca do Rio', openReports: 3 },
      }),
    ]);
    await renderInApp(<ReportsList />, { language: 'fr', namespaces: ['admin', 'validation'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Suspendre Tasca do Rio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspendre Tasca do Rio' });
    expect(
      within(dialog).getByText(
        'Le compte ne peut plus se connecter et ses pages publiques disparaissent jusqu’à la levée de la suspension. Il est prévenu par e-mail dans sa langue (Português), avec votre note.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Les 3 signalements ouverts sur ce compte sont alors tous clos.'),
    ).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note au compte' }), {
      target: { value: 'Trois plaintes pour des semaines d’essai non payées.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspendre le compte' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/api/admin/reports/act').map((call) => call.body)).toEqual([
      expect.objectContaining({
        id: 7,
        action: 'suspend',
        note: 'Trois plaintes pour des semaines d’essai non payées.',
      }),
    ]);
    expect(await screen.findByText('Le compte de Tasca do Rio est suspendu.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Signalement concernant Tasca do Rio' })).toBeNull(),
    );
  });

  it('shows a suspended account as such, and lifts its suspension once confirmed', async () => {
    const suspended = report(7, 'Tasca do Rio', {
      state: 'resolved',
      outcome: 'suspended',
      resolved: '2026-11-20T10:00:00.000Z',
    });
    suspended.offender.suspended = true;
    suspended.offender.openReports = 0;
    const api = stubReports([suspended, report(9, 'Casa Lume', { state: 'resolved', outcome: 'warned' })]);
    await renderInApp(<ReportsList />, {
      language: 'en',
      namespaces: ['admin', 'validation'],
      path: '/en/admin/reports?state=resolved',
    });
    const card = await screen.findByRole('article', { name: 'Report about Tasca do Rio' });
    expect(screen.getByRole('tab', { name: 'Answered' }).getAttribute('aria-selected')).toBe('true');
    expect(within(card).getByText('Suspended')).toBeTruthy();
    expect(within(card).getByText('Account suspended on 20 Nov 2026')).toBeTruthy();
    const warned = screen.getByRole('article', { name: 'Report about Casa Lume' });
    expect(within(warned).queryByText('Suspended')).toBeNull();
    expect(within(warned).queryByRole('button')).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Lift the suspension of Tasca do Rio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift the suspension of Tasca do Rio' });
    expect(api.callsTo('/api/admin/accounts/lift')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift the suspension' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/api/admin/accounts/lift').map((call) => call.body)).toEqual([
      expect.objectContaining({ account: 47 }),
    ]);
    expect(await screen.findByText('The suspension of Tasca do Rio is lifted.')).toBeTruthy();
    await waitFor(() => expect(within(card).queryByText('Suspended')).toBeNull());
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
