import { useEffect, useRef } from 'react';

/** Infinite scroll asks at most once in this time (spec doc 1 section 9: throttled 500 ms). */
export const scrollThrottleMs = 500;

/**
 * Infinite scroll for the result lists of the feed and the find pages (spec doc 1 section 9): the
 * returned ref goes on an element after the list, and `onMore` is called when that element comes within
 * `rootMargin` of the viewport, at most once in 500 ms (a call within that time waits its turn). Nothing
 * happens while `enabled` is false (no more pages, or one loading) or where IntersectionObserver is
 * missing: the lists keep a "show more" button for keyboards and such browsers. Each time `enabled`
 * comes back, the element is observed again, so a list shorter than the screen keeps loading.
 */
export function useInfiniteScroll<E extends HTMLElement>(
  onMore: () => void,
  enabled: boolean,
  rootMargin: string,
) {
  const sentinel = useRef<E>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  });
  const lastAsked = useRef(0);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      const wait = lastAsked.current + scrollThrottleMs - Date.now();
      if (wait > 0) {
        timer ??= setTimeout(() => {
          timer = undefined;
          ask();
        }, wait);
        return;
      }
      lastAsked.current = Date.now();
      more.current();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) ask();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [enabled, rootMargin]);

  return sentinel;
}
