import { describe, expect, it } from 'vitest';
import {
  byDay,
  daysInPeriods,
  localToday,
  monthRange,
  monthWeeks,
  parseDay,
  parseMonth,
  shiftMonth,
  weekdayNames,
} from './month';

describe('month calendar arithmetic', () => {
  it('reads months and real days from an address, and nothing else', () => {
    expect(parseMonth('2026-12')).toBe('2026-12');
    expect(parseMonth('2026-13')).toBeUndefined();
    expect(parseMonth('december')).toBeUndefined();
    expect(parseMonth('0050-06')).toBeUndefined();
    expect(parseDay('2028-02-29')).toBe('2028-02-29');
    expect(parseDay('2026-02-29')).toBeUndefined();
    expect(parseDay('2026-12-1')).toBeUndefined();
    expect(parseDay(null)).toBeUndefined();
  });

  it('moves across years both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
  });

  it('gives the first and last day of a month, leap years included', () => {
    expect(monthRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('lays a month out in weeks starting on Monday', () => {
    // 1 December 2026 is a Tuesday; the 31st a Thursday.
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks[4]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    // February 2027 starts on a Monday and fills four weeks exactly.
    expect(monthWeeks('2027-02')).toHaveLength(4);
    expect(monthWeeks('2027-02')[0]![0]).toBe('2027-02-01');
    // March 2026 starts on a Sunday: six weeks.
    expect(monthWeeks('2026-03')).toHaveLength(6);
  });

  it("takes today from the reader's clock, not from UTC", () => {
    expect(localToday(new Date(2026, 11, 31, 23, 30))).toBe('2026-12-31');
  });

  it('groups items by day in their order', () => {
    const items = [
      { date: '2026-12-02', id: 1 },
      { date: '2026-12-01', id: 2 },
      { date: '2026-12-02', id: 3 },
    ];
    expect([...byDay(items).entries()]).toEqual([
      ['2026-12-02', [items[0], items[2]]],
      ['2026-12-01', [items[1]]],
    ]);
  });

  it('names the weekdays in three letters at most, so seven fit a phone, and in full for reading aloud', () => {
    expect(weekdayNames('pt').map((d) => d.short)).toEqual(['seg', 'ter', 'qua', 'qui', 'sex', 'sáb', 'dom']);
    expect(weekdayNames('pt')[0]?.long).toBe('segunda-feira');
    expect(weekdayNames('en').map((d) => d.short)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('fr')[0]?.short).toBe('lun.');
    expect(weekdayNames('es')[2]?.short).toBe('mié');
    for (const language of ['en', 'es', 'fr', 'pt'] as const)
      for (const day of weekdayNames(language))
        expect(day.short.replace(/\.$/, '').length).toBeLessThanOrEqual(3);
  });

  it('lists the days of a month that agreed periods cover, across the month and year ends', () => {
    const periods = [
      { date: '2026-12-28', ends: '2027-01-02' },
      { date: '2027-01-30', ends: '2027-02-03' },
      { date: '2027-03-01', ends: '2027-03-05' },
    ];
    expect([...daysInPeriods(periods, '2027-01')]).toEqual([
      '2027-01-01',
      '2027-01-02',
      '2027-01-30',
      '2027-01-31',
    ]);
    expect(daysInPeriods(periods, '2026-12').size).toBe(4);
    expect(daysInPeriods(periods, '2027-04').size).toBe(0);
  });
});
