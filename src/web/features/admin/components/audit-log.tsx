import { auditInput, type AuditEntry } from '@shared/contracts/admin';
import { Button } from '@web/components/ui/button';
import { FormInput } from '@web/components/ui/form-field';
import { ListFailed, ListLoading } from '@web/components/ui/list-states';
import { useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { schemaResolver } from '@web/lib/form-resolver';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useAuditLog, type AuditFilters } from '../api/audit-log';
import { compactJson, formatMoment } from '../lib/audit-format';

const filterNames = ['staff', 'kind', 'object', 'day'] as const;
type FilterForm = Record<(typeof filterNames)[number], string>;

/**
 * The audit log (admins only): every staff action, newest first, filtered by the member of staff's
 * e-mail, the kind and id of the object, and the day; the address keeps the filters. A table on wide
 * screens, a card per action on phones; "more" reads the next page.
 */
export function AuditLog() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { screen } = useScreen();
  const [search, setSearch] = useSearchParams();
  const filters: AuditFilters = Object.fromEntries(
    filterNames.map((name) => [name, search.get(name) ?? '']),
  ) as FilterForm;
  const log = useAuditLog(filters);
  const form = useForm<FilterForm, unknown, z.output<typeof auditInput>>({
    resolver: schemaResolver<FilterForm, typeof auditInput>(auditInput),
    defaultValues: filters as FilterForm,
  });
  const onSubmit = form.handleSubmit((values) => {
    const given = filterNames.flatMap((name) => {
      const value = values[name];
      return value === undefined || value === '' ? [] : [[name, String(value)] as [string, string]];
    });
    setSearch(Object.fromEntries(given));
  });

  let body;
  if (log.isPending) body = <ListLoading label={t('list.loading')} rowClassName="h-20 rounded-xl" />;
  else if (log.isError)
    body = (
      <ListFailed
        text={errorText(log.error, tc)}
        retry={t('list.retry')}
        onRetry={() => void log.refetch()}
      />
    );
  else {
    const rows = log.data.pages.flatMap((page) => page.items);
    body =
      rows.length === 0 ? (
        <p className="rounded-xl bg-stone-50 px-4 py-5 text-stone-700">{t('audit.empty')}</p>
      ) : screen === 'mobile' ? (
        <AuditCards rows={rows} />
      ) : (
        <AuditTable rows={rows} />
      );
  }

  return (
    <div className="flex flex-col gap-6">
      <form
        noValidate
        role="search"
        aria-label={t('audit.filters')}
        onSubmit={onSubmit}
        className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:grid-cols-2 sm:p-5 xl:grid-cols-[2fr_1fr_1fr_1fr_auto] xl:items-end"
      >
        <FormInput form={form} name="staff" label={t('audit.staff')} type="search" inputMode="email" />
        <FormInput form={form} name="kind" label={t('audit.kind')} type="search" />
        <FormInput form={form} name="object" label={t('audit.object')} inputMode="numeric" />
        <FormInput form={form} name="day" label={t('audit.day')} type="date" />
        <div className="flex flex-wrap gap-2 sm:col-span-2 xl:col-span-1">
          <Button type="submit">
            <Search aria-hidden="true" className="size-4" />
            {t('audit.apply')}
          </Button>
          {search.size > 0 ? (
            <Button
              variant="ghost"
              onClick={() => {
                form.reset({ staff: '', kind: '', object: '', day: '' });
                setSearch({});
              }}
            >
              {t('audit.clear')}
            </Button>
          ) : null}
        </div>
      </form>
      {body}
      {log.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          aria-busy={log.isFetchingNextPage || undefined}
          onClick={() => !log.isFetchingNextPage && void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? t('list.loading_more') : t('list.more')}
        </Button>
      ) : null}
    </div>
  );
}

function AuditTable({ rows }: { rows: AuditEntry[] }) {
  const { t } = useTranslation('admin');
  const { language } = useScreen();
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-xs">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('audit.caption')}</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('audit.when')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('audit.who')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('audit.action')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('audit.object_column')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('audit.before')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('audit.after')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                {formatMoment(row.created, language)}
              </td>
              <td className="px-3 py-2">
                <span className="break-words">{row.staff.email}</span>
                {row.address ? <span className="block text-xs text-stone-600">{row.address}</span> : null}
              </td>
              <td className="px-3 py-2 font-medium">{row.action}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {row.kind} #{row.object}
              </td>
              <td className="max-w-64 px-3 py-2">
                <Json value={row.before} />
              </td>
              <td className="max-w-64 px-3 py-2">
                <Json value={row.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AuditCards({ rows }: { rows: AuditEntry[] }) {
  const { t } = useTranslation('admin');
  const { language } = useScreen();
  return (
    <ul className="flex flex-col gap-3" aria-label={t('audit.caption')}>
      {rows.map((row) => (
        <li
          key={row.id}
          className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 text-sm"
        >
          <p className="flex flex-wrap justify-between gap-x-3 font-semibold text-stone-900">
            <span>{row.action}</span>
            <span>
              {row.kind} #{row.object}
            </span>
          </p>
          <p className="text-stone-700">
            <span className="tabular-nums">{formatMoment(row.created, language)}</span> ·{' '}
            <span className="break-all">{row.staff.email}</span>
            {row.address ? ` · ${row.address}` : null}
          </p>
          <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="font-semibold text-stone-700">{t('audit.before')}</dt>
            <dd>
              <Json value={row.before} />
            </dd>
            <dt className="font-semibold text-stone-700">{t('audit.after')}</dt>
            <dd>
              <Json value={row.after} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Json({ value }: { value: unknown }) {
  return (
    <code className="block font-mono text-xs break-all whitespace-pre-wrap text-stone-800">
      {compactJson(value)}
    </code>
  );
}
