import { describe, expect, it } from 'vitest';
import { nextNotificationsPage, notificationsPageQty } from './notification-pages';

const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from - i }));

describe('nextNotificationsPage', () => {
  it('asks for another page while the last one was full', () => {
    expect(nextNotificationsPage([page(30, notificationsPageQty)])).toBe(1);
    expect(nextNotificationsPage([page(30, 10), page(20, 10)])).toBe(2);
  });

  it('stops after a short or empty page', () => {
    expect(nextNotificationsPage([page(30, 10), page(20, 3)])).toBeUndefined();
    expect(nextNotificationsPage([[]])).toBeUndefined();
    expect(nextNotificationsPage([])).toBeUndefined();
  });
});
