import { describe, expect, it } from 'vitest';
import {
  aboutPayload,
  clampRating,
  copyMondayToAll,
  formToWeek,
  hourChoices,
  newVenueItemId,
  ratingChoices,
  venueItemDelete,
  venueItemPayload,
  weekdayNames,
  weekIssues,
  weekToForm,
} from './dialog-payloads';

const open = { lunchFrom: '12:00', lunchTo: '15:00', dinnerFrom: '19:30', dinnerTo: '23:00' };
const closed = { lunchFrom: null, lunchTo: null, dinnerFrom: null, dinnerTo: null };

describe('rating', () => {
  it('offers the ratings up to the type’s maximum', () => {
    expect(ratingChoices('michelin')).toEqual([0, 1, 2, 3]);
    expect(ratingChoices('stars')).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ratingChoices('none')).toEqual([0]);
  });

  it('clamps the rating when the type changes to a lower maximum', () => {
    expect(clampRating('michelin', '5')).toBe('3');
    expect(clampRating('stars', '4')).toBe('4');
    expect(clampRating('none', '2')).toBe('0');
    expect(clampRating('chefhat', '')).toBe('0');
  });
});

describe('week', () => {
  const schedule = {
    id: 9,
    value: {
      1: open,
      2: { ...open, dinnerFrom: null, dinnerTo: null },
      3: closed,
      4: closed,
      5: open,
      6: open,
      7: closed,
    },
  };

  it('reads the stored week, a day without times being closed', () => {
    const week = weekToForm(schedule);
    expect(week['1']).toEqual({ closed: false, ...open });
    expect(week['2']).toEqual({ closed: false, ...open, dinnerFrom: '', dinnerTo: '' });
    expect(week['3']).toEqual({ closed: true, lunchFrom: '', lunchTo: '', dinnerFrom: '', dinnerTo: '' });
    expect(weekToForm(null)['7'].closed).toBe(true);
  });

  it('sends the week back as it was read, and a closed day without its times', () => {
    const week = weekToForm(schedule);
    expect(formToWeek(week)['1']).toEqual(open);
    week['1'].closed = true;
    expect(formToWeek(week)['1']).toEqual({ lunchFrom: '', lunchTo: '', dinnerFrom: '', dinnerTo: '' });
  });

  it('copies Monday to every day', () => {
    const week = copyMondayToAll(weekToForm(schedule));
    expect(Object.values(week).every((day) => day.lunchFrom === '12:00' && !day.closed)).toBe(true);
  });

  it('finds a service with one end only, as the shared schema does', () => {
    const week = weekToForm(null);
    week['4'] = { closed: false, lunchFrom: '12:00', lunchTo: '', dinnerFrom: '', dinnerTo: '' };
    expect(weekIssues(week)).toEqual({ '4.lunchTo': 'schedule_pair' });
    week['4'].lunchTo = '16:00';
    expect(weekIssues(week)).toEqual({});
  });

  it('offers the hours 0 to 23, and keeps a stored time that is not on the hour', () => {
    expect(hourChoices()).toHaveLength(24);
    expect(hourChoices()[0]).toBe('00:00');
    expect(hourChoices(['19:30', '12:00'])).toContain('19:30');
  });

  it('names the days, Monday first, in the interface language', () => {
    expect(weekdayNames('en-GB')['1'].heading).toBe('Monday');
    expect(weekdayNames('fr-FR')['7']).toEqual({ inText: 'dimanche', heading: 'Dimanche' });
  });
});

describe('payloads', () => {
  it('sends the about form with its venue and the texts’ language', () => {
    expect(aboutPayload(0, { name: 'Casa' }, 'fr')).toEqual({ name: 'Casa', id: 0, language: 'fr' });
  });

  it('sends an item with its venue, and a delete', () => {
    expect(venueItemPayload(3, 0, 0, { value: '0123' })).toEqual({
      rid: 3,
      id: 0,
      order: 0,
      action: 'save',
      value: { value: '0123' },
    });
    expect(venueItemPayload(3, 7, 1, { title: 'A' }, 'es')).toMatchObject({ language: 'es', id: 7 });
    expect(venueItemDelete(3, 7)).toEqual({ rid: 3, id: 7, action: 'delete' });
  });

  it('finds the id a new item got', () => {
    expect(newVenueItemId([{ id: 1 }], [{ id: 1 }, { id: 5 }])).toBe(5);
    expect(newVenueItemId([{ id: 1 }], [{ id: 1 }])).toBe(0);
  });
});
