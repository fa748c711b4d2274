import type { OfferCard as OfferCardData } from '@shared/contracts/offers';
import { formatPay } from '@shared/offers/pay';
import { offerTermLabels } from '@shared/reference/offer-terms';
import { ExpandableText } from '@web/components/profile/expandable-text';
import { Picture } from '@web/components/ui/picture';
import { cn } from '@web/lib/cn';
import { useScreen } from '@web/lib/device';
import { Briefcase, MapPin, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { positionName } from '@shared/reference/positions';
import { descriptionCut, offerPath, placeLabel } from '@web/components/offers/offer-display';
import { OfferAsks } from '@web/components/offers/offer-asks';

/**
 * A public offer card (spec doc 2 sections 2 and 5): photo, headline linking to the offer page, venue and
 * place, pay (or the negotiable text), term and weekly hours; in lists, the description cut at 100
 * characters on phones and 260 wider, with "read more"; what the venue asks of chefs (D9). Used by the related offers carousel, the venue
 * page's offers block and the home feed.
 */
export function OfferCard({
  offer,
  withDescription = false,
  headingLevel = 3,
  actions,
  className,
}: {
  offer: OfferCardData;
  /** The cut description with "read more" (lists); carousels leave it out to keep slides even. */
  withDescription?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** Buttons at the card's foot, above its link (the feed's select toggle). */
  actions?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('offers');
  const { language, screen } = useScreen();
  const Heading = `h${headingLevel}` as const;
  const place = placeLabel(offer.restaurant.location);
  const image = offer.image1 ?? null;
  return (
    <article
      className={cn(
        'relative flex h-full min-w-0 flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-xs',
        'focus-within:ring-2 focus-within:ring-brand-600 hover:border-stone-300',
        className,
      )}
    >
      {image ? (
        <Picture
          sizes={image}
          preset="miniature"
          alt=""
          width={460}
          height={240}
          sizesAttribute="(min-width: 1024px) 300px, 100vw"
          className="aspect-[23/12] h-auto w-full object-cover"
        />
      ) : (
        // Without a photo, a band keeps the cards of a grid level; a phone's single column leaves it out
        // so its first screen reaches the first offer's pay and terms.
        <div
          aria-hidden="true"
          className="hidden h-20 w-full items-center justify-center bg-gradient-to-br from-brand-50 to-stone-100 sm:flex"
        >
          <UtensilsCrossed className="size-8 text-brand-700/60" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg leading-snug font-bold text-stone-900">
          {/* The whole card opens the offer; the link's name is the headline. */}
          <Link
            to={offerPath(language, offer)}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            {offer.name}
          </Link>
        </Heading>
        <div className="flex flex-col text-sm text-stone-700">
          <span className="font-semibold text-stone-800">{offer.restaurant.name}</span>
          {place ? (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              {place}
            </span>
          ) : null}
        </div>
        <p className="font-semibold text-brand-800">{formatPay(offer, language)}</p>
        <p className="inline-flex items-center gap-1.5 text-sm text-stone-700">
          <Briefcase aria-hidden="true" className="size-4 shrink-0" />
          {[
            positionName(offer.position, language),
            offerTermLabels[offer.term][language],
            t('card.hours', { count: offer.hours }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <OfferAsks audience={offer.restaurant.audience} undeclared={offer.undeclared} />
        {withDescription && offer.description ? (
          // Above the card's link, so "read more" is its own button.
          <div className="relative z-10 mt-1 text-sm">
            <ExpandableText
              html={offer.description}
              limit={descriptionCut(screen)}
              labels={{ more: t('card.read_more'), less: t('card.read_less') }}
            />
          </div>
        ) : null}
        {actions ? <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-2">{actions}</div> : null}
      </div>
    </article>
  );
}

/** Offer cards in a list (the venue page's offers block). */
export function OfferCardList({ offers, label }: { offers: readonly OfferCardData[]; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2">
      {offers.map((offer) => (
        <li key={offer.id} className="min-w-0">
          <OfferCard offer={offer} withDescription />
        </li>
      ))}
    </ul>
  );
}
