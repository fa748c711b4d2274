import type { FacetGroup } from '@shared/contracts/search';
import { offerFilterTypes, type OfferFilterType } from '@shared/contracts/search-routes';
import { positionLabels } from '@shared/reference/positions';
import { ProfileLoadFailed } from '@web/components/profile/profile-layout';
import { OffersSelectionPanel } from '@web/components/selection/offers-selection-panel';
import { useSelection } from '@web/components/selection/use-selection';
import { Button } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { useDevice } from '@web/lib/device';
import { holdScroll, readScroll, saveScroll } from '@web/lib/scroll-memory';
import { useSessionUser } from '@web/lib/session';
import { formatCount } from '@web/lib/format';
import { joinPagesById } from '@web/lib/pages';
import { ArrowLeft, SlidersHorizontal, Share2, SearchX } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useNavigationType, useParams } from 'react-router';
import { useFeedOffers } from '../../api/search-offers';
import {
  emptyFeedSearch,
  feedAddressPage,
  feedHasMore,
  isSearching,
  pageFromPath,
  queryFromSearch,
  searchFromQuery,
  toggleFilter,
  type FeedSearch,
} from '../../lib/feed-search';
import { FacetGroups } from '../facets/facet-groups';
import { FeaturedRestaurants } from './featured-restaurants';
import { FeedAside } from './feed-aside';
import { FeedList, FeedSkeleton } from './feed-list';
import { FeedSearchBar } from './feed-search-bar';
import { usePageAddress } from '../use-page-address';
import { isRefusedSearch } from '../../lib/refused-search';

const FeedFiltersSheet = lazy(() => import('./feed-filters-sheet'));
// Only a chef whose profile leaves offers out sees the note: visitors do not fetch it.
const HiddenOffersNote = lazy(() =>
  import('./hidden-offers-note').then((module) => ({ default: module.HiddenOffersNote })),
);

/**
 * The home feed (spec doc 2 sections 2 and 4): the latest offers, or the results of a search by position
 * and place narrowed by filters, mirrored in the address (a shared link runs the same search), loaded 10
 * at a time as the visitor scrolls, the address following as /{lang}/home/{page}; back from an offer, the
 * list and the scroll position are as they were left.
 */
export function HomeFeed() {
  const { t } = useTranslation('search');
  const { language, openDialog, screen } = useDevice();
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const params = useParams();
  const { user, isPending: sessionPending } = useSessionUser();
  const search = useMemo(() => searchFromQuery(location.search), [location.search]);
  const query = queryFromSearch(search);
  const startPage = pageFromPath(params.page);
  const entry = location.key;
  const feed = useFeedOffers(search, startPage, entry);
  const offerSelection = useSelection('offers');
  const canSelect = !sessionPending && (!user || user.type === 'chef');
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Closed, the sheet gives focus back to its button (the app's dialogs return it themselves; this
  // one is the page's own).
  const filtersButton = useRef<HTMLButtonElement>(null);
  const onFiltersOpenChange = (open: boolean) => {
    setFiltersOpen(open);
    if (!open) setTimeout(() => filtersButton.current?.focus(), 0);
  };

  const pages = feed.data?.pages;
  const offers = useMemo(() => joinPagesById(pages ?? []), [pages]);
  const first = pages?.[0];
  // The feed keeps no earlier answer while a search loads: a first page is the answer to the one shown.
  const answered = first !== undefined;
  const hasMore = pages && feed.data ? feedHasMore(pages, feed.data.pageParams) : false;
  const lastParam = feed.data?.pageParams.at(-1);
  const shownPage = lastParam && feedAddressPage(lastParam, offers.length);

  // Back from an offer, or from one search to the one before: the cached pages are there at once; the
  // position goes back before paint. Coming from another page, the layout is also told not to scroll
  // to the top (within the feed it does not: the feed stays one page, lib/page-key.ts).
  const restored = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (restored.current === entry || !pages) return;
    const mounted = restored.current === null;
    restored.current = entry;
    const y = navigationType === 'POP' ? readScroll(entry) : null;
    if (y !== null) {
      if (mounted) holdScroll();
      window.scrollTo(0, y);
    }
  }, [pages, navigationType, entry]);

  // Where the visitor is, remembered for going back.
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => saveScroll(entry, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [entry]);

  // The address follows the pages loaded (/home/{page}), the search normalized; the latest offers
  // opened at /{lang} stay there until a second page loads.
  usePageAddress(
    paths.homePage(language, shownPage ?? 0),
    shownPage !== undefined && !(shownPage === 0 && !params.page && !query),
    query,
  );

  // The next page (the list's infinite scroll asks at most every 500 ms).
  const { fetchNextPage, isFetchingNextPage } = feed;
  const loadMore = useCallback(() => {
    if (hasMore && !isFetchingNextPage) void fetchNextPage();
  }, [hasMore, isFetchingNextPage, fetchNextPage]);

  /** A new search or filter: the list starts again at page 0, in a new history entry. */
  const go = (next: FeedSearch) => {
    const nextQuery = queryFromSearch(next);
    void navigate(nextQuery ? `${paths.homePage(language, 0)}?${nextQuery}` : paths.home(language));
  };
  // The router applies a navigation in a transition: until it does, the boxes show the new choice (a
  // checked box stays checked at once).
  const [pending, setPending] = useState<{ search: FeedSearch; from: string } | null>(null);
  const shownSearch = pending && pending.from === entry ? pending.search : search;
  const onToggleFilter = (type: OfferFilterType, id: number | string) => {
    const next = toggleFilter(shownSearch, type, id);
    setPending({ search: next, from: entry });
    go(next);
  };

  const searching = isSearching(search);
  const total = first?.total;
  const positionId = search.position && 'id' in search.position ? search.position.id : null;
  const share = () => {
    if (positionId === null) return;
    const url = `${window.location.origin}${paths.homePage(language, 0)}?${query}`;
    openDialog('share', {
      kind: 'search',
      url,
      title: t('share.title', { position: positionLabels[positionId][language] }),
      subtitle: search.place?.name ?? '',
    });
  };
  // While a new search loads, the filters stay as they were (the sheet and the column do not empty).
  const [facets, setFacets] = useState<readonly FacetGroup[]>([]);
  if (first && first.filters !== facets) setFacets(first.filters);
  const desktop = screen !== 'mobile';

  return (
    <div className="flex flex-col gap-6">
      {/* Its key: a new search from the address (back, a shared link) shows in the boxes. */}
      <FeedSearchBar
        key={`${language}:${queryFromSearch({ ...search, filters: [] })}`}
        search={search}
        onSearch={(next) => go({ ...emptyFeedSearch, ...next })}
      />
      <FeaturedRestaurants />
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] wide:grid-cols-[15rem_minmax(0,1fr)_16rem]">
        {desktop ? (
          <aside aria-labelledby="feed-filters" className="hidden lg:block">
            <h2 id="feed-filters" className="mb-4 text-lg font-bold text-stone-900">
              {t('filters.title')}
            </h2>
            {first || facets.length || feed.isError ? (
              <FacetGroups
                groups={facets}
                answered={answered}
                types={offerFilterTypes}
                selected={shownSearch.filters}
                onToggle={onToggleFilter}
              />
            ) : (
              <FeedSkeleton label={t('filters.loading')} count={1} />
            )}
          </aside>
        ) : null}
        <section aria-labelledby="feed-title" className="min-w-0">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
            <div className="flex min-w-0 flex-col gap-1">
              <h1
                id="feed-title"
                className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl"
              >
                {searching ? t('title.results') : t('title.latest')}
                {total !== undefined ? ' ' : null}
                {total !== undefined ? (
                  <span className="text-lg font-semibold text-stone-600 tabular-nums sm:text-xl">
                    ({formatCount(total, language)})
                  </span>
                ) : null}
              </h1>
              {searching ? (
                <Link
                  to={paths.home(language)}
                  className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  {t('title.back')}
                </Link>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              {positionId !== null ? (
                <Button variant="secondary" onClick={share}>
                  <Share2 aria-hidden="true" className="size-4" />
                  {t('share.button')}
                  <span className="sr-only">: {positionLabels[positionId][language]}</span>
                </Button>
              ) : null}
              <Button
                ref={filtersButton}
                variant="secondary"
                className="lg:hidden"
                aria-haspopup="dialog"
                onClick={() => setFiltersOpen(true)}
              >
                <SlidersHorizontal aria-hidden="true" className="size-4" />
                {t('filters.open')}
                {search.filters.length ? ` (${search.filters.length})` : ''}
              </Button>
            </div>
          </div>
          {feed.isError && isRefusedSearch(feed.error) ? (
            <RefusedSearch />
          ) : feed.isError ? (
            <ProfileLoadFailed
              texts={{ title: t('list.error_title'), text: t('list.error_text'), retry: t('list.retry') }}
              onRetry={() => void feed.refetch()}
            />
          ) : !pages ? (
            <FeedSkeleton label={t('list.loading')} />
          ) : offers.length === 0 && first?.hidden ? (
            // Never "no open offers" when offers are open that the chef's profile leaves out (D9).
            <Suspense fallback={<FeedSkeleton label={t('list.loading')} />}>
              <HiddenOffersNote hidden={first.hidden} onChanged={() => void feed.refetch()} alone />
            </Suspense>
          ) : offers.length === 0 ? (
            <NoResults searching={searching} />
          ) : (
            <>
              {first?.hidden ? (
                <Suspense fallback={null}>
                  <HiddenOffersNote hidden={first.hidden} onChanged={() => void feed.refetch()} />
                </Suspense>
              ) : null}
              <FeedList
                offers={offers}
                selection={canSelect ? offerSelection : null}
                hasMore={hasMore}
                loadingMore={isFetchingNextPage}
                onMore={loadMore}
              />
            </>
          )}
        </section>
        {screen === 'large' ? <FeedAside /> : null}
      </div>
      {filtersOpen ? (
        <Suspense fallback={null}>
          <FeedFiltersSheet
            open={filtersOpen}
            onOpenChange={onFiltersOpenChange}
            facets={facets}
            answered={answered}
            search={shownSearch}
            total={total}
            onToggle={onToggleFilter}
          />
        </Suspense>
      ) : null}
      <OffersSelectionPanel />
    </div>
  );
}

/** A search its address asks for cannot be run (an unknown filter or place): start again. */
function RefusedSearch() {
  const { t } = useTranslation('search');
  const { language } = useDevice();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-stone-300 bg-white p-6"
    >
      <SearchX aria-hidden="true" className="size-8 text-stone-500" />
      <h2 className="text-lg font-bold text-stone-900">{t('list.refused_title')}</h2>
      <p className="text-stone-700">{t('list.refused_text')}</p>
      <Link to={paths.home(language)} className="font-semibold text-brand-700 underline underline-offset-2">
        {t('title.back')}
      </Link>
    </div>
  );
}

/** 'No results', with the next step: widen the search, or see every offer. */
function NoResults({ searching }: { searching: boolean }) {
  const { t } = useTranslation('search');
  const { language } = useDevice();
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-stone-300 bg-white p-6">
      <SearchX aria-hidden="true" className="size-8 text-stone-500" />
      <h2 className="text-lg font-bold text-stone-900">{t('empty.title')}</h2>
      <p className="text-stone-700">{searching ? t('empty.search_text') : t('empty.none_text')}</p>
      {searching ? (
        <Link to={paths.home(language)} className="font-semibold text-brand-700 underline underline-offset-2">
          {t('title.back')}
        </Link>
      ) : (
        <Link
          to={paths.findRestaurants(language)}
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {t('empty.find_restaurants')}
        </Link>
      )}
    </div>
  );
}
