import { useInfiniteScroll } from '@web/lib/use-infinite-scroll';
import { Button } from './button';
import { Skeleton } from './skeleton';

/** A list's shape while its first page loads (ui.md: skeletons, not spinners alone), named for screen readers. */
export function ListLoading({ label, rowClassName }: { label: string; rowClassName: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className={rowClassName} />
      ))}
    </div>
  );
}

/** A list that could not be read: what happened, and a retry. */
export function ListFailed({ text, retry, onRetry }: { text: string; retry: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p className="text-stone-800">{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}

/** What the next pages of a paged list need of its infinite query (TanStack Query's). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The foot of a paged list (spec doc 1 section 2: 10 a page, more on scroll): a sentinel that asks for
 * the next page as it comes near the screen (throttled 500 ms), and "show more" for keyboards and
 * where the observer cannot run, busy while the page loads.
 */
export function MorePages({
  query,
  labels,
}: {
  query: PagedQuery;
  labels: { more: string; loading: string };
}) {
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage;
  const sentinel = useInfiniteScroll<HTMLDivElement>(() => void query.fetchNextPage(), canLoadMore, '400px');
  return (
    <>
      <div ref={sentinel} />
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          aria-busy={query.isFetchingNextPage || undefined}
          onClick={() => canLoadMore && void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? labels.loading : labels.more}
        </Button>
      ) : null}
    </>
  );
}
