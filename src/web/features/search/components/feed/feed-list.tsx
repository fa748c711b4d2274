import type { OfferSearchResult } from '@shared/contracts/search';
import { OfferCard } from '@web/components/offers/offer-card';
import { useAppliedOffers } from '@web/components/offers/use-applied-offers';
import { useSavedOfferMarks } from '@web/components/offers/use-saved-offers';
import { savedMarksKey } from '@web/features/offers/query-keys';
import { placeLabel } from '@web/components/offers/offer-display';
import { SelectToggle } from '@web/components/selection/select-toggle';
import type { Selection } from '@web/components/selection/use-selection';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useScreen } from '@web/lib/device';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { offerPath } from '@web/components/offers/offer-display';
import { useInfiniteScroll } from '@web/lib/use-infinite-scroll';

type FeedOffer = OfferSearchResult['list'][number];

// Only a chef who saved an offer sees the mark: visitors do not fetch it.
const SavedMark = lazy(() =>
  import('@web/components/offers/saved-mark').then((module) => ({ default: module.SavedMark })),
);

// Only a chef with applications sees the note: visitors do not fetch it.
const AppliedNote = lazy(() =>
  import('@web/components/offers/applied-note').then((module) => ({ default: module.AppliedNote })),
);

/**
 * The feed's offers (doc 2 sections 2, 4 and 5): the offer cards with their cut descriptions and, for
 * visitors and chefs, a select toggle feeding the selection panel (for an offer the chef has applied
 * to, "Applied on ..." with the link to the application instead), and "Saved" on the offers the chef
 * has saved (one call for the cards shown, as for the applications); below them, a sentinel that asks for
 * the next page as it comes into view, and a "show more" button for keyboards and when the observer
 * cannot run.
 */
export function FeedList({
  offers,
  selection,
  hasMore,
  loadingMore,
  onMore,
}: {
  offers: readonly FeedOffer[];
  selection: Selection | null;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation();
  const { language } = useScreen();
  // Starts the next page a screen before the end, so scrolling rarely waits.
  const sentinel = useInfiniteScroll<HTMLDivElement>(onMore, hasMore && !loadingMore, '0px 0px 600px 0px');
  const shown = selection ? offers.map((offer) => offer.id) : [];
  const { applied } = useAppliedOffers(shown);
  const { saved } = useSavedOfferMarks(shown, savedMarksKey);

  return (
    <>
      <ul aria-label={t('list.label')} className="grid gap-4 sm:grid-cols-2">
        {offers.map((offer) => (
          <li key={offer.id} className="min-w-0" data-offer-id={offer.id}>
            <OfferCard
              offer={offer}
              // Each card's title sits right under the feed's h1 (heading order).
              headingLevel={2}
              withDescription
              actions={
                applied.has(offer.id) ? (
                  <>
                    <Suspense fallback={null}>
                      <AppliedNote item={applied.get(offer.id)!} />
                    </Suspense>
                    {saved.has(offer.id) ? (
                      <Suspense fallback={null}>
                        <SavedMark />
                      </Suspense>
                    ) : null}
                  </>
                ) : selection ? (
                  <>
                    <SelectToggle
                      selection={selection}
                      id={offer.id}
                      summary={{
                        title: offer.name,
                        subtitle: [offer.restaurant.name, placeLabel(offer.restaurant.location)]
                          .filter(Boolean)
                          .join(', '),
                        href: offerPath(language, offer),
                      }}
                      label={tc('selection.select')}
                      selectedLabel={tc('selection.selected')}
                    />
                    {saved.has(offer.id) ? (
                      <Suspense fallback={null}>
                        <SavedMark />
                      </Suspense>
                    ) : null}
                  </>
                ) : null
              }
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {loadingMore ? <FeedSkeleton label={t('list.loading_more')} count={2} /> : null}
      {hasMore && !loadingMore ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" size="lg" onClick={onMore}>
            {t('list.show_more')}
          </Button>
        </div>
      ) : null}
      {!hasMore && offers.length > 0 ? (
        <p className="mt-6 text-center text-sm text-stone-700">{t('list.end')}</p>
      ) : null}
    </>
  );
}

/** Cards' outlines while offers load (ui.md: skeletons, not spinners alone). */
export function FeedSkeleton({ label, count = 4 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite" className="mt-4 grid gap-4 sm:grid-cols-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
          <Skeleton className="hidden h-20 w-full sm:block" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}
