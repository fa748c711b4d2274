import type { OfferCard } from '@shared/contracts/offers';
import { formatPay } from '@shared/offers/pay';
import { ActiveSwitch } from '@web/components/profile/active-switch';
import { ExpandableText } from '@web/components/profile/expandable-text';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Picture } from '@web/components/ui/picture';
import { paths } from '@shared/paths';
import { useScreen } from '@web/lib/device';
import { ExternalLink, FileText, Pencil, Users, UtensilsCrossed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useToggleOffer } from '../api/own-offers';
import { isLive, offerDate, termName } from '../lib/offer-display';
import { positionName } from '@shared/reference/positions';
import { descriptionCut, offerPath } from '@web/components/offers/offer-display';
import { useEditOffer, useShareOffer } from './offer-dialog-buttons';
import { isActiveOffer, isApproved } from '@shared/states';

/**
 * One of the venue's own offers (spec doc 2 section 2 "Offers"): photo, headline, position, pay or the
 * negotiable text, term, dates, the description cut with read more, the in-review tag, the
 * active/paused switch, and the ways to its detail view, its form and (when live) its public page.
 * `compact` is the venue home's shorter card: no photo, no description.
 */
export function OwnOfferCard({
  offer,
  compact = false,
  onChange,
}: {
  offer: OfferCard;
  compact?: boolean;
  /** After the form saved or deleted the offer. */
  onChange?: () => void;
}) {
  const { t } = useTranslation('offers');
  const { language, screen } = useScreen();
  const edit = useEditOffer(onChange);
  const detail = paths.restaurantOfferView(language, offer.rid, offer.id);
  const headingId = `offer-${offer.id}-title`;
  const updated = offer.updated && offer.updated !== offer.created;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:flex-row sm:p-5"
    >
      {compact ? null : (
        // Without a photo, phones skip the placeholder: the card starts with its headline.
        <div className={offer.image1 ? 'shrink-0 sm:w-40' : 'hidden shrink-0 sm:block sm:w-40'}>
          {offer.image1 ? (
            <Picture
              sizes={offer.image1}
              preset="showcase"
              alt=""
              width={160}
              height={120}
              className="aspect-[4/3] h-auto w-full rounded-xl object-cover"
            />
          ) : (
            <div className="flex aspect-[4/3] w-full items-center justify-center rounded-xl bg-stone-100 text-stone-500">
              <UtensilsCrossed aria-hidden="true" className="size-8" />
            </div>
          )}
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={isActiveOffer(offer) ? 'success' : 'neutral'}>
              {isActiveOffer(offer) ? t('status_active') : t('status_paused')}
            </Badge>
            {!isApproved(offer.approvedp) ? <Badge tone="warning">{t('in_review')}</Badge> : null}
          </div>
          <h3 id={headingId} className="text-lg font-bold break-words text-stone-900">
            <Link to={detail} className="hover:underline">
              {offer.name}
            </Link>
          </h3>
          <p className="text-stone-800">
            {[positionName(offer.position, language), termName(offer.term, language)]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="font-semibold text-stone-900">{formatPay(offer, language)}</p>
          <p className="text-sm text-stone-600">
            {t('own.posted', { date: offerDate(offer.created, language) })}
            {updated ? ` · ${t('own.updated', { date: offerDate(offer.updated, language) })}` : null}
          </p>
        </div>
        {compact ? null : (
          <ExpandableText
            html={offer.description}
            limit={descriptionCut(screen)}
            labels={{ more: t('own.read_more'), less: t('own.read_less') }}
          />
        )}
        <OfferSwitch offer={offer} />
        <div className="flex flex-wrap gap-2">
          <Link to={detail} className={buttonClasses({ variant: 'secondary' })}>
            <FileText aria-hidden="true" className="size-4" />
            {t('own.details')}
            <span className="sr-only">: {offer.name}</span>
          </Link>
          <Link
            to={paths.restaurantApplicants(language, offer.rid, offer.id)}
            className={buttonClasses({ variant: 'secondary' })}
          >
            <Users aria-hidden="true" className="size-4" />
            {t('own.applicants')}
            <span className="sr-only">: {offer.name}</span>
          </Link>
          <Button variant="secondary" onClick={() => edit(offer.rid, offer.id)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('own.edit')}
            <span className="sr-only">: {offer.name}</span>
          </Button>
          {isLive(offer) ? (
            <Link to={offerPath(language, offer)} className={buttonClasses({ variant: 'ghost' })}>
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('own.public_page')}
              <span className="sr-only">: {offer.name}</span>
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/**
 * The active/paused switch of an offer (offer/toggle, spec doc 2 section 4): presses while the call runs
 * are ignored; a failure only ends the busy state (section 8). Activating an approved offer opens the
 * share overlay with its public link, as saving does (an offer in review has no public page yet).
 */
export function OfferSwitch({ offer }: { offer: Pick<OfferCard, 'id' | 'status' | 'approvedp'> }) {
  const { t } = useTranslation('offers');
  const toggle = useToggleOffer();
  const share = useShareOffer();
  const active = isActiveOffer(offer);
  return (
    <ActiveSwitch
      label={t('own.switch_label')}
      hint={
        active
          ? !isApproved(offer.approvedp)
            ? t('own.active_review')
            : t('own.active_on')
          : t('own.active_off')
      }
      active={active}
      busy={toggle.isPending}
      onToggle={() =>
        toggle.mutate(
          { oid: offer.id, active: !active },
          { onSuccess: (saved) => (isLive(saved) ? share(saved) : undefined) },
        )
      }
    />
  );
}
