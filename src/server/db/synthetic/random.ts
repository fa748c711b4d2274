/**
 * A small seeded PRNG for the synthetic data (sfc32 seeded by a string hash): every chef, venue and
 * offer draws from its own generator, made from the run's seed and its number, so each table can
 * recompute an entity's attributes on its own and a run with the same seed gives the same rows.
 */

/** 32-bit hash of a string (cyrb53's mixing, folded to 32 bits). */
function hash(text: string, salt: number): number {
  let h1 = 0xdeadbeef ^ salt;
  let h2 = 0x41c6ce57 ^ salt;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** A generator for one entity: `new Random(seed, 'chef', 42)`. */
  constructor(seed: number, kind: string, n: number) {
    const key = `${seed}:${kind}:${n}`;
    this.a = hash(key, 1);
    this.b = hash(key, 2);
    this.c = hash(key, 3);
    this.d = hash(key, 4);
    for (let i = 0; i < 8; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One item of a weighted table. */
  weighted<T>(table: Weighted<T>): T {
    return table.items[table.index(this.next())]!;
  }

  /** Up to `count` distinct items of a weighted table (fewer when the table is smaller). */
  distinct<T>(table: Weighted<T>, count: number): T[] {
    const chosen: T[] = [];
    for (let tries = 0; chosen.length < count && tries < count * 8; tries++) {
      const item = this.weighted(table);
      if (!chosen.includes(item)) chosen.push(item);
    }
    return chosen;
  }
}

/** Items with weights, drawn by binary search over the cumulative weights. */
export class Weighted<T> {
  readonly items: readonly T[];
  private readonly cumulative: Float64Array;

  constructor(entries: readonly (readonly [T, number])[]) {
    if (entries.length === 0) throw new Error('A weighted table needs at least one item');
    this.items = entries.map(([item]) => item);
    this.cumulative = new Float64Array(entries.length);
    let total = 0;
    entries.forEach(([, weight], i) => {
      total += weight;
      this.cumulative[i] = total;
    });
    for (let i = 0; i < entries.length; i++) this.cumulative[i]! /= total;
  }

  /** The index whose cumulative weight first passes u (0 <= u < 1). */
  index(u: number): number {
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.cumulative[middle]! > u) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}
