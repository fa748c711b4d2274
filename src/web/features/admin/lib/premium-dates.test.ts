import { describe, expect, it } from 'vitest';
import { activationDefaults, yearAfter } from './premium-dates';

const period = (end: string, ended: string | null = null) => ({ id: 1, start: '2026-01-10', end, ended });

describe('the activate dialog’s dates', () => {
  it('start today and end a year later for an account never on Premium', () => {
    expect(activationDefaults(null, '2026-11-30')).toEqual({
      renewal: false,
      start: '2026-11-30',
      end: '2027-11-30',
    });
  });

  it('renew from the end of the current period, for a year', () => {
    expect(activationDefaults(period('2027-01-10'), '2026-11-30')).toEqual({
      renewal: true,
      start: '2027-01-10',
      end: '2028-01-10',
    });
  });

  it('renew from today when the last period is over or was ended early', () => {
    expect(activationDefaults(period('2026-06-01'), '2026-11-30').start).toBe('2026-11-30');
    expect(activationDefaults(period('2027-01-10', '2026-10-02'), '2026-11-30').start).toBe('2026-11-30');
  });

  it('take 29 February to 1 March a year later', () => {
    expect(yearAfter('2028-02-29')).toBe('2029-03-01');
  });
});
