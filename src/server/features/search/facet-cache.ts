/**
 * Facet counts and totals kept per process for a short while (docs/decisions/028-search.md): the feed's
 * counts over every live offer are not counted again for each visitor. Keyed by the normalized search
 * and what changes it for the viewer; the list itself is never cached. Bounded in entries, oldest out.
 */
export class FacetCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  /**
   * `staleMs`: how long past its time a value may still be answered while one call computes it again in
   * the background (0, the default: never; the caller waits for the new value). For counts that take
   * seconds cold (facets over every live chef), so that only the first search of a process waits.
   */
  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
    private readonly staleMs = 0,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      if (entry.expires + this.staleMs <= this.now()) this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** A value past its time but within `staleMs` of it, or undefined. */
  private stale(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expires + this.staleMs > this.now() ? entry.value : undefined;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
  }

  /**
   * The cached value, or computes, keeps and answers it. Concurrent misses of one key compute once. A
   * stale value (see `staleMs`) is answered at once while it is computed again; a failure of that
   * computation keeps the stale value, and the next call tries again.
   */
  async through(key: string, compute: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const stale = this.stale(key);
    if (stale !== undefined) {
      this.refresh(key, compute).catch(() => undefined);
      return stale;
    }
    return this.refresh(key, compute);
  }

  private refresh(key: string, compute: () => Promise<V>): Promise<V> {
    let pending = this.pending.get(key);
    if (!pending) {
      pending = compute().then(
        (value) => {
          this.pending.delete(key);
          this.set(key, value);
          return value;
        },
        (error: unknown) => {
          this.pending.delete(key);
          throw error;
        },
      );
      this.pending.set(key, pending);
    }
    return pending;
  }

  /** Forgets everything (tests, and after a change that must show at once). */
  clear(): void {
    this.entries.clear();
  }

  private readonly pending = new Map<string, Promise<V>>();
}
