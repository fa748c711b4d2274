import { PageContainer } from '@web/components/layouts/page-shell';
import { ProfileColumns, ProfileSkeleton } from '@web/components/profile/profile-layout';
import { buttonClasses } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { useChefCalendar, useNextDate } from '@web/features/applications/api/calendar';
import { useCalendarStages } from '@web/features/applications/api/stage-requests';
import { CalendarStages } from '@web/features/applications/components/calendar-stages';
import { ChefDayList, DayPanel } from '@web/features/applications/components/calendar-days';
import { CalendarFeedPanel } from '@web/features/applications/components/calendar-feed';
import { CalendarView, useCalendarPlace } from '@web/features/applications/components/month-calendar';
import { byDay, daysInPeriods, laterDay, localToday, monthRange } from '@web/features/applications/lib/month';
import { useScreen } from '@web/lib/device';
import { usePageNamespace } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/page-head';
import { useSessionUser } from '@web/lib/session';
import { ClipboardList } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';

/**
 * /{lang}/chef/profile/calendar (spec doc 1 section 2, behind the chef guard): the month with the chef's
 * dates highlighted, agreed trials and dates still proposed, and the days of agreed stages marked
 * (docs/decisions/052); choosing a day lists its dates.
 */
export function ChefCalendarPage() {
  const { t, ready } = usePageNamespace('applications');
  const { language } = useScreen();
  const { user } = useSessionUser();
  const place = useCalendarPlace();
  const calendar = useChefCalendar(place.month);
  const stages = useCalendarStages('chef', place.month);
  const stageDays = useMemo(
    () =>
      daysInPeriods(
        (stages.data ?? []).map((stage) => stage.agreed ?? stage),
        place.month,
      ),
    [stages.data, place.month],
  );
  const days = useMemo(() => byDay(calendar.data ?? []), [calendar.data]);
  const counts = useMemo(() => new Map([...days].map(([day, items]) => [day, items.length])), [days]);
  const nextDate = useNextDate(
    'chef',
    laterDay(localToday(), monthRange(place.month).from),
    calendar.isSuccess && days.size === 0,
  );
  return (
    <PageContainer>
      {!ready || !user ? (
        <ProfileSkeleton label={ready ? t('calendar.loading') : ''} />
      ) : (
        <div className="flex flex-col gap-6">
          <PageTitle title={t('calendar.chef_title')} />
          <meta name="robots" content="noindex" />
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
            {t('calendar.chef_title')}
          </h1>
          <ProfileColumns
            left={
              <div className="flex flex-col gap-4">
                <p className="text-sm text-stone-700">{t('calendar.chef_intro')}</p>
                <Link
                  to={paths.chefApplications(language)}
                  className={buttonClasses({ variant: 'secondary' })}
                >
                  <ClipboardList aria-hidden="true" className="size-4" />
                  {t('calendar.applications_link')}
                </Link>
                <CalendarFeedPanel />
              </div>
            }
          >
            <CalendarView
              place={place}
              counts={counts}
              stageDays={stageDays}
              loading={calendar.isPending}
              failed={calendar.isError}
              onRetry={() => void calendar.refetch()}
              language={language}
              nextDate={nextDate.data}
            >
              <DayPanel day={place.day}>
                <ChefDayList items={place.day ? (days.get(place.day) ?? []) : []} />
              </DayPanel>
              <CalendarStages stages={stages.data} side="chef" />
            </CalendarView>
          </ProfileColumns>
        </div>
      )}
    </PageContainer>
  );
}
