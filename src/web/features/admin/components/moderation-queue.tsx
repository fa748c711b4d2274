import type { ModerationItem, ModerationKind } from '@shared/contracts/admin';
import { isLanguage, type Language } from '@shared/i18n/languages';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ListFailed, ListLoading, MorePages } from '@web/components/ui/list-states';
import { useToast } from '@web/components/ui/toast';
import { isApiError } from '@web/lib/api-client';
import { useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { formatShortDate } from '@web/lib/format';
import { languageNames } from '@web/lib/languages';
import { Check, ExternalLink, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideModeration } from '../api/decide-moderation';
import { useModerationQueue } from '../api/moderation-queue';
import { RejectDialog } from './reject-dialog';

/**
 * An item's page in the reader's language: the server gives it as its public page has it, with or
 * without the language in front.
 */
export function itemHref(path: string, language: Language): string {
  const first = path.split('/')[1];
  return isLanguage(first) ? path : `/${language}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * One moderation queue (D6: profiles, venues and offers wait in review until staff approve them),
 * oldest first: each item with its page (opened in a new tab), what it is, where, the start of its
 * text, its owner and its dates; approve at once, or reject with a reason. A decided item leaves the
 * list.
 */
export function ModerationQueue({ kind }: { kind: ModerationKind }) {
  const { t } = useTranslation('admin');
  const queue = useModerationQueue(kind);
  const [rejecting, setRejecting] = useState<ModerationItem | null>(null);
  if (queue.isPending) return <ListLoading label={t('list.loading')} rowClassName="h-48 rounded-2xl" />;
  if (queue.isError)
    return (
      <ListFailed text={t('list.failed')} retry={t('list.retry')} onRetry={() => void queue.refetch()} />
    );
  const items = queue.data.pages.flatMap((page) => page.items);
  const total = queue.data.pages[0]?.total ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-stone-700" aria-live="polite">
        {t('queue.count', { count: total })}
      </p>
      {items.length === 0 ? (
        <p className="rounded-xl bg-stone-50 px-4 py-5 text-stone-700">{t('queue.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((item) => (
            <QueueItem key={item.id} item={item} onReject={() => setRejecting(item)} />
          ))}
        </ul>
      )}
      <MorePages query={queue} labels={{ more: t('list.more'), loading: t('list.loading_more') }} />
      {rejecting ? <RejectDialog item={rejecting} onClose={() => setRejecting(null)} /> : null}
    </div>
  );
}

function QueueItem({ item, onReject }: { item: ModerationItem; onReject: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { language } = useScreen();
  const { showToast } = useToast();
  const decide = useDecideModeration();
  const approve = () =>
    decide.mutate(
      { kind: item.kind, id: item.id, decision: 'approve' },
      {
        onSuccess: () => showToast(t('queue.approved', { name: item.name }), 'success'),
        onError: (error) => {
          // Decided by someone else meanwhile: it has left the list, with the server's word for why.
          if (isApiError(error) && error.code === 'moderation_moved_on')
            showToast(errorText(error, tc), 'info');
        },
      },
    );
  const where = [item.detail, item.location].filter(Boolean).join(' · ');
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-5">
      <div>
        <h2 className="text-lg font-bold text-stone-900">
          <a
            href={itemHref(item.path, language)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 underline-offset-2 hover:underline"
          >
            {item.name}
            <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-stone-600" />
            <span className="sr-only">({t('queue.new_tab')})</span>
          </a>
        </h2>
      </div>
      {where ? <p className="font-medium text-stone-800">{where}</p> : null}
      {item.excerpt ? <p className="line-clamp-4 text-stone-700">{item.excerpt}</p> : null}
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="font-semibold text-stone-700">{t('queue.owner')}</dt>
        <dd className="min-w-0 text-stone-900">
          {item.owner.name} ·{' '}
          <a
            href={`mailto:${item.owner.email}`}
            className="break-all text-brand-700 underline underline-offset-2"
          >
            {item.owner.email}
          </a>{' '}
          · <span lang={item.owner.language}>{languageNames[item.owner.language]}</span>
        </dd>
        <dt className="font-semibold text-stone-700">{t('queue.created')}</dt>
        <dd className="text-stone-900">{formatShortDate(item.created, language)}</dd>
        <dt className="font-semibold text-stone-700">{t('queue.updated')}</dt>
        <dd className="text-stone-900">{formatShortDate(item.updated, language)}</dd>
      </dl>
      {decide.error && !(isApiError(decide.error) && decide.error.code === 'moderation_moved_on') ? (
        <Alert>{errorText(decide.error, tc)}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          loading={decide.isPending}
          onClick={approve}
          aria-label={t('queue.approve_named', { name: item.name })}
        >
          <Check aria-hidden="true" className="size-4" />
          {t('queue.approve')}
        </Button>
        <Button
          variant="secondary"
          disabled={decide.isPending}
          onClick={onReject}
          aria-label={t('queue.reject_named', { name: item.name })}
        >
          <X aria-hidden="true" className="size-4" />
          {t('queue.reject')}
        </Button>
      </div>
    </li>
  );
}
