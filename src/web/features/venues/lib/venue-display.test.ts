import type { BriefSessionUser } from '@shared/contracts/accounts';
import { describe, expect, it } from 'vitest';
import { aboutSummary, ownVenueId, scheduleRows, timeLabel, weekdayName } from './venue-display';

const closed = { lunchFrom: null, lunchTo: null, dinnerFrom: null, dinnerTo: null };

describe('venue schedule display', () => {
  it('names the days Monday first in the viewer language', () => {
    expect(weekdayName('1', 'en')).toBe('Monday');
    expect(weekdayName('7', 'es')).toBe('Domingo');
    expect(weekdayName('3', 'fr')).toBe('Mercredi');
  });

  it('writes times on the 24-hour clock', () => {
    expect(timeLabel('09:30', 'en')).toBe('09:30');
    expect(timeLabel('19:00', 'pt')).toBe('19:00');
  });

  it('lists each service of a day and closed days without any', () => {
    const rows = scheduleRows(
      {
        id: 1,
        value: {
          1: closed,
          2: { lunchFrom: '12:00', lunchTo: '15:00', dinnerFrom: '19:00', dinnerTo: '23:00' },
          3: { ...closed, dinnerFrom: '19:30', dinnerTo: '22:00' },
          4: closed,
          5: closed,
          6: closed,
          7: closed,
        },
      },
      'en',
    );
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual({ day: '1', name: 'Monday', services: [] });
    expect(rows[1]!.services).toEqual(['12:00–15:00', '19:00–23:00']);
    expect(rows[2]!.services).toEqual(['19:30–22:00']);
  });

  it('shows every day closed without a schedule', () => {
    expect(scheduleRows(null, 'fr').every((row) => row.services.length === 0)).toBe(true);
  });
});

describe('own venue choice', () => {
  const venue = (id: number, main: 0 | 1) => ({ id, main }) as BriefSessionUser['profiles'][number];
  const user = { main: null, profiles: [venue(4, 0), venue(9, 1)] } as unknown as BriefSessionUser;

  it('takes the main venue without an id, an own venue by id, none for another account', () => {
    expect(ownVenueId(user, undefined)).toBe(9);
    expect(ownVenueId(user, '4')).toBe(4);
    expect(ownVenueId(user, '5')).toBeNull();
    expect(ownVenueId(user, 'x')).toBeNull();
  });
});

describe('about summary', () => {
  it('is the plain text, cut at 160 characters', () => {
    expect(aboutSummary('<p>Fresh <b>fish</b></p><p>daily</p>')).toMatch(/^Fresh fish\s?daily$/);
    expect(aboutSummary(`<p>${'a '.repeat(200)}</p>`).length).toBeLessThanOrEqual(160);
  });
});
