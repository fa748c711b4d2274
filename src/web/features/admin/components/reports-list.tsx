import { reportKinds, reportStates, type ReportView } from '@shared/contracts/admin-reports';
import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ListFailed, ListLoading, MorePages } from '@web/components/ui/list-states';
import { Select } from '@web/components/ui/select';
import { Tabs } from '@web/components/ui/tabs';
import { useToast } from '@web/components/ui/toast';
import { isApiError } from '@web/lib/api-client';
import { useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { formatCount, formatShortDate } from '@web/lib/format';
import { languageNames } from '@web/lib/languages';
import { Ban, EyeOff, ExternalLink, MailWarning, Unlock, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useActOnReport, useReports, type ReportKindFilter, type ReportState } from '../api/reports';
import { itemHref } from './moderation-queue';
import { LiftSuspensionDialog, ReportActionDialog, type ConfirmedAction } from './report-action-dialog';

const isState = (value: string | null): value is ReportState =>
  (reportStates as readonly (string | null)[]).includes(value);
const isKind = (value: string | null): value is ReportKindFilter =>
  (reportKinds as readonly (string | null)[]).includes(value);

/** The kind filter's order: everything first. */
const kindFilters: readonly ReportKindFilter[] = ['all', 'chef', 'restaurant'];

/** What a card opens: a confirmation of an action on the report, or of lifting its account's suspension. */
type Opened = { report: ReportView; action: ConfirmedAction } | { report: ReportView; action: 'lift' };

/**
 * Reports (both roles, D6): what chefs and restaurants reported about each other, open ones first
 * (oldest first), in tabs by state with a filter by kind (the address keeps both). Each report with
 * the reported account, its page, the reporter and their words; an open one is dismissed at once, or
 * answered by warning, hiding or suspending the account after a confirmation. A suspended account's
 * suspension is lifted from any of its reports.
 */
export function ReportsList() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const askedState = search.get('state');
  const askedKind = search.get('kind');
  const state: ReportState = isState(askedState) ? askedState : 'open';
  const kind: ReportKindFilter = isKind(askedKind) ? askedKind : 'all';
  const choose = (next: { state?: ReportState; kind?: ReportKindFilter }) => {
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
          label={t('reports.kind_filter')}
          value={kind}
          onChange={(event) => choose({ kind: event.target.value as ReportKindFilter })}
          options={kindFilters.map((value) => ({ value, label: t(`reports.kinds.${value}`) }))}
        />
      </div>
      <Tabs
        label={t('reports.tabs_label')}
        selected={state}
        onSelect={(id) => choose({ state: id as ReportState })}
        items={reportStates.map((value) => ({
          id: value,
          label: t(`reports.state.${value}`),
          content: <Reports key={`${value}-${kind}`} state={value} kind={kind} />,
        }))}
      />
    </div>
  );
}

function Reports({ state, kind }: { state: ReportState; kind: ReportKindFilter }) {
  const { t } = useTranslation('admin');
  const { language } = useScreen();
  const reports = useReports({ state, kind });
  const [opened, setOpened] = useState<Opened | null>(null);
  if (reports.isPending) return <ListLoading label={t('list.loading')} rowClassName="h-56 rounded-2xl" />;
  if (reports.isError)
    return (
      <ListFailed text={t('list.failed')} retry={t('list.retry')} onRetry={() => void reports.refetch()} />
    );
  const items = reports.data.pages.flatMap((page) => page.items);
  const total = reports.data.pages[0]?.total ?? 0;
  const close = () => setOpened(null);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-stone-700" aria-live="polite">
        {t('reports.count', { count: total, formatted: formatCount(total, language) })}
      </p>
      {items.length === 0 ? (
        <p className="rounded-xl bg-stone-50 px-4 py-5 text-stone-700">{t(`reports.empty.${state}`)}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} onOpen={(action) => setOpened({ report, action })} />
            </li>
          ))}
        </ul>
      )}
      <MorePages query={reports} labels={{ more: t('list.more'), loading: t('list.loading_more') }} />
      {opened?.action === 'lift' ? (
        <LiftSuspensionDialog offender={opened.report.offender} onClose={close} />
      ) : opened ? (
        <ReportActionDialog report={opened.report} action={opened.action} onClose={close} />
      ) : null}
    </div>
  );
}

const actions: readonly { action: ConfirmedAction; Icon: typeof Ban }[] = [
  { action: 'warn', Icon: MailWarning },
  { action: 'hide', Icon: EyeOff },
  { action: 'suspend', Icon: Ban },
];

function ReportCard({
  report,
  onOpen,
}: {
  report: ReportView;
  onOpen: (action: ConfirmedAction | 'lift') => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { language } = useScreen();
  const { showToast } = useToast();
  const act = useActOnReport();
  const headingId = useId();
  const { offender, reporter, item } = report;
  const name = offender.name;
  const day = (value: string) => formatShortDate(value, language);
  const movedOn = isApiError(act.error) && act.error.code === 'report_moved_on';
  // Awaited rather than mutate's callbacks: once the lists are read again the card is gone, and with it
  // those callbacks.
  const dismiss = async () => {
    try {
      await act.mutateAsync({ id: report.id, action: 'dismiss' });
      showToast(t('reports.done.dismiss', { name }), 'success');
    } catch (error) {
      // Answered by someone else meanwhile: the lists are read again, with the server's word for why.
      if (isApiError(error) && error.code === 'report_moved_on') showToast(errorText(error, tc), 'info');
    }
  };
  const link = 'text-brand-700 underline underline-offset-2';
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="min-w-0 text-lg font-bold break-words text-stone-900">
          {t('reports.about', { name })}
        </h2>
        <Badge tone="neutral">{t(`reports.kind.${report.kind}`)}</Badge>
        {offender.suspended ? <Badge tone="warning">{t('reports.suspended')}</Badge> : null}
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="font-semibold text-stone-700">{t('reports.account')}</dt>
        <dd className="min-w-0 text-stone-900">
          {name} ·{' '}
          <a href={`mailto:${offender.email}`} className={`break-all ${link}`}>
            {offender.email}
          </a>{' '}
          · <span lang={offender.language}>{languageNames[offender.language]}</span>
        </dd>
        <dt className="font-semibold text-stone-700">{t('reports.open_reports')}</dt>
        <dd className="text-stone-900">
          {t('reports.open_count', {
            count: offender.openReports,
            formatted: formatCount(offender.openReports, language),
          })}
        </dd>
        <dt className="font-semibold text-stone-700">{t('reports.item')}</dt>
        <dd className="min-w-0 text-stone-900">
          {item ? (
            <a
              href={itemHref(item.path, language)}
              target="_blank"
              rel="noopener noreferrer"
              className={`inline-flex items-center gap-1 break-words ${link}`}
            >
              {item.name}
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="sr-only">({t('queue.new_tab')})</span>
            </a>
          ) : (
            t('reports.no_item')
          )}
        </dd>
        <dt className="font-semibold text-stone-700">{t('reports.reporter')}</dt>
        <dd className="min-w-0 text-stone-900">
          {reporter ? (
            <>
              {reporter.name} ·{' '}
              <a href={`mailto:${reporter.email}`} className={`break-all ${link}`}>
                {reporter.email}
              </a>
            </>
          ) : (
            <span className="text-stone-700 italic">{t('reports.reporter_deleted')}</span>
          )}
        </dd>
        <dt className="font-semibold text-stone-700">{t('reports.created')}</dt>
        <dd className="text-stone-900">{day(report.created)}</dd>
        {report.state !== 'open' ? (
          <>
            <dt className="font-semibold text-stone-700">{t('reports.outcome')}</dt>
            <dd className="text-stone-900">
              {report.outcome
                ? report.resolved
                  ? t('reports.outcome_on', {
                      outcome: t(`reports.outcomes.${report.outcome}`),
                      date: day(report.resolved),
                    })
                  : t(`reports.outcomes.${report.outcome}`)
                : t(`reports.state.${report.state}`)}
            </dd>
          </>
        ) : null}
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-stone-700">{t('reports.words')}</h3>
        {report.reason.trim() ? (
          <blockquote className="mt-1 border-l-4 border-stone-200 pl-3 break-words whitespace-pre-wrap text-stone-800">
            {report.reason}
          </blockquote>
        ) : (
          <p className="mt-1 text-stone-700 italic">{t('reports.no_words')}</p>
        )}
      </div>
      {act.error && !movedOn ? <Alert>{errorText(act.error, tc)}</Alert> : null}
      {report.state === 'open' || offender.suspended ? (
        // Two a row on phones (big targets), one row from 640 px.
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {report.state === 'open' ? (
            <>
              <Button
                variant="secondary"
                loading={act.isPending}
                onClick={() => void dismiss()}
                aria-label={t('reports.dismiss_named', { name })}
              >
                <X aria-hidden="true" className="size-4" />
                {t('reports.dismiss')}
              </Button>
              {actions.map(({ action, Icon }) => (
                <Button
                  key={action}
                  variant={action === 'suspend' ? 'danger' : 'secondary'}
                  disabled={act.isPending}
                  onClick={() => onOpen(action)}
                  aria-label={t(`reports.${action}_named`, { name })}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t(`reports.${action}`)}
                </Button>
              ))}
            </>
          ) : null}
          {offender.suspended ? (
            <Button
              variant="secondary"
              onClick={() => onOpen('lift')}
              aria-label={t('reports.lift_named', { name })}
            >
              <Unlock aria-hidden="true" className="size-4" />
              {t('reports.lift')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
