import type { StageView } from '@shared/contracts/applications';
import { describe, expect, it } from 'vitest';
import { venueMessage } from './chef-applications';

const stage = (id: number, fields: Partial<StageView>): StageView => ({
  id,
  date: '2027-03-12',
  start: '10:00',
  end: '15:00',
  typeid: 1,
  proposes: 1,
  proposedby: 'restaurant',
  status: 'Rejected',
  description: '',
  ...fields,
});

describe("the restaurant's message on the chef's card", () => {
  it("is the agreed date's, which the venue wrote when it accepted the chef's date", () => {
    const stages = [
      stage(1, { description: 'The dinner service instead.' }),
      stage(2, { proposedby: 'chef', status: 'Accepted', description: 'Agreed, see you at six.' }),
    ];
    expect(venueMessage({ stages })).toBe('Agreed, see you at six.');
  });

  it('is else the newest date the venue proposed, cut at 150 characters', () => {
    const long = 'Come to the back door. '.repeat(10);
    const stages = [
      stage(3, { status: 'Proposed', description: long }),
      stage(1, { description: 'Older.' }),
      stage(2, { proposedby: 'chef', status: 'Proposed', description: 'The chef wrote this.' }),
    ];
    const message = venueMessage({ stages });
    expect(message).toHaveLength(150);
    expect(message.endsWith('…')).toBe(true);
    expect(long.startsWith(message.slice(0, -1))).toBe(true);
  });

  it('is empty when the venue wrote nothing', () => {
    expect(venueMessage({ stages: [stage(1, { proposedby: 'chef', status: 'Proposed' })] })).toBe('');
  });
});
