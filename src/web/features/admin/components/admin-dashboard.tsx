import type { Dashboard, DashboardWeek } from '@shared/contracts/admin-inbox';
import { moderationKinds, type StaffRole } from '@shared/contracts/admin';
import { paths } from '@shared/paths';
import { ListFailed, ListLoading } from '@web/components/ui/list-states';
import { useScreen } from '@web/lib/device';
import { formatCount, formatShortDate } from '@web/lib/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboard } from '../api/dashboard';
import { formatWait } from '../lib/dashboard-format';
import { seesAdminPages } from '../lib/kinds';

/** The table's columns after the week, in order, each a figure of the week. */
const columns = ['chefs', 'restaurants', 'offers', 'applications', 'trials', 'hires'] as const;

/**
 * The dashboard (both roles): what waits now, then the last 12 ISO weeks as a compact table, newest
 * first, that scrolls sideways in its own box on a phone; under it, what each column counts (and what
 * the data cannot say: offers live at a week's end).
 */
export function AdminDashboard({ staffRole }: { staffRole: StaffRole }) {
  const { t } = useTranslation('admin');
  const dashboard = useDashboard();
  if (dashboard.isPending) return <ListLoading label={t('list.loading')} rowClassName="h-24 rounded-2xl" />;
  if (dashboard.isError)
    return (
      <ListFailed
        text={t('dashboard.failed')}
        retry={t('list.retry')}
        onRetry={() => void dashboard.refetch()}
      />
    );
  return (
    <div className="flex flex-col gap-8">
      <Queues data={dashboard.data} staffRole={staffRole} />
      <Weeks weeks={dashboard.data.weeks} />
    </div>
  );
}

function Queues({ data, staffRole }: { data: Dashboard; staffRole: StaffRole }) {
  const { t } = useTranslation('admin');
  const { language } = useScreen();
  const headingId = useId();
  const entries = [
    ...moderationKinds.map((kind) => ({
      id: kind,
      label: t(`kinds.${kind}`),
      count: data.queues[kind],
      href: paths.admin(language, `moderation/${kind}`),
    })),
    {
      id: 'premium',
      label: t('dashboard.premium_requests'),
      count: data.queues.premium,
      href: seesAdminPages(staffRole) ? paths.admin(language, 'premium') : null,
    },
    {
      id: 'inbox',
      label: t('dashboard.open_messages'),
      count: data.queues.inbox,
      href: paths.admin(language, 'inbox'),
    },
    { id: 'live', label: t('dashboard.live_offers'), count: data.liveOffers, href: null },
  ];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-stone-900">
        {t('dashboard.now')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {entries.map((entry) => (
          <div
            key={entry.id}
            className="flex flex-col-reverse gap-1 rounded-xl border border-stone-200 bg-white p-3"
          >
            <dt className="text-sm text-stone-700">
              {entry.href ? (
                <Link to={entry.href} className="underline underline-offset-2 hover:text-brand-800">
                  {entry.label}
                </Link>
              ) : (
                entry.label
              )}
            </dt>
            <dd className="text-2xl font-extrabold text-stone-900 tabular-nums">
              {formatCount(entry.count, language)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Weeks({ weeks }: { weeks: DashboardWeek[] }) {
  const { t } = useTranslation('admin');
  const { language } = useScreen();
  const headingId = useId();
  const notesId = useId();
  const rows = [...weeks].reverse();
  const cell = 'px-3 py-2 text-right tabular-nums';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-stone-900">
        {t('dashboard.weeks_title')}
      </h2>
      {/* Scrolls sideways in its own box on a phone (browsers let a keyboard focus a scroller), the week kept in view. */}
      <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-xs">
        <table aria-describedby={notesId} className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">{t('dashboard.caption')}</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="sticky left-0 bg-stone-50 px-3 py-2 text-left font-semibold">
                {t('dashboard.week')}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-right font-semibold">
                  {t(`dashboard.columns.${column}`)}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('dashboard.columns.first_answer')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((week, index) => (
              <tr key={week.week}>
                <th
                  scope="row"
                  className="sticky left-0 bg-white px-3 py-2 text-left font-medium whitespace-nowrap"
                >
                  {formatShortDate(week.week, language)}
                  {index === 0 ? (
                    <span className="block text-xs font-normal text-stone-600">{t('dashboard.so_far')}</span>
                  ) : null}
                </th>
                {columns.map((column) => (
                  <td key={column} className={cell}>
                    {formatCount(week[column], language)}
                  </td>
                ))}
                <td className={`${cell} whitespace-nowrap`}>
                  {week.medianFirstAnswer === null ? (
                    <span aria-label={t('dashboard.no_answers')}>–</span>
                  ) : (
                    <>
                      {formatWait(week.medianFirstAnswer, language)}
                      <span className="block text-xs text-stone-600">
                        {t('dashboard.answers', { count: week.firstAnswers })}
                      </span>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul id={notesId} className="flex list-disc flex-col gap-1 pl-5 text-sm text-stone-700">
        <li>{t('dashboard.notes.weeks')}</li>
        <li>{t('dashboard.notes.offers')}</li>
        <li>{t('dashboard.notes.applications')}</li>
        <li>{t('dashboard.notes.first_answer')}</li>
      </ul>
    </section>
  );
}
