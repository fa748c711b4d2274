import { Button } from '@web/components/ui/button';
import { useInfiniteScroll } from '@web/lib/use-infinite-scroll';

/**
 * The end of a find page's results: asks for the next page as it nears the viewport (infinite scroll,
 * throttled), and is a "show more" button for keyboards and browsers without the observer.
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
  const canLoad = hasMore && !loading;
  const sentinel = useInfiniteScroll<HTMLDivElement>(onMore, canLoad, '300px 0px');

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex justify-center py-2">
      <Button variant="secondary" aria-busy={loading || undefined} onClick={() => canLoad && onMore()}>
        {loading ? labels.loading : labels.more}
      </Button>
    </div>
  );
}
