import type { ApplicationTab } from '@shared/applications/tabs';
import { SectionEmpty } from '@web/components/profile/profile-section';
import { Button } from '@web/components/ui/button';
import { ListFailed, ListLoading } from '@web/components/ui/list-states';
import { joinPagesById } from '@web/lib/pages';
import { useInfiniteScroll } from '@web/lib/use-infinite-scroll';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One tab of an application list (spec doc 1 section 2, doc 2 section 2): 10 a page, the next as the
 * list scrolls (throttled 500 ms) or with "show more"; its loading shape, its failure with a retry, and
 * the tab's empty text.
 */
export function PagedList<T extends { id: number }>({
  query,
  tab,
  failedText,
  render,
}: {
  query: UseInfiniteQueryResult<InfiniteData<T[]>>;
  tab: ApplicationTab;
  failedText: string;
  render: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('applications');
  const list = joinPagesById(query.data?.pages ?? []);
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage;
  const sentinel = useInfiniteScroll<HTMLDivElement>(() => void query.fetchNextPage(), canLoadMore, '400px');
  if (query.isPending)
    return <ListLoading label={t('list.loading')} rowClassName="h-40 w-full rounded-2xl" />;
  if (query.isError)
    return <ListFailed text={failedText} retry={t('list.retry')} onRetry={() => void query.refetch()} />;
  if (list.length === 0) return <SectionEmpty>{t(`list.empty.${tab}`)}</SectionEmpty>;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4" aria-label={t(`list.tab.${tab}`)}>
        {list.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
      <div ref={sentinel} />
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          aria-busy={query.isFetchingNextPage || undefined}
          onClick={() => canLoadMore && void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('list.loading_more') : t('list.show_more')}
        </Button>
      ) : null}
    </div>
  );
}
