import type { ConversationView } from '@shared/contracts/messaging';
import { SectionEmpty } from '@web/components/profile/profile-section';
import { Badge, CountBadge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { ListFailed, ListLoading } from '@web/components/ui/list-states';
import { cn } from '@web/lib/cn';
import { useScreen } from '@web/lib/device';
import { useSessionUser } from '@web/lib/session';
import { joinPagesById } from '@web/lib/pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConversations } from '../api/messages';
import { ConversationActions } from './conversation-actions';
import { dayHeading, groupByDay } from '@web/lib/days';
import { Counterpart, counterpartOf, messageTime } from './conversation-parts';
import { isBlocked } from '@shared/states';

/** Message previews are cut at 90 characters on a desktop and 35 on a phone (spec doc 1 section 9). */
const previewLength = { narrow: 35, wide: 90 } as const;

export function cutPreview(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/**
 * The conversations list (spec doc 1 section 2, doc 2 section 2): grouped by the day of their newest
 * message, each with the other side's name and picture, a preview, the unread count, and block, unblock
 * and delete; 10 a page with "show more". Conversations without messages are not listed (the server's).
 */
export function ConversationList({
  type,
  rid,
  href,
  venueName,
  empty,
}: {
  type: 'chef' | 'restaurant';
  rid?: number;
  /** Where a conversation opens. */
  href: (conversation: ConversationView) => string;
  /** On a list of several venues: the name of each conversation's venue. */
  venueName?: (rid: number) => string | undefined;
  /** The empty state's text and the way on from it. */
  empty: { text: string; link: { to: string; label: string } };
}) {
  const { t } = useTranslation('messages');
  const { language } = useScreen();
  const conversations = useConversations(type, rid);
  const list = joinPagesById(conversations.data?.pages ?? []);

  if (conversations.isPending)
    return <ListLoading label={t('loading')} rowClassName="h-20 w-full rounded-2xl" />;
  if (conversations.isError && list.length === 0)
    return (
      <ListFailed text={t('load_failed')} retry={t('retry')} onRetry={() => void conversations.refetch()} />
    );
  if (list.length === 0)
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-stone-200 bg-white p-5">
        <h2 className="text-lg font-bold text-stone-900">{t('empty_title')}</h2>
        <SectionEmpty>{empty.text}</SectionEmpty>
        <Link to={empty.link.to} className={buttonClasses({ variant: 'secondary' })}>
          {empty.link.label}
        </Link>
      </div>
    );

  const groups = groupByDay(list, (conversation) => conversation.updated ?? conversation.created);
  return (
    <div className="flex flex-col gap-5">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`day-${group.key}`} className="flex flex-col gap-2">
          <h2 id={`day-${group.key}`} className="text-sm font-semibold text-stone-700">
            {dayHeading(group.key, language, { today: t('today'), yesterday: t('yesterday') })}
          </h2>
          <ul className="flex flex-col gap-2" data-testid="conversations">
            {group.items.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow
                  conversation={conversation}
                  href={href(conversation)}
                  venue={venueName?.(conversation.restaurant.id)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {conversations.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            aria-busy={conversations.isFetchingNextPage || undefined}
            onClick={() => !conversations.isFetchingNextPage && void conversations.fetchNextPage()}
          >
            {conversations.isFetchingNextPage ? t('loading_more') : t('load_more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function ConversationRow({
  conversation,
  href,
  venue,
}: {
  conversation: ConversationView;
  href: string;
  venue?: string;
}) {
  const { t } = useTranslation('messages');
  const { language, screen } = useScreen();
  const reader = useSessionUser().user?.id;
  const other = counterpartOf(conversation, reader);
  const last = conversation.messages[0];
  const mine = last ? last.sender !== other.acc : false;
  const max = screen === 'mobile' ? previewLength.narrow : previewLength.wide;
  const preview = last ? cutPreview(last.message, max) : '';
  const unread = conversation.unread > 0;
  return (
    <div
      className={cn(
        'flex items-center gap-2 rounded-2xl border bg-white p-2 shadow-xs sm:p-3',
        unread ? 'border-brand-300' : 'border-stone-200',
      )}
    >
      <Link
        to={href}
        className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-xl p-1 hover:bg-stone-50"
      >
        <Counterpart conversation={conversation} reader={reader} size={48} />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate text-stone-900', unread ? 'font-bold' : 'font-semibold')}>
              {other.name}
            </span>
            {last ? (
              <time dateTime={last.created} className="shrink-0 text-xs text-stone-600">
                {messageTime(last.created, language)}
              </time>
            ) : null}
          </span>
          {venue ? <span className="truncate text-xs text-stone-600">{venue}</span> : null}
          <span className={cn('truncate text-sm', unread ? 'font-medium text-stone-900' : 'text-stone-700')}>
            {mine ? t('you', { text: preview }) : preview}
          </span>
        </span>
        {isBlocked(conversation) ? (
          <Badge tone="warning" className="shrink-0">
            {t('blocked')}
          </Badge>
        ) : null}
        <CountBadge
          count={conversation.unread}
          label={t('unread', { count: conversation.unread })}
          className="shrink-0"
        />
      </Link>
      <ConversationActions conversation={conversation} />
    </div>
  );
}
