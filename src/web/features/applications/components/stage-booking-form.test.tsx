import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@web/testing/render';
import { StageBookingForm } from './stage-booking-form';

afterEach(() => vi.unstubAllGlobals());

const isoDay = (offset: number) => {
  const day = new Date(Date.now() + offset * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};
const sent = () =>
  Promise.resolve(
    new Response(
      JSON.stringify({
        success: true,
        data: {
          id: 3,
          date: isoDay(5),
          ends: isoDay(9),
          status: 1,
          proposed: null,
          agreed: null,
          created: new Date().toISOString(),
          answered: null,
          restaurant: { id: 12, slug: 'casa-lume', name: 'Casa Lume', images: { logo: null } },
          chef: {
            id: 4,
            acc: 9,
            slug: 'ana',
            name: 'Ana',
            position: null,
            location: null,
            images: { profile: null },
          },
        },
        message: 'ok',
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    ),
  );
const posted = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls
    .filter(([url]) => !String(url).includes('/api/account/session'))
    .map(([url, init]) => ({
      path: new URL(String(url), 'http://localhost').pathname,
      body: JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>,
    }));

const venue = { id: 12, name: 'Casa Lume', stageinfo: '<p>Stages last one to four weeks.</p>' };

describe('the stage booking form', () => {
  it('shows the stage information, starts the calendars at today, and offers to send only once the start is before the end', async () => {
    const fetch = vi.fn(sent);
    vi.stubGlobal('fetch', fetch);
    await renderInApp(<StageBookingForm venue={venue} />, { language: 'en', namespaces: ['applications'] });
    expect(screen.getByText('Stages last one to four weeks.')).toBeTruthy();
    const start = screen.getByLabelText('First day') as HTMLInputElement;
    const end = screen.getByLabelText('Last day') as HTMLInputElement;
    expect(start.min).toBe(isoDay(0));
    const send = screen.getByRole('button', { name: 'Send the request' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(screen.getByText(/Select the first and the last day/)).toBeTruthy();

    fireEvent.change(start, { target: { value: isoDay(9) } });
    fireEvent.change(end, { target: { value: isoDay(5) } });
    expect(send.disabled).toBe(true);
    expect(screen.getByText('The last day must come after the first.')).toBeTruthy();
    fireEvent.change(end, { target: { value: isoDay(9) } });
    expect(send.disabled).toBe(true);
    // A day before today is not sent, whatever the browser let through.
    fireEvent.change(start, { target: { value: isoDay(-2) } });
    expect(send.disabled).toBe(true);
    expect(posted(fetch)).toEqual([]);

    fireEvent.change(start, { target: { value: isoDay(5) } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(await screen.findByText(/Your request is sent. Casa Lume will accept/)).toBeTruthy();
    expect(posted(fetch)).toEqual([
      {
        path: '/api/stage/practice',
        body: expect.objectContaining({ restaurant: 12, date: isoDay(5), ends: isoDay(9) }),
      },
    ]);
  });

  it('speaks the reader’s language', async () => {
    vi.stubGlobal('fetch', vi.fn(sent));
    await renderInApp(<StageBookingForm venue={{ ...venue, stageinfo: '' }} />, {
      language: 'pt',
      namespaces: ['applications'],
    });
    expect(screen.getByLabelText('Primeiro dia')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar o pedido' })).toBeTruthy();
  });
});
