import { PageContainer } from '@web/components/layouts/page-shell';
import { ProfileColumns, ProfileSkeleton } from '@web/components/profile/profile-layout';
import { RestaurantSideMenu } from '@web/components/profile/restaurant-side-menu';
import { PremiumOnly } from '@web/features/applications/components/premium-only';
import { useNextDate, useVenueCalendar } from '@web/features/applications/api/calendar';
import { useCalendarStages } from '@web/features/applications/api/stage-requests';
import { CalendarStages } from '@web/features/applications/components/calendar-stages';
import { DayPanel, VenueDayList, venueTrials } from '@web/features/applications/components/calendar-days';
import { CalendarFeedPanel } from '@web/features/applications/components/calendar-feed';
import { CalendarView, useCalendarPlace } from '@web/features/applications/components/month-calendar';
import { daysInPeriods, laterDay, localToday, monthRange } from '@web/features/applications/lib/month';
import { MessageChefButton } from '@web/features/messaging/components/message-chef-button';
import { useScreen } from '@web/lib/device';
import { usePageNamespace } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/page-head';
import { useMemo } from 'react';
import { AreaNotFound, useAreaVenue } from './area-venue';
import { isPremium } from '@shared/states';

/**
 * /{lang}/restaurant/profile/calendar/{id?} (spec doc 2 section 2, behind the restaurant guard): the
 * month with the agreed trial days of the venue `id`, or of every venue of the account, highlighted, and the
 * days of agreed stages marked (docs/decisions/052); choosing a day lists its trials with the offer, the
 * chef and the hours. Premium accounts only (D5: subscription 1); others are told what Premium opens.
 */
export function RestaurantCalendarPage() {
  const { t, ready } = usePageNamespace('applications');
  const { language } = useScreen();
  const { user, venue, menuVenueId, param } = useAreaVenue();
  const place = useCalendarPlace();
  const premium = isPremium(user);
  // The address without a venue shows every venue's trials: a group plans its trials in one place.
  const rid = param.id ? venue?.id : undefined;
  const calendar = useVenueCalendar(rid, place.month, premium && venue !== null);
  const trials = useMemo(() => venueTrials(calendar.data ?? []), [calendar.data]);
  const stages = useCalendarStages({ rid }, place.month, premium && venue !== null);
  const stageDays = useMemo(
    () =>
      daysInPeriods(
        (stages.data ?? []).map((stage) => stage.agreed ?? stage),
        place.month,
      ),
    [stages.data, place.month],
  );
  const counts = useMemo(() => {
    const days = new Map<string, number>();
    for (const trial of trials) days.set(trial.stage.date, (days.get(trial.stage.date) ?? 0) + 1);
    return days;
  }, [trials]);
  const nextDate = useNextDate(
    { rid },
    laterDay(localToday(), monthRange(place.month).from),
    calendar.isSuccess && trials.length === 0,
  );
  let body;
  if (!ready || !user) body = <ProfileSkeleton label={ready ? t('calendar.loading') : ''} />;
  else if (!venue)
    body = <AreaNotFound title={t('calendar.venue_not_found')} text={t('calendar.venue_not_found_text')} />;
  else
    body = (
      <div className="flex flex-col gap-6">
        <PageTitle title={`${t('calendar.venue_title')} · ${rid === undefined ? user.name : venue.name}`} />
        <meta name="robots" content="noindex" />
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-stone-700">
            {rid === undefined && user.profiles.length > 1 ? t('calendar.all_venues') : venue.name}
          </p>
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
            {t('calendar.venue_title')}
          </h1>
        </div>
        <ProfileColumns
          left={
            <div className="flex flex-col gap-4">
              <p className="text-sm text-stone-700">{t('calendar.venue_intro')}</p>
              <RestaurantSideMenu current="calendar" venueId={menuVenueId} />
              <CalendarFeedPanel enabled={premium} />
            </div>
          }
        >
          {!premium ? (
            <PremiumOnly text={t('calendar.premium_only')} />
          ) : (
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
                <VenueDayList
                  trials={trials.filter((trial) => trial.stage.date === place.day)}
                  messageChef={(trial) => (
                    <MessageChefButton
                      cid={trial.chef.id}
                      rid={trial.offer.rid}
                      label={t('list.message_chef')}
                    />
                  )}
                />
              </DayPanel>
              <CalendarStages stages={stages.data} side="restaurant" />
            </CalendarView>
          )}
        </ProfileColumns>
      </div>
    );
  return <PageContainer>{body}</PageContainer>;
}
