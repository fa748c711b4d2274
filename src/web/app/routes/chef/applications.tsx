import { tabOfSegment } from '@shared/applications/tabs';
import { PageContainer } from '@web/components/layouts/page-shell';
import { ProfileColumns, ProfileSkeleton } from '@web/components/profile/profile-layout';
import { paths } from '@shared/paths';
import { useChefCounters } from '@web/features/applications/api/chef-applications';
import { ChefApplicationList } from '@web/features/applications/components/chef-applications';
import { StatusBar } from '@web/features/applications/components/status-bar';
import { useScreen } from '@web/lib/device';
import { usePageNamespace } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/page-head';
import { useSessionUser } from '@web/lib/session';
import { CalendarDays, Tent } from 'lucide-react';
import type { ChefCounters } from '@shared/contracts/applications';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../public/not-found';

/**
 * /{lang}/chef/profile/applications/{tab?} (spec doc 1 section 2, behind the chef guard): the status bar
 * with its counters, the total, and the list of the tab. The base address is pending, unless pending
 * is empty: then the tab of the application that changed last (a chef who has just applied finds it
 * in review), the anchor kept.
 */
export function ChefApplicationsPage() {
  const { t, ready } = usePageNamespace('applications');
  const { language } = useScreen();
  const { user } = useSessionUser();
  const segment = useParams().tab;
  const tab = tabOfSegment(segment);
  const counters = useChefCounters();
  const navigate = useNavigate();
  const { hash } = useLocation();
  // Chosen once, from the counters as the page opened: a change made here (the last pending one
  // turned down) leaves the chef on the tab they are reading.
  const [first, setFirst] = useState<ChefCounters | null>(null);
  if (counters.data && !first) setFirst(counters.data);
  const newest = !segment && first?.pending === 0 ? first.newest : null;
  useEffect(() => {
    if (newest && newest !== 'pending')
      void navigate(`${paths.chefApplications(language, newest)}${hash}`, { replace: true });
  }, [newest, navigate, language, hash]);
  if (!tab) return <NotFoundPage />;
  // Until the counters say which tab to open, the base address shows no list (no "no pending" flash).
  const choosing = !segment && (!first || (newest !== null && newest !== 'pending'));
  const total = counters.data
    ? counters.data.pending + counters.data.review + counters.data.accepted + counters.data.rejected
    : undefined;
  return (
    <PageContainer>
      {!ready || !user || choosing ? (
        <ProfileSkeleton label={ready ? t('list.loading') : ''} />
      ) : (
        <div className="flex flex-col gap-6">
          <PageTitle title={`${t('chef.title')} · ${t(`list.tab.${tab}`)}`} />
          <meta name="robots" content="noindex" />
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
            {t('chef.title')}
          </h1>
          <ProfileColumns
            left={
              <div className="flex flex-col gap-2">
                <p className="text-lg font-bold text-stone-900">
                  {total === undefined ? '\u00a0' : t('chef.total', { count: total })}
                </p>
                <p className="text-sm text-stone-700">{t('chef.intro')}</p>
                <Link
                  to={paths.chefCalendar(language)}
                  className="inline-flex min-h-11 items-center gap-2 self-start px-1 text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  <CalendarDays aria-hidden="true" className="size-4" />
                  {t('calendar.link')}
                </Link>
                <Link
                  to={paths.chefStages(language)}
                  className="inline-flex min-h-11 items-center gap-2 self-start px-1 text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  <Tent aria-hidden="true" className="size-4" />
                  {t('stage.tab')}
                </Link>
              </div>
            }
          >
            <StatusBar
              current={tab}
              counters={counters.data}
              hrefOf={(next) => paths.chefApplications(language, next)}
            />
            <ChefApplicationList key={tab} tab={tab} />
          </ProfileColumns>
        </div>
      )}
    </PageContainer>
  );
}
