import { chefCardMoves } from '@shared/applications/state';
import { applicationStatusCodes } from '@shared/applications/tabs';
import type { ApplicationTab } from '@shared/applications/tabs';
import type { ChefApplicationView } from '@shared/contracts/applications';
import { availableFrom, disponibilityLabels, type DisponibilityId } from '@shared/reference/disponibility';
import { isActiveOffer } from '@shared/states';
import { placeLabel } from '@web/components/offers/offer-display';
import { MessageVenueLink } from '@web/components/profile/message-venue-link';
import { RatingIcons } from '@web/components/profile/rating-icons';
import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Thumbnail } from '@web/components/ui/thumbnail';
import { paths } from '@shared/paths';
import { useOverlay, useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { formatDay, formatShortDate } from '@web/lib/format';
import { CalendarClock, CalendarX, Check, Store, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChefApplications, useChefReject, useWithdraw } from '../api/chef-applications';
import { useAcceptStage, useTakeBackTrial } from '../api/stages';
import { ConfirmAction } from './confirm-action';
import { PagedList } from './paged-list';
import { StageList } from './stage-list';
import { ApplicationHistory } from './application-history';

/**
 * A chef's applications of one tab (spec doc 1 sections 2 and 4): cards with the offer, the venue (logo,
 * rating, place, premium), the date applied and the dates; 10 a page, the next as the list scrolls.
 * What the chef may do follows the state (D4): an offer a venue sent is accepted with trial dates or
 * turned down; an application waiting for the venue may be deleted (withdrawn); rejected ones are read
 * only. After a change the lists and counters reload from the start.
 */
export function ChefApplicationList({ tab }: { tab: ApplicationTab }) {
  const { t } = useTranslation('applications');
  const applications = useChefApplications(tab);
  return (
    <PagedList
      query={applications}
      tab={tab}
      failedText={t('list.load_failed')}
      render={(item) => <ChefApplicationCard application={item} />}
    />
  );
}

function ChefApplicationCard({ application }: { application: ChefApplicationView }) {
  const { t } = useTranslation('applications');
  const { language } = useScreen();
  const { offer, restaurant } = application;
  const offerHref = paths.offerView(language, restaurant.id, restaurant.slug, offer.id, offer.slug);
  const start =
    application.disponibility === availableFrom && application.disponibilitydate
      ? t('list.start_from', { date: formatDay(application.disponibilitydate, language) })
      : application.disponibility > 0
        ? t('list.start', {
            disponibility: disponibilityLabels[application.disponibility as DisponibilityId][language],
          })
        : null;
  return (
    <article
      id={`application-${application.id}`}
      className="flex scroll-mt-24 flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <header className="flex items-start gap-3">
        <Thumbnail
          image={restaurant.images.logo}
          pixels={56}
          fallback={{ icon: Store }}
          className="size-12 rounded-xl sm:size-14"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="text-lg font-bold break-words text-stone-900">
            <Link to={offerHref} className="hover:text-brand-800 hover:underline">
              {offer.name}
            </Link>
          </h3>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-800">
            <Link
              to={paths.restaurantView(language, restaurant.id, restaurant.slug)}
              className="font-semibold hover:underline"
            >
              {restaurant.name}
            </Link>
            <RatingIcons type={restaurant.ratingType} rating={restaurant.rating} />
            {restaurant.premium === '1' ? <Badge tone="brand">{t('list.premium')}</Badge> : null}
            {restaurant.location ? <span>{placeLabel(restaurant.location)}</span> : null}
          </p>
          <p className="text-sm text-stone-700">
            <time dateTime={application.created}>
              {t(
                application.invited && application.stages.length === 0 ? 'list.sent_on' : 'list.applied_on',
                {
                  date: formatShortDate(application.created, language),
                },
              )}
            </time>
            {start ? ` · ${start}` : null}
          </p>
        </div>
      </header>
      {!isActiveOffer(offer) ? <p className="text-sm text-stone-700">{t('list.paused')}</p> : null}
      <StageList stages={application.stages} reader="chef" />
      <ApplicationHistory history={application.history} reader="chef" otherName={restaurant.name} />
      <ChefActions application={application} />
    </article>
  );
}

/**
 * The restaurant's latest message on the application, cut at 150 characters (its card shows it): an
 * agreed date's (the venue writes it when it accepts, or wrote it when it proposed), else the newest
 * date the venue proposed.
 */
export function venueMessage(application: Pick<ChefApplicationView, 'stages'>): string {
  const agreed = application.stages.find((stage) => stage.status === 'Accepted');
  const proposed = application.stages
    .filter((stage) => stage.proposedby === 'restaurant')
    .sort((a, b) => b.id - a.id)[0];
  const text = (agreed ?? proposed)?.description.trim();
  if (!text) return '';
  return text.length > 150 ? `${text.slice(0, 149).trimEnd()}…` : text;
}

/** What the chef may do from the application's state (D4, decision 048). */
function ChefActions({ application }: { application: ChefApplicationView }) {
  const { t } = useTranslation('applications');
  const { t: tc } = useTranslation();
  const { openDialog } = useOverlay();
  const withdraw = useWithdraw();
  const reject = useChefReject();
  const accept = useAcceptStage();
  const takeBack = useTakeBackTrial();
  const failed = withdraw.error ?? reject.error ?? accept.error ?? takeBack.error;
  // Withdrawn applications leave the chef's lists.
  const moves = chefCardMoves({
    status: application.statusid,
    disponibility: application.disponibility,
    withdrawn: false,
  });
  const { offer, restaurant } = application;
  const sentByVenue = moves.includes('chefTakesOffer');
  const venueDate = application.stages.find((s) => s.status === 'Proposed' && s.proposedby === 'restaurant');
  const agreed = application.stages.find((s) => s.status === 'Accepted');
  const replaced = agreed ?? venueDate;
  const talking = !sentByVenue && application.statusid !== applicationStatusCodes.rejected;
  const message = talking ? venueMessage(application) : '';
  // A premium venue receives messages (spec doc 2 section 2).
  const canWrite = talking && restaurant.premium === '1';
  if (moves.length === 0 && !canWrite) return null;
  return (
    <div className="flex flex-col gap-3 border-t border-stone-200 pt-4">
      {failed ? <Alert>{errorText(failed, tc)}</Alert> : null}
      {talking ? (
        <blockquote className="rounded-xl bg-stone-50 px-3 py-2 text-sm text-stone-800">
          <p className="font-semibold text-stone-700">
            {t('list.restaurant_message', { name: restaurant.name })}
          </p>
          <p className="break-words">{message || t('list.no_message')}</p>
        </blockquote>
      ) : null}
      <p className="text-sm text-stone-700">
        {sentByVenue
          ? t('list.sent_by_restaurant')
          : application.statusid === applicationStatusCodes.waitingForRestaurant
            ? t('list.waiting_restaurant')
            : application.statusid === applicationStatusCodes.waitingForChef
              ? t(venueDate ? 'list.answer_date' : 'list.owe_date_chef')
              : application.statusid === applicationStatusCodes.accepted
                ? t('list.trial_agreed')
                : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        {sentByVenue ? (
          <Button
            aria-label={t('list.accept_offer_named', { name: offer.name })}
            onClick={() =>
              openDialog('applyoffers', {
                offers: [{ id: offer.id, title: offer.name, subtitle: restaurant.name }],
                applicationId: application.id,
              })
            }
          >
            <Check aria-hidden="true" className="size-4" />
            {t('list.accept')}
          </Button>
        ) : null}
        {moves.includes('chefAcceptsDate') && venueDate ? (
          <Button
            loading={accept.isPending}
            aria-label={t('list.accept_date_named', { name: restaurant.name })}
            onClick={() =>
              // The chef agrees the date as the venue set it; its hours, kind and message stay the venue's.
              accept.mutate({
                id: venueDate.id,
                start: venueDate.start ?? '',
                end: venueDate.end ?? '',
                type: venueDate.typeid,
                description: venueDate.description,
              })
            }
          >
            <Check aria-hidden="true" className="size-4" />
            {t('list.accept_date')}
          </Button>
        ) : null}
        {moves.includes('chefProposesDate') ? (
          <Button
            variant={venueDate || agreed ? 'secondary' : 'primary'}
            aria-label={t('list.propose_named', { name: restaurant.name })}
            onClick={() =>
              openDialog('reschedule', {
                applicationId: application.id,
                replaceId: replaced?.id ?? 0,
                side: 'chef',
                otherName: restaurant.name,
                agreed: Boolean(agreed),
                start: replaced?.start,
                end: replaced?.end,
                typeId: replaced?.typeid,
              })
            }
          >
            <CalendarClock aria-hidden="true" className="size-4" />
            {t('list.propose')}
          </Button>
        ) : null}
        {moves.includes('chefTakesBackDate') && agreed ? (
          <ConfirmAction
            label={t('list.take_back')}
            accessibleName={t('list.take_back_named', { name: restaurant.name })}
            question={t('list.take_back_confirm')}
            yes={t('list.take_back_yes')}
            cancel={t('list.cancel')}
            pending={takeBack.isPending}
            onConfirm={() => takeBack.mutate(agreed.id)}
            icon={<CalendarX aria-hidden="true" className="size-4" />}
          />
        ) : null}
        {moves.includes('chefRejects') ? (
          <ConfirmAction
            label={t('list.reject')}
            accessibleName={t('list.reject_offer_named', { name: offer.name })}
            question={t(sentByVenue ? 'list.reject_confirm' : 'list.reject_date_confirm')}
            yes={t('list.reject_yes')}
            cancel={t('list.cancel')}
            pending={reject.isPending}
            onConfirm={() => reject.mutate(application.id)}
            icon={<X aria-hidden="true" className="size-4" />}
          />
        ) : null}
        {moves.includes('chefWithdraws') ? (
          <ConfirmAction
            label={t('list.withdraw')}
            accessibleName={t('list.withdraw_named', { name: offer.name })}
            question={t('list.withdraw_confirm')}
            yes={t('list.withdraw_yes')}
            cancel={t('list.cancel')}
            pending={withdraw.isPending}
            onConfirm={() => withdraw.mutate(application.id)}
            variant="ghost"
            icon={<Trash2 aria-hidden="true" className="size-4" />}
          />
        ) : null}
      </div>
      {canWrite ? (
        <MessageVenueLink id={restaurant.id} slug={restaurant.slug} label={t('list.message_restaurant')} />
      ) : null}
    </div>
  );
}
