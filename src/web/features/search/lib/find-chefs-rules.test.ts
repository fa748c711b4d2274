import type { BriefSessionUser } from '@shared/contracts/accounts';
import { describe, expect, it } from 'vitest';
import {
  chefSearchViewer,
  chefsPageSize,
  isFirstPageOnly,
  isPositionLocked,
  limitPrompt,
} from './find-chefs-rules';

const venue = (premium: 0 | 1) =>
  ({
    type: 'restaurant',
    main: { id: 1, premium, main: 1 },
    profiles: [{ id: 1, premium, main: 1 }],
  }) as unknown as Pick<BriefSessionUser, 'type' | 'main' | 'profiles'>;

describe('find chefs: who sees how much (doc 2 sections 6 and 9, D5)', () => {
  it('visitors get 10 chefs and the first page only, then the sign-up prompt', () => {
    const viewer = chefSearchViewer(null);
    expect(viewer).toBe('visitor');
    expect(chefsPageSize(viewer)).toBe(10);
    expect(isFirstPageOnly(viewer)).toBe(true);
    expect(limitPrompt(viewer)).toBe('signup');
  });

  it('a free venue gets 15 and the first page, then the Premium prompt; a premium venue scrolls on', () => {
    expect(chefSearchViewer(venue(0))).toBe('free');
    expect(chefsPageSize('free')).toBe(15);
    expect(isFirstPageOnly('free')).toBe(true);
    expect(limitPrompt('free')).toBe('premium');
    expect(chefSearchViewer(venue(1))).toBe('premium');
    expect(isFirstPageOnly('premium')).toBe(false);
    expect(limitPrompt('premium')).toBeNull();
  });

  it('only premium venues may look for freelance (27) and relief (28) chefs', () => {
    expect(isPositionLocked(27, 'free')).toBe(true);
    expect(isPositionLocked(28, 'visitor')).toBe(true);
    expect(isPositionLocked(28, 'premium')).toBe(false);
    expect(isPositionLocked(6, 'visitor')).toBe(false);
  });
});
