import {
  inboxKinds,
  inboxStates,
  type InboxKind,
  type InboxMessage,
  type InboxState,
} from '@shared/contracts/admin-inbox';
import { Alert } from '@web/components/ui/alert';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ListFailed, ListLoading, MorePages } from '@web/components/ui/list-states';
import { Select } from '@web/components/ui/select';
import { Tabs } from '@web/components/ui/tabs';
import { useToast } from '@web/components/ui/toast';
import { useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { formatCount } from '@web/lib/format';
import { languageNames } from '@web/lib/languages';
import { Check, Download, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { inboxCvHref, useHandleMessage, useInbox } from '../api/inbox';
import { formatMoment } from '../lib/audit-format';
import { formatFileSize } from '../lib/dashboard-format';
import { itemHref } from './moderation-queue';

type KindFilter = InboxKind | 'all';
const kindFilters: readonly KindFilter[] = ['all', ...inboxKinds];
const kindTones: Record<InboxKind, BadgeTone> = { message: 'neutral', callback: 'warning', cv: 'brand' };

const isState = (value: string | null): value is InboxState =>
  (inboxStates as readonly (string | null)[]).includes(value);
const isKind = (value: string | null): value is KindFilter =>
  (kindFilters as readonly (string | null)[]).includes(value);

/**
 * The inbox (both roles): what visitors sent through the contact page (messages, callback requests,
 * CVs), newest first, open ones by default, in tabs by state with a filter by kind (the address keeps
 * both). Each with everything sent, the CV to download and the offers it was for; marking one handled
 * records who and when.
 */
export function InboxList() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const askedState = search.get('state');
  const askedKind = search.get('kind');
  const state: InboxState = isState(askedState) ? askedState : 'open';
  const kind: KindFilter = isKind(askedKind) ? askedKind : 'all';
  const choose = (next: { state?: InboxState; kind?: KindFilter }) => {
    const chosen = { state, kind, ...next };
    setSearch(
      {
        ...(chosen.state === 'open' ? {} : { state: chosen.state }),
        ...(chosen.kind === 'all' ? {} : { kind: chosen.kind }),
      },
      { replace: true },
    );
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="max-w-xs">
        <Select
          label={t('inbox.kind_filter')}
          value={kind}
          onChange={(event) => choose({ kind: event.target.value as KindFilter })}
          options={kindFilters.map((value) => ({ value, label: t(`inbox.kinds.${value}`) }))}
        />
      </div>
      <Tabs
        label={t('inbox.tabs_label')}
        selected={state}
        onSelect={(id) => choose({ state: id as InboxState })}
        items={inboxStates.map((value) => ({
          id: value,
          label: t(`inbox.state.${value}`),
          content: <Messages key={`${value}-${kind}`} state={value} kind={kind} />,
        }))}
      />
    </div>
  );
}

function Messages({ state, kind }: { state: InboxState; kind: KindFilter }) {
  const { t } = useTranslation('admin');
  const { language } = useScreen();
  const inbox = useInbox({ state, kind });
  if (inbox.isPending) return <ListLoading label={t('list.loading')} rowClassName="h-48 rounded-2xl" />;
  if (inbox.isError)
    return (
      <ListFailed text={t('list.failed')} retry={t('list.retry')} onRetry={() => void inbox.refetch()} />
    );
  const items = inbox.data.pages.flatMap((page) => page.items);
  const total = inbox.data.pages[0]?.total ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-stone-700" aria-live="polite">
        {t('inbox.count', { count: total, formatted: formatCount(total, language) })}
      </p>
      {items.length === 0 ? (
        <p className="rounded-xl bg-stone-50 px-4 py-5 text-stone-700">{t(`inbox.empty.${state}`)}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </ul>
      )}
      <MorePages query={inbox} labels={{ more: t('list.more'), loading: t('list.loading_more') }} />
    </div>
  );
}

function MessageCard({ message }: { message: InboxMessage }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { language } = useScreen();
  const { showToast } = useToast();
  const handle = useHandleMessage();
  const { handled } = message;
  const link = 'text-brand-700 underline underline-offset-2';
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 text-lg font-bold break-words text-stone-900">{message.subject}</h2>
        <Badge tone={kindTones[message.kind]}>{t(`inbox.kind.${message.kind}`)}</Badge>
        {handled ? <Badge tone="success">{t('inbox.handled_badge')}</Badge> : null}
      </div>
      <p className="text-sm text-stone-700">
        <span className="font-semibold text-stone-900">{message.name}</span>
        {message.company ? ` · ${message.company}` : null} ·{' '}
        <span className="tabular-nums">{formatMoment(message.created, language)}</span>
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        {message.email ? (
          <>
            <dt className="font-semibold text-stone-700">{t('inbox.email')}</dt>
            <dd className="min-w-0">
              <a href={`mailto:${message.email}`} className={`break-all ${link}`}>
                {message.email}
              </a>
            </dd>
          </>
        ) : null}
        {message.phone ? (
          <>
            <dt className="font-semibold text-stone-700">{t('inbox.phone')}</dt>
            <dd>
              <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} className={link}>
                {message.phone}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="font-semibold text-stone-700">{t('inbox.language')}</dt>
        <dd lang={message.language}>{languageNames[message.language]}</dd>
        {message.account ? (
          <>
            <dt className="font-semibold text-stone-700">{t('inbox.account')}</dt>
            <dd className="min-w-0 break-words">
              {t('inbox.account_line', {
                name: message.account.name,
                email: message.account.email,
                type: t(`inbox.account_type.${message.account.type}`),
              })}
            </dd>
          </>
        ) : null}
        {message.offers.length > 0 ? (
          <>
            <dt className="font-semibold text-stone-700">{t('inbox.offers')}</dt>
            <dd className="min-w-0">
              <ul className="flex flex-col gap-1">
                {message.offers.map((offer) => (
                  <li key={offer.id}>
                    {offer.path ? (
                      <a
                        href={itemHref(offer.path, language)}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={`inline-flex items-center gap-1 ${link}`}
                      >
                        {t('inbox.offer_line', { name: offer.name, venue: offer.venue })}
                        <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                        <span className="sr-only">({t('queue.new_tab')})</span>
                      </a>
                    ) : (
                      t('inbox.offer_gone', { id: offer.id })
                    )}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      <p className="whitespace-pre-wrap break-words text-stone-800">{message.enquiry}</p>
      {message.cv ? (
        <a
          href={inboxCvHref(message.id)}
          download
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg border border-stone-300 px-3 text-sm font-semibold text-stone-900 hover:bg-stone-50"
        >
          <Download aria-hidden="true" className="size-4" />
          {t('inbox.download_cv', {
            name: message.cv.name,
            size: formatFileSize(message.cv.size, language),
          })}
        </a>
      ) : null}
      {handle.error ? <Alert>{errorText(handle.error, tc)}</Alert> : null}
      {handled ? (
        <p className="text-sm text-stone-700">
          {handled.by
            ? t('inbox.handled_by', { name: handled.by.name, date: formatMoment(handled.at, language) })
            : t('inbox.handled_on', { date: formatMoment(handled.at, language) })}
        </p>
      ) : (
        <Button
          className="self-start"
          loading={handle.isPending}
          aria-label={t('inbox.mark_handled_named', { subject: message.subject })}
          onClick={() =>
            // Awaited rather than told by mutate(): the card leaves the open list before it would hear.
            handle
              .mutateAsync(message.id)
              .then((done) =>
                showToast(
                  done.handled?.by
                    ? t('inbox.marked', { name: done.handled.by.name })
                    : t('inbox.marked_anonymous'),
                  'success',
                ),
              )
              .catch(() => undefined)
          }
        >
          <Check aria-hidden="true" className="size-4" />
          {t('inbox.mark_handled')}
        </Button>
      )}
    </li>
  );
}
