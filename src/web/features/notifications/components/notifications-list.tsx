import type { NotificationView } from '@shared/contracts/notifications';
import { SectionEmpty } from '@web/components/profile/profile-section';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ListFailed, ListLoading } from '@web/components/ui/list-states';
import { Thumbnail } from '@web/components/ui/thumbnail';
import { cn } from '@web/lib/cn';
import { useScreen } from '@web/lib/device';
import { formatShortDate } from '@web/lib/format';
import { joinPagesById } from '@web/lib/pages';
import { Bell } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';

// The contract's limit, written out: a value import would bring the schemas (zod) into the page.
const maxIdsPerRead = 50;

/**
 * The notifications list (spec doc 1 section 2: 10 a page with a load-more button; each with a link, a
 * title and an image), newest first, the unread ones marked "new". The unread ones shown are marked
 * read once a fresh answer shows them (after "load more" too, and when a refetch brings new ones): the
 * badges count what is left, and the rows keep their "new" marks for this visit.
 */
export function NotificationsList({
  rid,
  venueName,
}: {
  rid?: number;
  /** On a list of several venues: the name of each notification's venue, shown beside its date. */
  venueName?: (rid: number) => string | undefined;
}) {
  const { t } = useTranslation('account');
  const notifications = useNotifications(rid);
  const { mutate: markRead } = useMarkNotificationsRead();
  const marked = useRef(new Set<number>());
  const list = joinPagesById(notifications.data?.pages ?? []);
  const fresh = notifications.isFetchedAfterMount && !notifications.isFetching;
  const unreadShown = fresh ? list.filter((item) => item.read === 0).map((item) => item.id) : [];
  const shownKey = unreadShown.join(',');

  useEffect(() => {
    const ids = shownKey ? shownKey.split(',').map(Number) : [];
    const toMark = ids.filter((id) => !marked.current.has(id));
    if (toMark.length === 0) return;
    for (const id of toMark) marked.current.add(id);
    // notifications/read takes up to 50 ids a call (a refetch of many pages may show more new ones).
    for (let start = 0; start < toMark.length; start += maxIdsPerRead)
      markRead({ rid, ids: toMark.slice(start, start + maxIdsPerRead) });
  }, [shownKey, rid, markRead]);

  if (notifications.isPending)
    return <ListLoading label={t('notifications.loading')} rowClassName="h-20 w-full rounded-2xl" />;
  if (notifications.isError)
    return (
      <ListFailed
        text={t('notifications.load_failed')}
        retry={t('notifications.retry')}
        onRetry={() => void notifications.refetch()}
      />
    );

  if (list.length === 0)
    return (
      <div className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-5">
        <h2 className="text-lg font-bold text-stone-900">{t('notifications.empty_title')}</h2>
        <SectionEmpty>{t('notifications.empty')}</SectionEmpty>
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" data-testid="notifications">
        {list.map((notification) => (
          <li key={notification.id}>
            <NotificationRow
              notification={notification}
              venue={notification.rid && venueName ? venueName(notification.rid) : undefined}
            />
          </li>
        ))}
      </ul>
      {notifications.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            aria-busy={notifications.isFetchingNextPage || undefined}
            onClick={() => !notifications.isFetchingNextPage && void notifications.fetchNextPage()}
          >
            {notifications.isFetchingNextPage
              ? t('notifications.loading_more')
              : t('notifications.load_more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function NotificationRow({ notification, venue }: { notification: NotificationView; venue?: string }) {
  const { t } = useTranslation('account');
  const { language } = useScreen();
  const { link, title, image } = notification.payload;
  const isNew = notification.read === 0;
  return (
    <Link
      to={link}
      className="flex min-h-11 items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-xs hover:border-brand-300 hover:bg-stone-50 sm:gap-4 sm:p-4"
    >
      <Thumbnail
        image={image?.sizes}
        pixels={56}
        fallback={{ icon: Bell }}
        className="size-12 rounded-xl sm:size-14"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className={cn('break-words text-stone-900', isNew ? 'font-semibold' : 'font-medium')}>
          {title}
        </span>
        <span className="text-sm text-stone-700">
          <time dateTime={notification.created}>{formatShortDate(notification.created, language)}</time>
          {venue ? ` · ${venue}` : null}
        </span>
      </span>
      {isNew ? (
        <Badge tone="brand" className="shrink-0">
          {t('notifications.new')}
        </Badge>
      ) : null}
    </Link>
  );
}
