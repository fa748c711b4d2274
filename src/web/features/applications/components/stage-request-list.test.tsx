import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stageRequestStatus, type StageRequestView } from '@shared/contracts/stage-requests';
import { stubApi, success } from '@web/testing/api-stub';
import { renderInApp } from '@web/testing/render';
import { StageRequestList } from './stage-request-list';

afterEach(() => vi.unstubAllGlobals());

const request = (id: number, status: number, name: string): StageRequestView => ({
  id,
  date: '2027-03-01',
  ends: '2027-03-10',
  status: status as StageRequestView['status'],
  proposed: status === stageRequestStatus.waitingForChef ? { date: '2027-03-15', ends: '2027-03-20' } : null,
  agreed: status === stageRequestStatus.accepted ? { date: '2027-03-01', ends: '2027-03-10' } : null,
  created: '2027-02-01T10:00:00.000Z',
  answered: null,
  restaurant: { id: id + 100, slug: 'venue', name, images: { logo: null } },
  chef: {
    id: 4,
    acc: 9,
    slug: 'ana',
    name: 'Ana Ruiz',
    position: null,
    location: null,
    images: { profile: null },
  },
});

const query = (data: StageRequestView[]) => ({ data, isPending: false, isError: false, refetch: vi.fn() });

describe("the chef's stage requests", () => {
  it('offers to withdraw an open request, whoever has the move, after asking, and not a closed one', async () => {
    const api = stubApi({
      '/api/stage/chef/withdraw': (body) =>
        success({ ...request(1, stageRequestStatus.withdrawnByChef, 'Casa Lume'), id: body.id }),
    });
    const list = [
      request(1, stageRequestStatus.waitingForVenue, 'Casa Lume'),
      request(2, stageRequestStatus.waitingForChef, 'Mar Azul'),
      request(3, stageRequestStatus.accepted, 'Forno Velho'),
      request(4, stageRequestStatus.withdrawnByChef, 'Tasca Nova'),
    ];
    await renderInApp(<StageRequestList side="chef" query={query(list)} />, {
      language: 'en',
      namespaces: ['applications'],
    });
    const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
    // A proposal waiting for the chef: accept, decline, or withdraw.
    expect(
      within(card('Mar Azul'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept these days', 'Decline', 'Withdraw']);
    expect(within(card('Forno Velho')).queryAllByRole('button')).toEqual([]);
    expect(within(card('Tasca Nova')).getByText('Withdrawn by the chef')).toBeTruthy();

    fireEvent.click(
      within(card('Casa Lume')).getByRole('button', { name: 'Withdraw the stage request to Casa Lume' }),
    );
    const ask = within(card('Casa Lume')).getByRole('alertdialog');
    expect(within(ask).getByText(/The restaurant is told/)).toBeTruthy();
    expect(api.callsTo('/api/stage/chef/withdraw')).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, withdraw' }));
    await vi.waitFor(() =>
      expect(api.callsTo('/api/stage/chef/withdraw').map((call) => call.body)).toEqual([
        expect.objectContaining({ id: 1 }),
      ]),
    );
  });

  it('speaks the reader’s language', async () => {
    stubApi({});
    await renderInApp(
      <StageRequestList
        side="chef"
        query={query([
          request(1, stageRequestStatus.waitingForVenue, 'Casa Lume'),
          request(2, stageRequestStatus.withdrawnByChef, 'Mar Azul'),
        ])}
      />,
      { language: 'fr', namespaces: ['applications'] },
    );
    expect(screen.getByRole('button', { name: 'Retirer la demande de stage à Casa Lume' })).toBeTruthy();
    expect(screen.getByText('Retiré par le chef')).toBeTruthy();
  });
});

describe("the venue's stage requests", () => {
  it('shows a withdrawn request as such, with nothing left to answer', async () => {
    stubApi({});
    await renderInApp(
      <StageRequestList
        side="restaurant"
        query={query([request(1, stageRequestStatus.withdrawnByChef, 'Casa Lume')])}
      />,
      { language: 'es', namespaces: ['applications'] },
    );
    expect(screen.getByText('Retirado por el cocinero')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
