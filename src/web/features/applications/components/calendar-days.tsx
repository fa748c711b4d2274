import { tabStatus, applicationTabs, type ApplicationStatusCode } from '@shared/applications/tabs';
import type { ChefCalendarItem, VenueCalendarOffer } from '@shared/contracts/calendar';
import { applicationTypeLabels } from '@shared/reference/application-types';
import { Badge } from '@web/components/ui/badge';
import { Thumbnail } from '@web/components/ui/thumbnail';
import { paths } from '@shared/paths';
import { useScreen } from '@web/lib/device';
import { useSessionUser } from '@web/lib/session';
import { formatDay } from '@web/lib/format';
import { ChefHat, Clock, Store } from 'lucide-react';
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

/** The chef's tab that lists an application of this status. */
const chefTabOf = (statusid: ApplicationStatusCode) =>
  applicationTabs.find((tab) => tabStatus.chef[tab] === statusid) ?? 'pending';

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

const cardClasses = 'flex items-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs';

/**
 * The chef's dates of a day (spec doc 1 section 2 "Calendar"): the venue, the offer, the kind and hours
 * ("no time" until set), whether it is agreed or still proposed and by whom, and a link to the
 * application.
 */
export function ChefDayList({ items }: { items: ChefCalendarItem[] }) {
  const { t } = useTranslation('applications');
  const { language } = useScreen();
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
                to={paths.chefApplications(language, chefTabOf(item.application.statusid))}
                className="font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                {t('calendar.see_application')}
              </Link>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A venue's agreed trial on a day: the offer, the chef and the trial. */
export interface VenueTrial {
  offer: Pick<VenueCalendarOffer, 'id' | 'name' | 'rid'>;
  chef: VenueCalendarOffer['applicants'][number]['chef'];
  stage: VenueCalendarOffer['applicants'][number]['stages'][number];
}

/** The venue's trials, one per agreed date, by date and time (the offers come by their first trial). */
export function venueTrials(offers: VenueCalendarOffer[]): VenueTrial[] {
  const trials = offers.flatMap((offer) =>
    offer.applicants.flatMap((applicant) =>
      applicant.stages.map((stage) => ({ offer, chef: applicant.chef, stage })),
    ),
  );
  const key = (trial: VenueTrial) => `${trial.stage.date} ${trial.stage.start ?? '99:99'}`;
  return trials.sort((a, b) => key(a).localeCompare(key(b)) || a.stage.id - b.stage.id);
}

/**
 * The venue's agreed trials of a day (spec doc 2 section 2 "Calendar"): the offer (to its page), the chef
 * (to their profile), the kind and hours or "no time", and the offer's accepted applicants.
 */
export function VenueDayList({ trials }: { trials: VenueTrial[] }) {
  const { t } = useTranslation('applications');
  const { language } = useScreen();
  const { user } = useSessionUser();
  // A group's calendar names the venue of each trial.
  const venueName = (rid: number) =>
    user && user.profiles.length > 1 ? user.profiles.find((profile) => profile.id === rid)?.name : undefined;
  if (trials.length === 0) return <p className="text-stone-700">{t('calendar.no_trials_day')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {trials.map(({ offer, chef, stage }) => (
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
          </div>
        </li>
      ))}
    </ul>
  );
}
