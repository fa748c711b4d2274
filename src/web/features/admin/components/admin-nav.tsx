import { moderationKinds, type AdminOverview } from '@shared/contracts/admin';
import { paths } from '@shared/paths';
import { CountBadge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { useScreen } from '@web/lib/device';
import {
  BadgeCheck,
  ChartColumn,
  Flag,
  Handshake,
  History,
  Inbox,
  LayoutDashboard,
  Mail,
  Receipt,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useOpenReportCount } from '../api/reports';
import { seesAdminPages } from '../lib/kinds';

interface NavEntry {
  id: string;
  label: string;
  href: string;
  Icon?: LucideIcon;
  count?: number;
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap lg:w-full',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-800 hover:bg-stone-100',
  );

/**
 * The back office's navigation: the overview, the dashboard, the inbox, the reports (with how many are
 * open), the three moderation queues with what waits in each, and, for an admin, Premium (with the
 * requests waiting), the audit log, the e-mail outbox, the recruitment service and its fees. A row that
 * scrolls sideways on phones, a column beside the content from 1024 px (ui.md).
 */
export function AdminNav({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('admin');
  const { language } = useScreen();
  const groupId = useId();
  const openReports = useOpenReportCount().data ?? 0;
  const entry = (item: NavEntry, end = false) => (
    <li key={item.id}>
      <NavLink to={item.href} end={end} className={linkClasses}>
        {item.Icon ? <item.Icon aria-hidden="true" className="size-4" /> : null}
        <span className="lg:flex-1">{item.label}</span>
        {item.count !== undefined ? (
          <CountBadge count={item.count} label={t('nav.waiting', { count: item.count })} />
        ) : null}
      </NavLink>
    </li>
  );
  return (
    <nav
      aria-label={t('nav.label')}
      // relative: the badges' screen-reader texts (absolute) scroll with the row instead of widening the page.
      className="relative -mx-4 overflow-x-auto px-4 pb-1 lg:mx-0 lg:px-0 lg:pb-0"
    >
      <ul className="flex items-center gap-1 lg:flex-col lg:items-stretch">
        {entry(
          { id: 'overview', label: t('nav.overview'), href: paths.admin(language), Icon: LayoutDashboard },
          true,
        )}
        {entry({
          id: 'dashboard',
          label: t('nav.dashboard'),
          href: paths.admin(language, 'dashboard'),
          Icon: ChartColumn,
        })}
        {entry({ id: 'inbox', label: t('nav.inbox'), href: paths.admin(language, 'inbox'), Icon: Inbox })}
        <li>
          <NavLink to={paths.admin(language, 'reports')} className={linkClasses}>
            <Flag aria-hidden="true" className="size-4" />
            <span className="lg:flex-1">{t('nav.reports')}</span>
            <CountBadge count={openReports} label={t('nav.open_reports', { count: openReports })} />
          </NavLink>
        </li>
        <li className="flex items-center gap-1 border-l border-stone-200 pl-2 lg:mt-3 lg:flex-col lg:items-stretch lg:border-l-0 lg:pl-0">
          <span
            id={groupId}
            className="px-1 text-xs font-semibold tracking-wide text-stone-600 uppercase lg:px-3"
          >
            {t('nav.moderation')}
          </span>
          <ul aria-labelledby={groupId} className="flex gap-1 lg:flex-col">
            {moderationKinds.map((kind) =>
              entry({
                id: kind,
                label: t(`kinds.${kind}`),
                href: paths.admin(language, `moderation/${kind}`),
                count: overview.queues[kind],
              }),
            )}
          </ul>
        </li>
        {seesAdminPages(overview.role) ? (
          <>
            <li className="border-l border-stone-200 pl-2 lg:mt-3 lg:border-t lg:border-l-0 lg:pt-3 lg:pl-0">
              <NavLink to={paths.admin(language, 'premium')} className={linkClasses}>
                <BadgeCheck aria-hidden="true" className="size-4" />
                <span className="lg:flex-1">{t('nav.premium')}</span>
                <CountBadge
                  count={overview.queues.premium}
                  label={t('nav.requests', { count: overview.queues.premium })}
                />
              </NavLink>
            </li>
            {entry({
              id: 'audit',
              label: t('nav.audit'),
              href: paths.admin(language, 'audit'),
              Icon: History,
            })}
            {entry({
              id: 'outbox',
              label: t('nav.outbox'),
              href: paths.admin(language, 'outbox'),
              Icon: Mail,
            })}
            {entry({
              id: 'recruitment',
              label: t('nav.recruitment'),
              href: paths.admin(language, 'recruitment'),
              Icon: Handshake,
            })}
            {entry({
              id: 'fees',
              label: t('nav.fees'),
              href: paths.admin(language, 'fees'),
              Icon: Receipt,
            })}
          </>
        ) : null}
      </ul>
    </nav>
  );
}
