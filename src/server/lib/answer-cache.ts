import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * Visitors' answers to the public searches, kept a moment (docs/decisions/029-visitor-answers.md).
 * A visitor's answer depends only on the call, its input and the interface language, and most of a
 * marketplace's readers are visitors asking the same few things (the home feed, a position in a town):
 * the serialized answer is kept `ttlMs` and sent again as it is, without reading the database,
 * validating the output or serializing it again. Any change made through this process (a request that
 * writes) drops every kept answer at once; a change made elsewhere (another process, a job) shows after
 * `ttlMs` at most. A signed-in viewer is served from here only for a call that tells which viewers share
 * an answer (registerCall's `viewerClass`), under that class.
 */
/** An answer as kept: its JSON, and the same compressed for each encoding asked so far. */
interface KeptAnswer {
  body: string;
  expires: number;
  encoded: Partial<Record<AnswerEncoding, Buffer>>;
}

export type AnswerEncoding = 'br' | 'gzip';

/**
 * The encoding to send a kept answer in: Brotli, else gzip, when the client accepts it (a zero
 * quality refuses); undefined for the JSON as it is.
 */
export function answerEncoding(acceptEncoding: string | undefined): AnswerEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Compression as @fastify/compress does it for the other answers (Brotli quality 4, gzip's default). */
const compressors: Record<AnswerEncoding, (body: string) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body),
};

/** A text compressed in `encoding` as the answers are (for a reply @fastify/compress does not reach). */
export function compressText(body: string, encoding: AnswerEncoding): Buffer {
  return compressors[encoding](body);
}

/** An answer being made: who waits for it is told when it is kept or given up. */
interface Making {
  done: Promise<void>;
  finish: () => void;
}

/** How long a visitor waits at most for another request's answer before making their own. */
const waitMs = 5000;

export class AnswerCache {
  private readonly answers = new Map<string, KeptAnswer>();
  private readonly making = new Map<string, Making>();
  /** Signed-in viewers' classes (registerCall's `viewerClass`), kept and dropped with the answers. */
  private readonly classes = new Map<string, { value: string | null; expires: number }>();
  /** Sessions of the calls kept (`session`), by token, kept and dropped with the answers. */
  private readonly sessions = new Map<string, { value: unknown; expires: number }>();
  /** Counts the clears: an answer begun before one is not kept. */
  private generation = 0;

  /**
   * @param ttlMs how long an answer is kept; 0 keeps nothing.
   * @param maxEntries the most answers kept; the oldest goes first.
   * @param now the clock (tests move it).
   */
  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /**
   * The key of a call's validated input (what the answer depends on, never the body as sent) in a
   * language for a class of viewers ('' for visitors, and for signed-in
   * viewers whose answer is a visitor's); undefined for an input too large to be worth keeping.
   */
  static keyOf(route: string, language: string, input: unknown, viewerClass = ''): string | undefined {
    const text = JSON.stringify(input ?? null);
    return text.length > 4096 ? undefined : `${route}\n${language}\n${viewerClass}\n${text}`;
  }

  /**
   * The kept answer of `key`, as JSON or compressed in `encoding` (compressed once, then kept with it);
   * undefined when nothing is kept or it expired.
   */
  get(key: string, encoding?: AnswerEncoding): string | Buffer | undefined {
    const entry = this.answers.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.answers.delete(key);
      return undefined;
    }
    if (!encoding) return entry.body;
    return (entry.encoded[encoding] ??= compressors[encoding](entry.body));
  }

  /**
   * Notes that a request makes the answer of `key` now; returns the token its `set` gives back.
   * Concurrent visitors asking the same thing then wait for that answer (`pending`) instead of each
   * making their own, as they all would when a popular answer expires.
   */
  begin(key: string): number {
    if (!this.making.has(key)) {
      let finish!: () => void;
      const done = new Promise<void>((resolve) => {
        finish = resolve;
        setTimeout(resolve, waitMs).unref();
      });
      this.making.set(key, { done, finish });
    }
    return this.generation;
  }

  /** Settles when the answer another request is making for `key` is kept or given up; else undefined. */
  pending(key: string): Promise<void> | undefined {
    return this.making.get(key)?.done;
  }

  /** The token of now: an answer made from what is read after this is kept only if nothing changes meanwhile. */
  get token(): number {
    return this.generation;
  }

  /** The request that made the answer of `key` ends without one to keep (an error, a refusal). */
  abandon(key: string): void {
    this.making.get(key)?.finish();
    this.making.delete(key);
  }

  /** Keeps the answer of `key`, unless something changed since it was begun (`token`). */
  set(key: string, body: string, token = this.generation): void {
    this.abandon(key);
    if (!this.enabled || token !== this.generation) return;
    this.answers.delete(key);
    if (this.answers.size >= this.maxEntries) {
      const oldest = this.answers.keys().next();
      if (!oldest.done) this.answers.delete(oldest.value);
    }
    this.answers.set(key, { body, expires: this.now() + this.ttlMs, encoded: {} });
  }

  /**
   * The class of a signed-in viewer for a call (`key`), as `find` tells it, kept as long as an answer:
   * a viewer asking again within that time is not asked about again (a query for most classes). Dropped
   * by any change, as the answers are; one found while a change was made is not kept.
   */
  async viewerClass(key: string, find: () => Promise<string | null>): Promise<string | null> {
    const known = this.classes.get(key);
    if (known && known.expires > this.now()) return known.value;
    const token = this.generation;
    const value = await find();
    if (token === this.generation) {
      if (this.classes.size >= this.maxEntries * 5) this.classes.clear();
      this.classes.set(key, { value, expires: this.now() + this.ttlMs });
    }
    return value;
  }

  /**
   * The session of a token for a call whose answers are kept, as `resolve` finds it, kept as long as an
   * answer (docs/decisions/032-sessions-of-kept-answers.md): a viewer asking again within that time is
   * not looked up again. Dropped by any change, as the answers are; one found while a change was made,
   * and a token naming no live session, are not kept.
   */
  async session<T>(token: string, resolve: () => Promise<T | null>): Promise<T | null> {
    const known = this.sessions.get(token);
    if (known && known.expires > this.now()) return known.value as T;
    const generation = this.generation;
    const value = await resolve();
    if (value === null) this.sessions.delete(token);
    else if (generation === this.generation) {
      if (this.sessions.size >= this.maxEntries * 5) this.sessions.clear();
      this.sessions.set(token, { value, expires: this.now() + this.ttlMs });
    }
    return value;
  }

  /** Something changed: nothing kept may be answered again. */
  clear(): void {
    this.generation++;
    this.answers.clear();
    this.classes.clear();
    this.sessions.clear();
  }

  get size(): number {
    return this.answers.size;
  }
}
