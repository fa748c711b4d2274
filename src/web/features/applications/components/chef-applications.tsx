import { chefCardMoves } from '@shared/applications/state';
import type { ApplicationTab } from '@shared/applications/tabs';
import type { ChefApplicationView } from '@shared/contracts/applications';
import { availableFrom, disponibilityLabels, type DisponibilityId } from '@shared/reference/disponibility';
import { isActiveOffer } from '@shared/states';
import { placeLabel } from '@web/components/offers/offer-display';
import { RatingIcons } from '@web/components/profile/rating-icons';
import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Thumbnail } from '@web/components/ui/thumbnail';
import { paths } from '@shared/paths';
import { useOverlay, useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { formatDay, formatShortDate } from '@web/lib/format';
import { Check, Store, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChefApplications, useChefReject, useWithdraw } from '../api/chef-applications';
import { ConfirmAction } from './confirm-action';
import { PagedList } from './paged-list';
import { StageList } from './stage-list';

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
      <ChefActions application={application} />
    </article>
  );
}

/** What the chef may do from the application's state (D4). */
function ChefActions({ application }: { application: ChefApplicationView }) {
  const { t } = useTranslation('applications');
  const { t: tc } = useTranslation();
  const { openDialog } = useOverlay();
  const withdraw = useWithdraw();
  const reject = useChefReject();
  const failed = withdraw.error ?? reject.error;
  // Withdrawn applications leave the chef's lists.
  const moves = chefCardMoves({
    status: application.statusid,
    disponibility: application.disponibility,
    withdrawn: false,
  });
  const sentByVenue = moves.includes('chefTakesOffer');
  const deletable = moves.includes('chefWithdraws');
  if (!sentByVenue && !deletable) return null;
  return (
    <div className="flex flex-col gap-3 border-t border-stone-200 pt-4">
      {failed ? <Alert>{errorText(failed, tc)}</Alert> : null}
      <p className="text-sm text-stone-700">
        {sentByVenue ? t('list.sent_by_restaurant') : t('list.waiting_restaurant')}
      </p>
      <div className="flex flex-wrap gap-2">
        {sentByVenue ? (
          <>
            <Button
              aria-label={t('list.accept_offer_named', { name: application.offer.name })}
              onClick={() =>
                openDialog('applyoffers', {
                  offers: [
                    {
                      id: application.offer.id,
                      title: application.offer.name,
                      subtitle: application.restaurant.name,
                    },
                  ],
                  applicationId: application.id,
                })
              }
            >
              <Check aria-hidden="true" className="size-4" />
              {t('list.accept')}
            </Button>
            <ConfirmAction
              label={t('list.reject')}
              accessibleName={t('list.reject_offer_named', { name: application.offer.name })}
              question={t('list.reject_confirm')}
              yes={t('list.reject_yes')}
              cancel={t('list.cancel')}
              pending={reject.isPending}
              onConfirm={() => reject.mutate(application.id)}
              icon={<X aria-hidden="true" className="size-4" />}
            />
          </>
        ) : (
          <ConfirmAction
            label={t('list.withdraw')}
            accessibleName={t('list.withdraw_named', { name: application.offer.name })}
            question={t('list.withdraw_confirm')}
            yes={t('list.withdraw_yes')}
            cancel={t('list.cancel')}
            pending={withdraw.isPending}
            onConfirm={() => withdraw.mutate(application.id)}
            variant="ghost"
            icon={<Trash2 aria-hidden="true" className="size-4" />}
          />
        )}
      </div>
    </div>
  );
}
