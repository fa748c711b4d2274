import { describe, expect, it } from 'vitest';
import { decimalInteger } from '@shared/contracts/numbers';
import { failureDelayMs } from './rate-limit';

describe('failureDelayMs', () => {
  const rule = { free: 5, baseMs: 1000, maxMs: 60_000, forgetMs: 86_400_000 };

  it('lets the free failures through, then doubles the wait up to the cap', () => {
    expect(failureDelayMs(rule, 4)).toBe(0);
    expect(failureDelayMs(rule, 5)).toBe(1000);
    expect(failureDelayMs(rule, 6)).toBe(2000);
    expect(failureDelayMs(rule, 8)).toBe(8000);
    expect(failureDelayMs(rule, 50)).toBe(60_000);
    expect(failureDelayMs(rule, 5_000)).toBe(60_000);
  });

  it('scales the free failures by the multiplier', () => {
    expect(failureDelayMs(rule, 49, 10)).toBe(0);
    expect(failureDelayMs(rule, 50, 10)).toBe(1000);
  });
});

describe('decimalInteger', () => {
  it.each([
    ['1', 1],
    ['01', 1],
    [7, 7],
  ])('reads %j as %d', (input, expected) => {
    expect(decimalInteger().parse(input)).toBe(expected);
  });

  it.each(['0x1', '1e0', ' 1', '1.0', '+1', '', 1.5, 'Infinity'])('refuses %j', (input) => {
    expect(decimalInteger().safeParse(input).success).toBe(false);
  });
});
