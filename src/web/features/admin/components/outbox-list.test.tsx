import type { OutboxMail } from '@shared/contracts/admin-inbox';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refusal, stubApi, success } from '@web/testing/api-stub';
import { renderInApp } from '@web/testing/render';
import { OutboxList } from './outbox-list';

afterEach(() => vi.unstubAllGlobals());
// The toasts' viewport is loaded with the first toast: loaded here once, so a toast shows at once.
beforeAll(() => import('@web/components/ui/toast-viewport'));

function mail(id: number, overrides: Partial<OutboxMail> = {}): OutboxMail {
  return {
    id,
    status: 'sent',
    to: `chef${id}@example.com`,
    subject: `Your application ${id}`,
    template: 'application_news',
    language: 'en',
    attempts: 1,
    error: null,
    created: '2026-11-23T10:04:00.000Z',
    sent: '2026-11-23T10:05:00.000Z',
    ...overrides,
  };
}

describe('the e-mail outbox', () => {
  it('shows each e-mail’s attempts and last error, and sends a failed one again', async () => {
    let items = [
      mail(12, { status: 'failed', attempts: 9, error: '451 Try again later', sent: null }),
      mail(11, { attempts: null }),
    ];
    const api = stubApi({
      '/api/admin/outbox': (body) => {
        const shown = items.filter((m) => body.status === 'all' || m.status === body.status);
        return success({ items: shown, total: shown.length, page: 0 });
      },
      '/api/admin/outbox/retry': (body) => {
        items = items.map((m) => (m.id === body.id ? { ...m, status: 'queued' } : m));
        return success(items.find((m) => m.id === body.id));
      },
    });
    await renderInApp(<OutboxList />, { language: 'en', namespaces: ['admin'], path: '/en/admin/outbox' });

    const failed = (await screen.findByRole('heading', { name: 'Your application 12' })).closest('li')!;
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('9')).toBeTruthy();
    expect(within(failed).getByText('451 Try again later')).toBeTruthy();
    const sent = screen.getByRole('heading', { name: 'Your application 11' }).closest('li')!;
    expect(within(sent).getByText('Not known (kept for 8 days)')).toBeTruthy();
    expect(within(sent).queryByRole('button')).toBeNull();

    fireEvent.click(within(failed).getByRole('button', { name: 'Send again: Your application 12' }));
    expect(await screen.findByText('The e-mail is queued to be sent again.')).toBeTruthy();
    expect(api.callsTo('/api/admin/outbox/retry').map((call) => call.body)).toEqual([
      expect.objectContaining({ id: 12 }),
    ]);
    await waitFor(() => expect(within(failed).getByText('Queued')).toBeTruthy());
    expect(within(failed).queryByRole('button', { name: /Send again/ })).toBeNull();
  });

  it('lists one status, and says why a retry was refused', async () => {
    const api = stubApi({
      '/api/admin/outbox': () =>
        success({ items: [mail(12, { status: 'failed', sent: null })], total: 1, page: 0 }),
      '/api/admin/outbox/retry': () =>
        refusal(409, 'outbox_delivery_lost', 'This e-mail cannot be sent again.'),
    });
    await renderInApp(<OutboxList />, {
      language: 'en',
      namespaces: ['admin'],
      path: '/en/admin/outbox?status=failed',
    });
    expect((await screen.findByRole('tab', { name: 'Failed' })).getAttribute('aria-selected')).toBe('true');
    expect(api.callsTo('/api/admin/outbox')[0]?.body).toMatchObject({ status: 'failed' });
    fireEvent.click(await screen.findByRole('button', { name: 'Send again: Your application 12' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
