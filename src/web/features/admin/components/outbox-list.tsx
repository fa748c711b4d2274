import { outboxStatuses, type OutboxMail, type OutboxStatus } from '@shared/contracts/admin-inbox';
import { Alert } from '@web/components/ui/alert';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ListFailed, ListLoading, MorePages } from '@web/components/ui/list-states';
import { Tabs } from '@web/components/ui/tabs';
import { useToast } from '@web/components/ui/toast';
import { useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { formatCount } from '@web/lib/format';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOutbox, useRetryMail, type OutboxFilter } from '../api/outbox';
import { formatMoment } from '../lib/audit-format';

const filters: readonly OutboxFilter[] = ['all', ...outboxStatuses];
const statusTones: Record<OutboxStatus, BadgeTone> = {
  queued: 'brand',
  sent: 'success',
  failed: 'warning',
  stored: 'neutral',
};

const isFilter = (value: string | null): value is OutboxFilter =>
  (filters as readonly (string | null)[]).includes(value);

/**
 * The e-mail outbox (admins only): every e-mail the service wrote, newest first, in tabs by status
 * (the address keeps it), each with its recipient, subject, template, delivery attempts and the mail
 * server's last refusal; a failed one can be sent again, through the same delivery and its retries.
 */
export function OutboxList() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('status');
  const status: OutboxFilter = isFilter(asked) ? asked : 'all';
  return (
    <Tabs
      label={t('outbox.tabs_label')}
      selected={status}
      onSelect={(id) => setSearch(id === 'all' ? {} : { status: id }, { replace: true })}
      items={filters.map((value) => ({
        id: value,
        label: t(`outbox.filter.${value}`),
        content: <Mails key={value} status={value} />,
      }))}
    />
  );
}

function Mails({ status }: { status: OutboxFilter }) {
  const { t } = useTranslation('admin');
  const { language } = useScreen();
  const outbox = useOutbox(status);
  if (outbox.isPending) return <ListLoading label={t('list.loading')} rowClassName="h-28 rounded-2xl" />;
  if (outbox.isError)
    return (
      <ListFailed text={t('list.failed')} retry={t('list.retry')} onRetry={() => void outbox.refetch()} />
    );
  const items = outbox.data.pages.flatMap((page) => page.items);
  const total = outbox.data.pages[0]?.total ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-stone-700" aria-live="polite">
        {t('outbox.count', { count: total, formatted: formatCount(total, language) })}
      </p>
      {items.length === 0 ? (
        <p className="rounded-xl bg-stone-50 px-4 py-5 text-stone-700">{t(`outbox.empty.${status}`)}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((mail) => (
            <MailRow key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
      <MorePages query={outbox} labels={{ more: t('list.more'), loading: t('list.loading_more') }} />
    </div>
  );
}

function MailRow({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { language } = useScreen();
  const { showToast } = useToast();
  const retry = useRetryMail();
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 text-sm shadow-xs">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 text-base font-bold break-words text-stone-900">{mail.subject}</h2>
        <Badge tone={statusTones[mail.status]}>{t(`outbox.status.${mail.status}`)}</Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="font-semibold text-stone-700">{t('outbox.to')}</dt>
        <dd className="min-w-0 break-all">{mail.to}</dd>
        <dt className="font-semibold text-stone-700">{t('outbox.template')}</dt>
        <dd>
          <code className="font-mono text-xs">{mail.template}</code> · {mail.language}
        </dd>
        <dt className="font-semibold text-stone-700">{t('outbox.created')}</dt>
        <dd className="tabular-nums">
          {formatMoment(mail.created, language)}
          {mail.sent ? ` · ${t('outbox.sent_at', { date: formatMoment(mail.sent, language) })}` : null}
        </dd>
        {/* A message kept without a mail server was never to be delivered: no attempts to tell. */}
        {mail.status === 'stored' ? null : (
          <>
            <dt className="font-semibold text-stone-700">{t('outbox.attempts')}</dt>
            <dd>
              {mail.attempts === null ? t('outbox.attempts_unknown') : formatCount(mail.attempts, language)}
            </dd>
          </>
        )}
        {mail.error ? (
          <>
            <dt className="font-semibold text-stone-700">{t('outbox.error')}</dt>
            <dd className="min-w-0 font-mono text-xs break-words text-stone-800">{mail.error}</dd>
          </>
        ) : null}
      </dl>
      {retry.error ? <Alert>{errorText(retry.error, tc)}</Alert> : null}
      {mail.status === 'failed' ? (
        <Button
          variant="secondary"
          className="self-start"
          loading={retry.isPending}
          aria-label={t('outbox.retry_named', { subject: mail.subject })}
          onClick={() =>
            retry.mutate(mail.id, { onSuccess: () => showToast(t('outbox.retried'), 'success') })
          }
        >
          <RotateCw aria-hidden="true" className="size-4" />
          {t('outbox.retry')}
        </Button>
      ) : null}
    </li>
  );
}
