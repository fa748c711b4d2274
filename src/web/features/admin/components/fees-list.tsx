import { feeStates, type FeeView } from '@shared/contracts/admin-recruitment';
import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ListFailed, ListLoading, MorePages } from '@web/components/ui/list-states';
import { Tabs } from '@web/components/ui/tabs';
import { useToast } from '@web/components/ui/toast';
import { isApiError } from '@web/lib/api-client';
import { useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { formatCount, formatShortDate } from '@web/lib/format';
import { Download, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { feesCsvHref, useFees, useInvoiceFee, type FeeFilter } from '../api/fees';
import { feeStateTones } from '../lib/fee-states';
import { formatAmount } from '@shared/offers/pay';

const filters: readonly FeeFilter[] = ['all', ...feeStates];

const isFilter = (value: string | null): value is FeeFilter =>
  (filters as readonly (string | null)[]).includes(value);

/**
 * The recruitment fees (admins only; D5: 3% of a hire's first year, due after its first 30 days), in
 * tabs by state (the address keeps it), those due soonest first: each with its venue and billing
 * address, the chef and offer, the hire, the amount and its days. A due fee is marked invoiced once
 * invoiced outside the product; the CSV of the tab downloads for invoicing.
 */
export function FeesList() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('state');
  const state: FeeFilter = isFilter(asked) ? asked : 'all';
  return (
    <Tabs
      label={t('fees.tabs_label')}
      selected={state}
      onSelect={(id) => setSearch(id === 'all' ? {} : { state: id }, { replace: true })}
      items={filters.map((value) => ({
        id: value,
        label: t(`fees.filter.${value}`),
        content: <Fees key={value} state={value} />,
      }))}
    />
  );
}

function Fees({ state }: { state: FeeFilter }) {
  const { t } = useTranslation('admin');
  const { language } = useScreen();
  const fees = useFees(state);
  if (fees.isPending) return <ListLoading label={t('list.loading')} rowClassName="h-40 rounded-2xl" />;
  if (fees.isError)
    return <ListFailed text={t('list.failed')} retry={t('list.retry')} onRetry={() => void fees.refetch()} />;
  const items = fees.data.pages.flatMap((page) => page.items);
  const total = fees.data.pages[0]?.total ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-stone-700" aria-live="polite">
          {t('fees.count', { count: total, formatted: formatCount(total, language) })}
        </p>
        {total > 0 ? (
          <a
            href={feesCsvHref(state)}
            download
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 px-3 text-sm font-semibold text-stone-900 hover:bg-stone-50"
          >
            <Download aria-hidden="true" className="size-4" />
            {t('fees.csv')}
            <span className="sr-only"> ({t(`fees.filter.${state}`)})</span>
          </a>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="rounded-xl bg-stone-50 px-4 py-5 text-stone-700">{t(`fees.empty.${state}`)}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((fee) => (
            <FeeRow key={fee.id} fee={fee} />
          ))}
        </ul>
      )}
      <MorePages query={fees} labels={{ more: t('list.more'), loading: t('list.loading_more') }} />
    </div>
  );
}

function FeeRow({ fee }: { fee: FeeView }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { language } = useScreen();
  const { showToast } = useToast();
  const invoice = useInvoiceFee();
  const day = (value: string) => formatShortDate(value, language);
  const money = (amount: number) => formatAmount(amount, fee.currency, language);
  // Someone invoiced or cancelled it first: the lists are read again and it may leave this one, so
  // the server's word for it goes in a toast rather than on the row.
  const movedOn = isApiError(invoice.error) && invoice.error.code === 'fee_moved_on';
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 text-sm shadow-xs">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 text-base font-bold break-words text-stone-900">{fee.venue.name}</h2>
        <Badge tone={feeStateTones[fee.state]}>{t(`fees.state.${fee.state}`)}</Badge>
      </div>
      <p className="text-lg font-bold text-stone-900 tabular-nums">{money(fee.amount)}</p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="font-semibold text-stone-700">{t('fees.billing')}</dt>
        <dd className="min-w-0 break-all">
          {fee.billing ? (
            <a href={`mailto:${fee.billing}`} className="text-brand-700 underline underline-offset-2">
              {fee.billing}
            </a>
          ) : (
            t('fees.billing_gone')
          )}
        </dd>
        <dt className="font-semibold text-stone-700">{t('fees.chef')}</dt>
        <dd className="min-w-0 break-words">{fee.chef}</dd>
        <dt className="font-semibold text-stone-700">{t('fees.offer')}</dt>
        <dd className="min-w-0 break-words">{fee.offer}</dd>
        <dt className="font-semibold text-stone-700">{t('fees.hired_on')}</dt>
        <dd>{day(fee.hire.hiredon)}</dd>
        <dt className="font-semibold text-stone-700">{t('fees.salary')}</dt>
        <dd className="tabular-nums">{money(fee.hire.salary)}</dd>
        {fee.hire.endedon ? (
          <>
            <dt className="font-semibold text-stone-700">{t('fees.ended_on')}</dt>
            <dd>{day(fee.hire.endedon)}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-stone-700">{t('fees.due_on')}</dt>
        <dd>{day(fee.dueon)}</dd>
        <dt className="font-semibold text-stone-700">{t('fees.invoiced_on')}</dt>
        <dd>{fee.invoicedon ? day(fee.invoicedon) : t('fees.not_invoiced')}</dd>
      </dl>
      {invoice.error && !movedOn ? <Alert>{errorText(invoice.error, tc)}</Alert> : null}
      {fee.state === 'due' ? (
        <Button
          className="self-start"
          loading={invoice.isPending}
          aria-label={t('fees.invoice_named', { venue: fee.venue.name, chef: fee.chef })}
          onClick={() =>
            // Awaited rather than told by mutate(): the row may leave the list before it would hear.
            invoice
              .mutateAsync(fee.id)
              .then(() => showToast(t('fees.invoiced', { venue: fee.venue.name }), 'success'))
              .catch((error: unknown) => {
                if (isApiError(error) && error.code === 'fee_moved_on')
                  showToast(errorText(error, tc), 'info');
              })
          }
        >
          <Receipt aria-hidden="true" className="size-4" />
          {t('fees.invoice')}
        </Button>
      ) : null}
    </li>
  );
}
