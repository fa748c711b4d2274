import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerCache, answerEncoding } from './answer-cache';

describe('AnswerCache', () => {
  const clock = () => {
    let now = 1_000;
    return { now: () => now, move: (ms: number) => (now += ms) };
  };

  it('keeps an answer for its time, then forgets it', () => {
    const time = clock();
    const cache = new AnswerCache(2000, 10, time.now);
    cache.set('a', '{"x":1}', cache.begin('a'));
    expect(cache.get('a')).toBe('{"x":1}');
    time.move(1999);
    expect(cache.get('a')).toBe('{"x":1}');
    time.move(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps a viewer’s class as long as an answer, and forgets it on a change', async () => {
    const time = clock();
    const cache = new AnswerCache(2000, 10, time.now);
    let asked = 0;
    const find = async () => `class ${++asked}`;
    expect(await cache.viewerClass('v', find)).toBe('class 1');
    expect(await cache.viewerClass('v', find)).toBe('class 1');
    time.move(2000);
    expect(await cache.viewerClass('v', find)).toBe('class 2');
    cache.clear();
    expect(await cache.viewerClass('v', find)).toBe('class 3');
    // Found while a change was made: not kept.
    const during = cache.viewerClass('v2', async () => {
      cache.clear();
      return 'old';
    });
    expect(await during).toBe('old');
    expect(await cache.viewerClass('v2', async () => 'new')).toBe('new');
  });

  it('keeps a live session as long as an answer, never a missing one, and forgets it on a change', async () => {
    const time = clock();
    const cache = new AnswerCache(2000, 10, time.now);
    let looked = 0;
    const live = async () => ({ account: ++looked });
    expect(await cache.session('t', live)).toEqual({ account: 1 });
    expect(await cache.session('t', live)).toEqual({ account: 1 });
    time.move(2000);
    expect(await cache.session('t', live)).toEqual({ account: 2 });
    cache.clear();
    expect(await cache.session('t', live)).toEqual({ account: 3 });
    // A token naming no session is looked up each time, and drops what was kept for it.
    time.move(2000);
    expect(await cache.session('t', async () => null)).toBeNull();
    expect(await cache.session('t', live)).toEqual({ account: 4 });
    // Found while a change was made: not kept.
    const during = cache.session('t2', async () => {
      cache.clear();
      return 'old';
    });
    expect(await during).toBe('old');
    expect(await cache.session('t2', async () => 'new')).toBe('new');
  });

  it('keeps nothing when its time is 0', () => {
    const cache = new AnswerCache(0);
    expect(cache.enabled).toBe(false);
    cache.set('a', '{}', cache.begin('a'));
    expect(cache.get('a')).toBeUndefined();
  });

  it('compresses an answer once per encoding, and the bytes unpack to the answer', () => {
    const cache = new AnswerCache(1000);
    const body = JSON.stringify({
      list: Array.from({ length: 50 }, (_, i) => ({ id: i, name: 'Sous chef' })),
    });
    cache.set('a', body, cache.begin('a'));
    const br = cache.get('a', 'br') as Buffer;
    expect(brotliDecompressSync(br).toString()).toBe(body);
    expect(cache.get('a', 'br')).toBe(br);
    expect(gunzipSync(cache.get('a', 'gzip') as Buffer).toString()).toBe(body);
    expect(br.length).toBeLessThan(body.length / 3);
  });

  it('drops the oldest answer when full', () => {
    const cache = new AnswerCache(1000, 2);
    for (const key of ['a', 'b', 'c']) cache.set(key, key, cache.begin(key));
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'b', 'c']);
  });

  it('forgets everything on a change, and does not keep an answer begun before it', () => {
    const cache = new AnswerCache(1000);
    cache.set('a', 'old', cache.begin('a'));
    const token = cache.begin('b');
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 'made before the change', token);
    expect(cache.get('b')).toBeUndefined();
  });

  it('lets concurrent askers wait for the one answer being made', async () => {
    const cache = new AnswerCache(1000);
    expect(cache.pending('a')).toBeUndefined();
    const token = cache.begin('a');
    const waiting = cache.pending('a')!;
    let woke = false;
    void waiting.then(() => (woke = true));
    await Promise.resolve();
    expect(woke).toBe(false);
    cache.set('a', 'answer', token);
    await waiting;
    expect(cache.get('a')).toBe('answer');
    expect(cache.pending('a')).toBeUndefined();

    cache.begin('b');
    const given = cache.pending('b')!;
    cache.abandon('b');
    await given;
    expect(cache.get('b')).toBeUndefined();
  });

  it('keys the call, the language and the input, and skips inputs too large to keep', () => {
    expect(AnswerCache.keyOf('/api/x', 'en', { page: 0 })).not.toBe(
      AnswerCache.keyOf('/api/x', 'fr', { page: 0 }),
    );
    expect(AnswerCache.keyOf('/api/x', 'en', { page: 0 })).not.toBe(
      AnswerCache.keyOf('/api/x', 'en', { page: 1 }),
    );
    expect(AnswerCache.keyOf('/api/x', 'en', { text: 'x'.repeat(5000) })).toBeUndefined();
  });
});

describe('answerEncoding', () => {
  it('prefers Brotli, then gzip, and honours a zero quality', () => {
    expect(answerEncoding('gzip, deflate, br')).toBe('br');
    expect(answerEncoding('gzip;q=0.8, br;q=0')).toBe('gzip');
    expect(answerEncoding('deflate')).toBeUndefined();
    expect(answerEncoding('identity')).toBeUndefined();
    expect(answerEncoding(undefined)).toBeUndefined();
  });
});
