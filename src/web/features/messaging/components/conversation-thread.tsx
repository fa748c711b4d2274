import type { ConversationView, MessageView } from '@shared/contracts/messaging';
import { ProfileMessage } from '@web/components/profile/profile-layout';
import { Button, buttonClasses } from '@web/components/ui/button';
import { ListFailed, ListLoading } from '@web/components/ui/list-states';
import { Textarea } from '@web/components/ui/textarea';
import { paths } from '@shared/paths';
import { isApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { PageTitle } from '@web/lib/page-head';
import { useSessionUser } from '@web/lib/session';
import { ArrowLeft, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useConversation, useSendMessage } from '../api/messages';
import { ConversationActions } from './conversation-actions';
import { dayHeading, dayKey } from '@web/lib/days';
import { clockTime, Counterpart, counterpartOf } from './conversation-parts';
import { isBlocked, messageStatus } from '@shared/states';

const minMessageLength = 4;

/**
 * A conversation (spec doc 1 section 2 "Detail", doc 2 section 2): the other side with a link to their
 * page, the messages as chat bubbles by day (earlier ones on demand), and the send form. The form keeps
 * what was typed until the server has taken it; where the reader may not write, it says why.
 */
export function ConversationThread({ id, backHref }: { id: number; backHref: string }) {
  const { t } = useTranslation('messages');
  const { language } = useScreen();
  const navigate = useNavigate();
  const reader = useSessionUser().user?.id;
  // An address that names no conversation (`view/abc`) is not asked for: it is not found.
  const thread = useConversation(id > 0 ? id : undefined);
  const pages = thread.data?.pages ?? [];
  const conversation = pages[0]?.conversation;
  const messages = joinMessages(pages.map((page) => page.messages));
  const end = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  // The newest message and the send form in view on opening and when a message comes; not when earlier
  // messages are loaded.
  useEffect(() => {
    if (newest !== undefined) end.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  if (id > 0 && thread.isPending)
    return <ListLoading label={t('loading')} rowClassName="h-16 w-full rounded-2xl" />;
  if (!conversation) {
    const notFound = id <= 0 || (isApiError(thread.error) && thread.error.status === 404);
    return notFound ? (
      <>
        <PageTitle title={t('not_found_title')} />
        <ProfileMessage title={t('not_found_title')} text={t('not_found_text')} headingLevel={2}>
          <Link to={backHref} className={buttonClasses({ variant: 'secondary' })}>
            {t('back')}
          </Link>
        </ProfileMessage>
      </>
    ) : (
      <ListFailed text={t('load_failed')} retry={t('retry')} onRetry={() => void thread.refetch()} />
    );
  }

  const other = counterpartOf(conversation, reader);
  const profileHref =
    other.kind === 'chef'
      ? paths.chefView(language, conversation.chef.id, conversation.chef.slug)
      : paths.restaurantView(language, conversation.restaurant.id, conversation.restaurant.slug);
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={`${t('title')} · ${other.name}`} />
      <Link to={backHref} className={cn(buttonClasses({ variant: 'link' }), 'self-start')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('back')}
      </Link>
      <div className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-xs sm:p-4">
        <Counterpart conversation={conversation} reader={reader} size={56} />
        <div className="flex min-w-0 flex-1 flex-col">
          <h2 className="truncate text-lg font-bold text-stone-900">{other.name}</h2>
          {/* A side that deleted its account has no page left (docs/decisions/054). */}
          {other.deleted ? null : (
            <Link to={profileHref} className="self-start text-sm font-semibold text-brand-700 underline">
              {other.kind === 'chef' ? t('view_chef') : t('view_venue')}
            </Link>
          )}
        </div>
        <ConversationActions
          conversation={conversation}
          variant="secondary"
          onEnded={() => void navigate(backHref)}
        />
      </div>

      {thread.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          aria-busy={thread.isFetchingNextPage || undefined}
          onClick={() => !thread.isFetchingNextPage && void thread.fetchNextPage()}
        >
          {thread.isFetchingNextPage ? t('loading_older') : t('older')}
        </Button>
      ) : null}
      <Messages messages={messages} reader={reader} />
      <Composer conversation={conversation} reader={reader} name={other.name} />
      <div ref={end} />
    </div>
  );
}

/** The pages of messages (newest page first, each oldest first) as one list, oldest first, each once. */
function joinMessages(pages: MessageView[][]): MessageView[] {
  const seen = new Set<number>();
  const list: MessageView[] = [];
  for (const page of [...pages].reverse())
    for (const message of page)
      if (!seen.has(message.id)) {
        seen.add(message.id);
        list.push(message);
      }
  return list;
}

function Messages({ messages, reader }: { messages: MessageView[]; reader: number | undefined }) {
  const { t } = useTranslation('messages');
  const { language } = useScreen();
  if (messages.length === 0)
    return <p className="rounded-2xl bg-stone-100 p-4 text-stone-700">{t('first_message')}</p>;
  const lastMine = [...messages].reverse().find((message) => message.sender === reader);
  const days = messages.map((message) => dayKey(message.created));
  return (
    <div role="log" aria-label={t('title')} className="flex flex-col gap-2" data-testid="messages">
      {messages.map((message, i) => {
        const mine = message.sender === reader;
        const key = days[i]!;
        const heading =
          key !== days[i - 1]
            ? dayHeading(key, language, { today: t('today'), yesterday: t('yesterday') })
            : null;
        return (
          <div key={message.id} className="flex flex-col gap-2">
            {heading ? (
              <p className="self-center rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold text-stone-700">
                {heading}
              </p>
            ) : null}
            <div
              className={cn(
                'flex max-w-[85%] flex-col gap-1 sm:max-w-[70%]',
                mine ? 'self-end items-end' : 'self-start',
              )}
            >
              <p
                className={cn(
                  'rounded-2xl px-4 py-2 break-words whitespace-pre-line',
                  mine
                    ? 'rounded-br-sm bg-brand-700 text-white'
                    : 'rounded-bl-sm border border-stone-200 bg-white text-stone-900',
                )}
              >
                {mine ? <span className="sr-only">{t('sent_by_you')}: </span> : null}
                {message.message}
              </p>
              <p className="px-1 text-xs text-stone-600">
                <time dateTime={message.created}>{clockTime(message.created)}</time>
                {message === lastMine
                  ? ` · ${message.status === messageStatus.read ? t('read') : t('sent')}`
                  : null}
              </p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** Why the reader may not write, or null when they may. */
function closedReason(conversation: ConversationView, reader: number | undefined) {
  if (conversation.canwrite === 1) return null;
  if (conversation.chef.deleted || conversation.restaurant.deleted) return 'account_deleted';
  if (isBlocked(conversation)) return conversation.blocker === reader ? 'blocked_by_you' : 'blocked_by_other';
  if (conversation.restaurant.premium === 0)
    return reader === conversation.chef.acc ? 'venue_not_premium' : 'premium_only';
  return 'blocked_by_other';
}

function Composer({
  conversation,
  reader,
  name,
}: {
  conversation: ConversationView;
  reader: number | undefined;
  name: string;
}) {
  const { t } = useTranslation('messages');
  const send = useSendMessage(conversation.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reason = closedReason(conversation, reader);
  if (reason)
    return (
      <p role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-stone-900">
        {t(reason)}
      </p>
    );

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    const message = text.trim();
    if (message.length < minMessageLength) return setError(t('too_short'));
    setError(undefined);
    send.mutate(message, {
      // What was typed meanwhile stays.
      onSuccess: () => setText((now) => (now.trim() === message ? '' : now)),
      onError: (failure) => setError(errorText(failure, t)),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-3 shadow-xs sm:p-4"
      noValidate
    >
      <Textarea
        label={t('write_label', { name })}
        placeholder={t('write_placeholder')}
        hint={t(hasKeyboard() ? 'write_hint_keyboard' : 'write_hint')}
        error={error}
        value={text}
        rows={3}
        maxLength={2000}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(undefined);
        }}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" loading={send.isPending} className="self-end">
        <Send aria-hidden="true" className="size-4" />
        {send.isPending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}

/**
 * Whether the reader types on a keyboard: a fine pointer (mouse, trackpad) comes with one, so the
 * Ctrl+Enter shortcut is worth saying; a touch screen's keyboard has no Ctrl key.
 */
function hasKeyboard(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(pointer: fine)').matches;
}
