import { tabOfStatus } from '@shared/applications/tabs';
import type { ChefCalendarItem, VenueCalendarOffer } from '@shared/contracts/calendar';
import { applicationTypeLabels } from '@shared/reference/application-types';
import { MessageVenueLink } from '@web/components/profile/message-venue-link';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Thumbnail } from '@web/components/ui/thumbnail';
import { paths } from '@shared/paths';
import { useOverlay, useScreen } from '@web/lib/device';
import { useSessionUser } from '@web/lib/session';
import { formatDay } from '@web/lib/format';
import { CalendarClock, ChefHat, Clock, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { stageHours } from '../lib/stage-hours';

type Times = Pick<ChefCalendarItem, 'start' | 'end' | 'typeid'>;

/** The hours of a date (`stageHours`) with its kind. */
function When({ stage }: { stage: Times }) {
  const { t } = useTranslation('applications');
  const { language } = useScreen();
  const hours = stageHours(t, stage);
  return (
    <p className="flex flex-wrap items-center gap-x-3 text-sm text-stone-800">
      <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
      <span className="font-semibold">{hours}</span>
      <span className="text-stone-700">{applicationTypeLabels[stage.typeid][language]}</span>
    </p>
  );
}

/** The day's heading and its list, or what to do when no day is chosen. */
export function DayPanel({ day, children }: { day: string | undefined; children: ReactNode }) {
  const { t } = useTranslation('applications');
  const { language } = useScreen();
  if (!day) return <p className="text-stone-700">{t('calendar.click_date')}</p>;
  return (
    <section aria-labelledby="calendar-day" className="flex flex-col gap-3">
      <h2 id="calendar-day" className="text-lg font-bold text-stone-900 first-letter:uppercase">
        <time dateTime={day}>{formatDay(day, language)}</time>
      </h2>
      {children}
    </section>
  );
}

/** What either side does from an agreed trial in its calendar: another date, and a message. */
function TrialActions({ propose, message }: { propose: () => void; message?: ReactNode }) {
  const { t } = useTranslation('applications');
  return (
    <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-center">
      <Button variant="secondary" onClick={propose} className="w-full sm:w-auto">
        <CalendarClock aria-hidden="true" className="size-4" />
        {t('list.propose')}
      </Button>
      {message ? <div className="sm:w-auto [&>*]:w-full sm:[&>*]:w-auto">{message}</div> : null}
    </div>
  );
}

const cardClasses = 'flex items-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs';

/**
 * The chef's dates of a day (spec doc 1 section 2 "Calendar"): the venue, the offer, the kind and hours
 * ("no time" until set), whether it is agreed or still proposed and by whom, and a link to the
 * application.
 */
export function ChefDayList({ items }: { items: ChefCalendarItem[] }) {
  const { t } = useTranslation('applications');
  const { language } = useScreen();
  const { openDialog } = useOverlay();
  if (items.length === 0) return <p className="text-stone-700">{t('calendar.no_dates_day')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.id} className={cardClasses}>
          <Thumbnail
            image={item.restaurant.images.logo}
            pixels={48}
            fallback={{ icon: Store }}
            className="size-12 rounded-xl"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <h3 className="font-bold break-words text-stone-900">
              <Link
                to={paths.offerView(
                  language,
                  item.restaurant.id,
                  item.restaurant.slug,
                  item.offer.id,
                  item.offer.slug,
                )}
                className="hover:text-brand-800 hover:underline"
              >
                {item.offer.name}
              </Link>
            </h3>
            <Link
              to={paths.restaurantView(language, item.restaurant.id, item.restaurant.slug)}
              className="text-sm font-semibold text-stone-800 hover:underline"
            >
              {item.restaurant.name}
            </Link>
            <When stage={item} />
            <p className="flex flex-wrap items-center gap-2 text-sm">
              {item.status === 'Accepted' ? (
                <Badge tone="success">{t('calendar.agreed')}</Badge>
              ) : (
                <Badge tone="neutral">
                  {t(
                    item.proposedby === 'chef'
                      ? 'calendar.proposed_by_you'
                      : 'calendar.proposed_by_restaurant',
                  )}
                </Badge>
              )}
              <Link
                to={paths.chefApplications(language, tabOfStatus('chef', item.application.statusid))}
                className="font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                {t('calendar.see_application')}
              </Link>
            </p>
            {item.status === 'Accepted' ? (
              <TrialActions
                propose={() =>
                  openDialog('reschedule', {
                    applicationId: item.application.id,
                    replaceId: item.id,
                    side: 'chef',
                    otherName: item.restaurant.name,
                    agreed: true,
                    start: item.start,
                    end: item.end,
                    typeId: item.typeid,
                  })
                }
                message={
                  <MessageVenueLink
                    id={item.restaurant.id}
                    slug={item.restaurant.slug}
                    label={t('list.message_restaurant')}
                  />
                }
              />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A venue's agreed trial on a day: the offer, the chef and the trial. */
export interface VenueTrial {
  /** The application. */
  id: number;
  offer: Pick<VenueCalendarOffer, 'id' | 'name' | 'rid'>;
  chef: VenueCalendarOffer['applicants'][number]['chef'];
  stage: VenueCalendarOffer['applicants'][number]['stages'][number];
}

/** The venue's trials, one per agreed date, by date and time (the offers come by their first trial). */
export function venueTrials(offers: VenueCalendarOffer[]): VenueTrial[] {
  const trials = offers.flatMap((offer) =>
    offer.applicants.flatMap((applicant) =>
      applicant.stages.map((stage) => ({ id: applicant.id, offer, chef: applicant.chef, stage })),
    ),
  );
  const key = (trial: VenueTrial) => `${trial.stage.date} ${trial.stage.start ?? '99:99'}`;
  return trials.sort((a, b) => key(a).localeCompare(key(b)) || a.stage.id - b.stage.id);
}

/**
 * The venue's agreed trials of a day (spec doc 2 section 2 "Calendar"): the offer (to its page), the chef
 * (to their profile), the kind and hours or "no time", and the offer's accepted applicants.
 */
export function VenueDayList({
  trials,
  messageChef,
}: {
  trials: VenueTrial[];
  /** The button that writes to the chef (the messaging feature's). */
  messageChef?: (trial: VenueTrial) => ReactNode;
}) {
  const { t } = useTranslation('applications');
  const { language } = useScreen();
  const { openDialog } = useOverlay();
  const { user } = useSessionUser();
  // A group's calendar names the venue of each trial.
  const venueName = (rid: number) =>
    user && user.profiles.length > 1 ? user.profiles.find((profile) => profile.id === rid)?.name : undefined;
  if (trials.length === 0) return <p className="text-stone-700">{t('calendar.no_trials_day')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {trials.map((trial) => {
        const { offer, chef, stage } = trial;
        return (
          <li key={stage.id} className={cardClasses}>
            <Thumbnail
              image={chef.images.profile}
              pixels={48}
              fallback={{ icon: ChefHat }}
              className="size-12 rounded-full"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <h3 className="font-bold break-words text-stone-900">
                <Link
                  to={paths.chefView(language, chef.id, chef.slug)}
                  className="hover:text-brand-800 hover:underline"
                >
                  {chef.name}
                </Link>
              </h3>
              <Link
                to={paths.restaurantOfferView(language, offer.rid, offer.id)}
                className="text-sm font-semibold text-stone-800 hover:underline"
              >
                {offer.name}
              </Link>
              {venueName(offer.rid) ? <p className="text-sm text-stone-700">{venueName(offer.rid)}</p> : null}
              <When stage={stage} />
              <Link
                to={paths.restaurantApplicants(language, offer.rid, offer.id, 'accepted')}
                className="text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                {t('calendar.see_applicants')}
              </Link>
              <TrialActions
                propose={() =>
                  openDialog('reschedule', {
                    applicationId: trial.id,
                    replaceId: stage.id,
                    side: 'restaurant',
                    otherName: chef.name,
                    agreed: true,
                    start: stage.start,
                    end: stage.end,
                    typeId: stage.typeid,
                    message: stage.description,
                  })
                }
                message={messageChef?.(trial)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
