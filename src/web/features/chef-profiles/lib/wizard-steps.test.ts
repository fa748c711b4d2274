import { describe, expect, it } from 'vitest';
import { isListStep, newItemId, nextStep, previousStep, stepNumber } from './wizard-steps';

describe('the wizard order', () => {
  it('save and continue follows info, about, experience, education, language, referral', () => {
    expect(nextStep('chefinfo')).toBe('chefabout');
    expect(nextStep('chefabout')).toBe('chefworkexperience');
    expect(nextStep('chefworkexperience')).toBe('chefeducation');
    expect(nextStep('chefeducation')).toBe('cheflanguage');
    expect(nextStep('cheflanguage')).toBe('chefreferral');
    expect(nextStep('chefreferral')).toBeNull();
  });

  it('go back opens the previous step; the first has none', () => {
    expect(previousStep('chefinfo')).toBeNull();
    expect(previousStep('chefabout')).toBe('chefinfo');
    expect(previousStep('chefreferral')).toBe('cheflanguage');
    expect(stepNumber('chefinfo')).toBe(1);
    expect(stepNumber('chefreferral')).toBe(6);
  });

  it('only the list steps add more', () => {
    expect(isListStep('chefinfo')).toBe(false);
    expect(isListStep('chefabout')).toBe(false);
    expect(isListStep('chefworkexperience')).toBe(true);
    expect(isListStep('chefreferral')).toBe(true);
  });

  it('finds the id a new item got from the profile read again', () => {
    expect(newItemId([3, 7], [3, 7, 12])).toBe(12);
    expect(newItemId([], [5])).toBe(5);
    expect(newItemId([3], [3])).toBeNull();
    // Another tab added one meanwhile: the newest is ours.
    expect(newItemId([3], [3, 9, 10])).toBe(10);
  });
});
