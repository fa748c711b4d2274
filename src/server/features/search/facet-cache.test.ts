import { describe, expect, it } from 'vitest';
import { FacetCache } from './facet-cache';

describe('the facet cache', () => {
  it('keeps a value for its time, then computes it again', async () => {
    let now = 0;
    let computed = 0;
    const cache = new FacetCache<number>(1000, 10, () => now);
    const compute = () => Promise.resolve(++computed);
    expect(await cache.through('a', compute)).toBe(1);
    expect(await cache.through('a', compute)).toBe(1);
    now = 1000;
    expect(await cache.through('a', compute)).toBe(2);
  });

  it('computes once for concurrent misses, and keeps no failure', async () => {
    let computed = 0;
    const cache = new FacetCache<number>();
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++computed), 5));
    const [a, b] = await Promise.all([cache.through('k', slow), cache.through('k', slow)]);
    expect([a, b, computed]).toEqual([1, 1, 1]);
    await expect(cache.through('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.through('bad', () => Promise.resolve(7))).toBe(7);
  });

  it('drops the oldest entry when full', () => {
    const cache = new FacetCache<number>(60_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('answers a stale value at once while computing it again, within its stale time only', async () => {
    let now = 0;
    let computed = 0;
    const cache = new FacetCache<number>(1000, 10, () => now, 5000);
    let release: () => void = () => undefined;
    const slow = () => new Promise<number>((resolve) => (release = () => resolve(++computed)));
    const first = cache.through('a', slow);
    release();
    expect(await first).toBe(1);
    now = 1500;
    // Stale: the old value now, the new one computed meanwhile, once.
    expect(await cache.through('a', slow)).toBe(1);
    expect(await cache.through('a', slow)).toBe(1);
    release();
    await Promise.resolve();
    expect(await cache.through('a', slow)).toBe(2);
    // Past the stale time: the caller waits for the new value.
    now = 20_000;
    const waited = cache.through('a', slow);
    release();
    expect(await waited).toBe(3);
    expect(computed).toBe(3);
  });

  it('keeps the stale value when computing it again fails', async () => {
    let now = 0;
    const cache = new FacetCache<number>(1000, 10, () => now, 5000);
    expect(await cache.through('a', () => Promise.resolve(1))).toBe(1);
    now = 1500;
    expect(await cache.through('a', () => Promise.reject(new Error('down')))).toBe(1);
    await Promise.resolve();
    expect(await cache.through('a', () => Promise.resolve(2))).toBe(1);
    await Promise.resolve();
    expect(await cache.through('a', () => Promise.resolve(3))).toBe(2);
  });
});
