import type { AdminOverview, ModerationItem } from '@shared/contracts/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, success } from '@web/testing/api-stub';
import { renderInApp } from '@web/testing/render';
import { useAdminOverview } from '../api/overview';
import { AdminNav } from './admin-nav';
import { ModerationQueue } from './moderation-queue';

afterEach(() => vi.unstubAllGlobals());

function item(id: number, name: string): ModerationItem {
  return {
    id,
    kind: 'venue',
    name,
    path: `/restaurant/view/home/${id}/${name.toLowerCase().replace(/ /g, '-')}`,
    detail: 'Lisbon',
    location: 'Rua das Flores 12, Lisbon',
    excerpt: 'A seafood tasca by the river.',
    owner: { id: 40 + id, type: 'restaurant', name: 'Lola', email: 'lola@example.com', language: 'pt' },
    created: '2026-11-02T09:00:00.000Z',
    updated: '2026-11-20T09:00:00.000Z',
  };
}

/** The API of a queue of venues: its items until decided, and the counts that follow them. */
function stubQueue(items: ModerationItem[]) {
  let waiting = [...items];
  const overview = (): AdminOverview => ({
    role: 'moderator',
    name: 'Marta',
    email: 'marta@brigade.example',
    queues: { chef: 0, venue: waiting.length, offer: 0, premium: 0 },
  });
  return stubApi({
    '/api/admin/overview': () => success(overview()),
    '/api/admin/moderation': () => success({ items: waiting, total: waiting.length, page: 0 }),
    '/api/admin/moderation/decide': (body) => {
      waiting = waiting.filter((entry) => entry.id !== body.id);
      return success({ id: body.id, kind: body.kind, approved: body.decision === 'approve' ? 1 : -1 });
    },
  });
}

/** The queue with the navigation's counts beside it, as the back office shows them. */
function QueueWithCounts() {
  const overview = useAdminOverview(true);
  return (
    <>
      {overview.data ? <AdminNav overview={overview.data} /> : null}
      <ModerationQueue kind="venue" />
    </>
  );
}

describe('a moderation queue', () => {
  it('shows each item with its page in a new tab, its owner and dates; approving takes it out and the count follows', async () => {
    const api = stubQueue([item(7, 'Tasca do Rio'), item(9, 'Casa Lume')]);
    await renderInApp(<QueueWithCounts />, { language: 'en', namespaces: ['admin', 'validation'] });
    const link = await screen.findByRole('link', { name: /Tasca do Rio/ });
    expect(link.getAttribute('href')).toBe('/en/restaurant/view/home/7/tasca-do-rio');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('opens in a new tab');
    expect(screen.getAllByText('lola@example.com')).toHaveLength(2);
    expect(screen.getAllByText('Português')).toHaveLength(2);
    expect(screen.getAllByText('2 Nov 2026')).toHaveLength(2);
    expect(await screen.findByText('2 waiting for review')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Approve Tasca do Rio' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Tasca do Rio/ })).toBeNull());
    expect(api.callsTo('/api/admin/moderation/decide').map((call) => call.body)).toEqual([
      expect.objectContaining({ kind: 'venue', id: 7, decision: 'approve' }),
    ]);
    expect(screen.getByRole('link', { name: /Casa Lume/ })).toBeTruthy();
    expect(await screen.findByText('1 waiting for review')).toBeTruthy();
  });

  it('asks for a reason, and for a note when the reason is “other”, in the reader’s language, before it rejects', async () => {
    const api = stubQueue([item(7, 'Tasca do Rio')]);
    await renderInApp(<ModerationQueue kind="venue" />, {
      language: 'fr',
      namespaces: ['admin', 'validation'],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Refuser Tasca do Rio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser Tasca do Rio' });
    const submit = within(dialog).getByRole('button', { name: 'Refuser' });

    fireEvent.click(submit);
    const reason = within(dialog).getByRole('combobox', { name: 'Motif' });
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Veuillez choisir un motif.')).toBeTruthy();

    fireEvent.change(reason, { target: { value: 'other' } });
    expect(
      within(dialog).getByRole('option', { name: 'Autre motif (à expliquer dans la note)' }),
    ).toBeTruthy();
    fireEvent.click(submit);
    const note = within(dialog).getByRole('textbox', { name: 'Note au propriétaire' });
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    const described = note
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Veuillez indiquer dans la note ce que le propriétaire doit changer.');
    expect(api.callsTo('/api/admin/moderation/decide')).toEqual([]);

    fireEvent.change(note, { target: { value: 'Le texte donne un numéro de téléphone.' } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/api/admin/moderation/decide').map((call) => call.body)).toEqual([
      expect.objectContaining({
        kind: 'venue',
        id: 7,
        decision: 'reject',
        reason: 'other',
        note: 'Le texte donne un numéro de téléphone.',
      }),
    ]);
    expect(await screen.findByText('Rien n’attend de vérification ici. Bravo !')).toBeTruthy();
  });
});
