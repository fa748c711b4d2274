import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@web/testing/render';
import AcceptDialog from './accept-dialog';
import ProposeDateDialog from './propose-date-dialog';

afterEach(() => vi.unstubAllGlobals());

const moved = () =>
  Promise.resolve(
    new Response(JSON.stringify({ success: true, data: { id: 7, statusid: 3 }, message: 'ok' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** What the dialog posted to a call: its path and its body. */
const posted = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls
    .filter(([url]) => !String(url).includes('/api/account/session'))
    .map(([url, init]) => ({
      path: new URL(String(url), 'http://localhost').pathname,
      body: JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>,
    }));

describe('the new-date dialog', () => {
  it('says in the reader’s language what is missing, and refuses a day in the past, calling nothing', async () => {
    const fetch = vi.fn(moved);
    vi.stubGlobal('fetch', fetch);
    const complete = vi.fn();
    await renderInApp(
      <ProposeDateDialog
        data={{ applicationId: 7, replaceId: 40, side: 'chef', otherName: 'Casa Lume' }}
        close={vi.fn()}
        complete={complete}
      />,
      { language: 'fr', namespaces: ['applications', 'validation'] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la nouvelle date' }));
    expect(await screen.findByText('Veuillez choisir une date.')).toBeTruthy();
    expect(screen.getByText('Veuillez écrire un message.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nouvelle date'), { target: { value: isoDay(-5) } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la nouvelle date' }));
    expect(await screen.findByText('Les dates d’essai ne peuvent pas être passées.')).toBeTruthy();
    expect(posted(fetch)).toEqual([]);
    expect(complete).not.toHaveBeenCalled();
  });

  it('sends the new date with its hours, kind and message in place of the date replaced', async () => {
    const fetch = vi.fn(moved);
    vi.stubGlobal('fetch', fetch);
    const complete = vi.fn();
    await renderInApp(
      <ProposeDateDialog
        data={{
          applicationId: 7,
          replaceId: 40,
          side: 'restaurant',
          otherName: 'Ana',
          agreed: true,
          start: '10:00',
          end: '15:00',
          typeId: 1,
          message: 'Come to the back door.',
        }}
        close={vi.fn()}
        complete={complete}
      />,
      { language: 'en', namespaces: ['applications', 'validation'] },
    );
    expect(screen.getByText(/The agreed trial is called off/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New date'), { target: { value: isoDay(9) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the new date' }));
    await waitFor(() => expect(complete).toHaveBeenCalled());
    expect(posted(fetch)).toEqual([
      {
        path: '/api/stage/reschedule',
        body: expect.objectContaining({
          id: 40,
          applicationid: 7,
          replacedate: isoDay(9),
          start: '10:00',
          end: '15:00',
          type: 1,
          description: 'Come to the back door.',
        }),
      },
    ]);
  });
});

describe('the accept dialog', () => {
  const chefDate = {
    id: 40,
    date: isoDay(10),
    start: null,
    end: null,
    typeid: 1 as const,
    proposes: 3,
    proposedby: 'chef' as const,
    status: 'Proposed' as const,
    description: '',
  };

  it("starts the message from the venue's own, and proposes another date when chosen", async () => {
    const fetch = vi.fn(moved);
    vi.stubGlobal('fetch', fetch);
    const complete = vi.fn();
    await renderInApp(
      <AcceptDialog
        data={{ applicationId: 7, chefName: 'Ana', stages: [chefDate], message: 'Ask for Marc at the pass.' }}
        close={vi.fn()}
        complete={complete}
      />,
      { language: 'es', namespaces: ['applications', 'validation'] },
    );
    expect(
      (screen.getByRole('textbox', { name: 'Mensaje para el cocinero' }) as HTMLTextAreaElement).value,
    ).toBe('Ask for Marc at the pass.');
    fireEvent.click(screen.getByRole('radio', { name: 'Otra fecha' }));
    fireEvent.change(await screen.findByLabelText('Nueva fecha'), { target: { value: isoDay(12) } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Desde' }), { target: { value: '09:00' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Hasta' }), { target: { value: '14:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar la nueva fecha' }));
    await waitFor(() => expect(complete).toHaveBeenCalled());
    expect(posted(fetch)).toEqual([
      {
        path: '/api/stage/reschedule',
        body: expect.objectContaining({ id: 40, applicationid: 7, replacedate: isoDay(12), start: '09:00' }),
      },
    ]);
  });
});
