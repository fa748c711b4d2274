import type { RecruitmentCandidate } from '@shared/contracts/admin-recruitment';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, success } from '@web/testing/api-stub';
import { renderInApp } from '@web/testing/render';
import { ServiceCandidates } from './service-candidates';

afterEach(() => vi.unstubAllGlobals());

function candidate(id: number, overrides: Partial<RecruitmentCandidate> = {}): RecruitmentCandidate {
  return {
    id,
    chef: { id: 40 + id, slug: `chef-${id}`, name: `Chef ${id}`, position: 6 },
    statusid: 3,
    withdrawn: 0,
    last: { kind: 'date_proposed', at: '2026-11-20T10:00:00.000Z' },
    trial: { date: '2026-12-10', start: '10:00', end: '15:00', agreed: false },
    hiredon: null,
    ...overrides,
  };
}

describe("the recruitment service's part of the venue's own offer", { timeout: 20_000 }, () => {
  it('tells where each chef the service put forward stands, in the venue language', async () => {
    stubApi({
      '/api/offer/recruitment': () =>
        success([
          candidate(1),
          candidate(2, {
            statusid: 4,
            trial: { date: '2026-12-11', start: '18:00', end: '23:00', agreed: true },
          }),
          candidate(3, { statusid: 4, hiredon: '2026-12-15' }),
          candidate(4, {
            statusid: -1,
            trial: null,
            last: { kind: 'application_rejected', at: '2026-11-21T09:00:00.000Z' },
          }),
        ]),
    });
    await renderInApp(<ServiceCandidates oid={9} />, { language: 'fr', namespaces: ['applications'] });
    const item = async (name: string) =>
      (await screen.findByRole('link', { name }, { timeout: 10_000 })).closest('li')!;
    expect(
      within(await item('Chef 1')).getByText(/^Essai proposé : jeu\. 10 déc\. 2026, 10:00–15:00/),
    ).toBeTruthy();
    expect(
      within(await item('Chef 2')).getByText(/^Essai convenu : ven\. 11 déc\. 2026, 18:00–23:00$/),
    ).toBeTruthy();
    expect(within(await item('Chef 3')).getByText(/^Embauché depuis le mar\. 15 déc\. 2026$/)).toBeTruthy();
    expect(within(await item('Chef 4')).getByText('Non retenu')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Chef 1' })).getAttribute('href')).toBe(
      '/fr/chef/view/41/chef-1',
    );
  });

  it('says when the service has put nobody forward yet', async () => {
    stubApi({ '/api/offer/recruitment': () => success([]) });
    await renderInApp(<ServiceCandidates oid={9} />, { language: 'en', namespaces: ['applications'] });
    expect(
      await screen.findByText(/We have not put any chef forward for this offer yet/, undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
  });
});
