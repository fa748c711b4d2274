import { applicationTabs, tabCounter, type ApplicationTab } from '@shared/applications/tabs';
import type { ApplicationCounters } from '@shared/contracts/applications';
import { cn } from '@web/lib/cn';
import { useScreen } from '@web/lib/device';
import { formatCount } from '@web/lib/format';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The status bar of the application lists (spec doc 1 section 2, doc 2 section 2): the four tabs with
 * their counters, each a link to its list; pending, in review and accepted joined by arrows (the way an
 * application goes), rejected apart. The current tab, if any, is marked for screen readers too; `label`
 * names a bar among several, `labelOf` the tabs where the page names them its own way (the back office).
 */
export function StatusBar({
  current,
  counters,
  hrefOf,
  label,
  labelOf,
}: {
  current?: ApplicationTab;
  counters: ApplicationCounters | undefined;
  hrefOf: (tab: ApplicationTab) => string;
  label?: string;
  labelOf?: (tab: ApplicationTab) => string;
}) {
  const { t } = useTranslation('applications');
  const { language } = useScreen();
  return (
    <nav
      aria-label={label ?? t('list.tabs_label')}
      className="rounded-2xl border border-stone-200 bg-white p-2 shadow-xs"
    >
      <ul className="grid grid-cols-2 gap-1 sm:flex sm:flex-wrap sm:items-center">
        {applicationTabs.map((tab, index) => (
          <li key={tab} className={cn('flex items-center gap-1', tab === 'rejected' && 'sm:ml-auto')}>
            <Link
              to={hrefOf(tab)}
              aria-current={tab === current ? 'page' : undefined}
              className={cn(
                'flex min-h-11 flex-1 items-center justify-between gap-2 rounded-xl px-3 py-2 text-sm font-semibold',
                tab === current ? 'bg-brand-700 text-white' : 'text-stone-800 hover:bg-stone-100',
              )}
            >
              <span>{labelOf ? labelOf(tab) : t(`list.tab.${tab}`)}</span>
              <span
                className={cn(
                  'min-w-6 rounded-full px-2 py-0.5 text-center text-xs',
                  tab === current ? 'bg-white/20' : 'bg-stone-100 text-stone-800',
                )}
              >
                {counters ? formatCount(counters[tabCounter[tab]], language) : '–'}
              </span>
            </Link>
            {index < 2 ? (
              <ChevronRight aria-hidden="true" className="hidden size-4 shrink-0 text-stone-500 sm:block" />
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
