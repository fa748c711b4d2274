import { describe, expect, it } from 'vitest';
import { stageAcceptInput } from '../contracts/applications';
import { endsNextDay, quarterHourOptions } from './dates';

describe('trial times', () => {
  it('offer every quarter hour of the day, sent as HH:mm', () => {
    const times = quarterHourOptions().map((o) => o.value);
    expect(times).toHaveLength(96);
    expect(times.slice(0, 5)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00']);
    expect(times.at(-1)).toBe('23:45');
    expect(times).toContain('22:30');
  });

  it('read an end before the start as the next day', () => {
    expect(endsNextDay('22:30', '01:15')).toBe(true);
    expect(endsNextDay('18:00', '23:45')).toBe(false);
    expect(endsNextDay('09:00', '09:00')).toBe(false);
  });

  it('let stage/accept take a shift past midnight, and refuse one that ends when it starts', () => {
    const form = { id: '5', description: 'See you at the back door.', type: '1' };
    const overnight = stageAcceptInput.safeParse({ ...form, start: '22:30', end: '01:15' });
    expect(overnight.success && [overnight.data.start, overnight.data.end]).toEqual(['22:30', '01:15']);
    const quarter = stageAcceptInput.safeParse({ ...form, start: '7:45', end: '15:15' });
    expect(quarter.success && [quarter.data.start, quarter.data.end]).toEqual(['07:45', '15:15']);
    const same = stageAcceptInput.safeParse({ ...form, start: '9', end: '09:00' });
    expect(same.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['end', 'end_same_as_start'],
    ]);
  });
});
