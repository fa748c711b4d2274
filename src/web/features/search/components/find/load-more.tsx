import { Button } from '@web/components/ui/button';
import { useEffect, useRef } from 'react';

/** Infinite scroll asks at most once in this time (spec doc 1 section 9: throttled 500 ms). */
export const scrollThrottleMs = 500;

/**
 * The end of a result list: a sentinel that asks for the next page as it nears the viewport (infinite
 * scroll, throttled), and the same as a "show more" button for keyboards and browsers without the observer.
 */
export function LoadMore({
  hasMore,
  loading,
  onMore,
  labels,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  labels: { more: string; loading: string };
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const lastAsked = useRef(0);
  const canLoad = hasMore && !loading;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canLoad || typeof IntersectionObserver === 'undefined') return;
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
      onMore();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) ask();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [canLoad, onMore]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex justify-center py-2">
      <Button variant="secondary" aria-busy={loading || undefined} onClick={() => canLoad && onMore()}>
        {loading ? labels.loading : labels.more}
      </Button>
    </div>
  );
}
