import type { Place } from '@shared/contracts/places';
import type { RestaurantCard } from '@shared/contracts/search';
import {
  restaurantFilterTypes,
  searchPageSizes,
  searchRestaurantsRoute,
  type SearchFilterType,
} from '@shared/contracts/search-routes';
import { LocationPicker } from '@web/components/places/location-picker';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { paths } from '@shared/paths';
import { useScreen } from '@web/lib/device';
import { Search } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useFindSearch, type FindPage } from '../../api/find-search';
import { isSearching, shownPage, type FindSearch } from '../../lib/find-query';
import { joinPagesById } from '@web/lib/pages';
import { FacetPanel } from '../find/facet-panel';
import { FindLayout } from '../find/find-layout';
import { LoadMore } from '../find/load-more';
import { FindResults } from '../find/find-results';
import { answeredPlace, useFindAddress, useFirstRequest, usePlaceField } from '../find/use-find-address';
import { usePageAddress } from '../use-page-address';
import { isRefusedSearch } from '../../lib/refused-search';
import { RestaurantResultCard } from './restaurant-result-card';

const size = searchPageSizes.restaurants;

/**
 * /{lang}/find-restaurants/{page?} (spec doc 2 section 2): venues by place and name, narrowed by cuisine,
 * country and rating type; 10 a page as the list scrolls, the address following the pages; the search
 * in the query string (`?cuisine=3,4&country=PT&place=Lisboa`), so a shared address opens it again.
 */
export function FindRestaurantsPage({ openedPage }: { openedPage: number }) {
  const { t } = useTranslation('search');
  const { language } = useScreen();
  const base = paths.findRestaurants(language);
  const { search, listKey, picked, go, toggle } = useFindAddress(restaurantFilterTypes, base);
  return (
    <FindRestaurantsResults
      listKey={listKey}
      search={search}
      picked={picked}
      openedPage={openedPage}
      base={base}
      searchBar={(known) => (
        <RestaurantSearchBar
          key={listKey}
          search={search}
          known={picked ?? known}
          onSearch={(place, q) => go({ ...search, place: place?.formatted_address ?? '', q }, place)}
        />
      )}
      onToggle={toggle}
      title={isSearching(search) ? t('find_restaurants.results_title') : t('find_restaurants.title')}
    />
  );
}

function FindRestaurantsResults({
  listKey,
  search,
  picked,
  openedPage,
  base,
  searchBar,
  onToggle,
  title,
}: {
  listKey: string;
  search: FindSearch;
  picked: Place | null;
  openedPage: number;
  base: string;
  /** The bar, given the place the answer searched around (a shared address names it only). */
  searchBar: (known: Place | null) => ReactNode;
  onToggle: (type: SearchFilterType, id: number | string) => void;
  title: string;
}) {
  const { t } = useTranslation('search');
  // Entering at /{page}: the pages up to it in one call; the first load only.
  const first = useFirstRequest(listKey, openedPage, size);
  const query = useFindSearch<RestaurantCard>({
    route: searchRestaurantsRoute,
    kind: 'restaurants',
    input: { filters: search.filters, place: picked, placeName: search.place, q: search.q },
    first,
    size,
    firstPageOnly: false,
    viewerKey: '',
  });
  const pages: FindPage<RestaurantCard>[] = query.data?.pages ?? [];
  // The answer to the search shown, not the previous one kept on screen while it loads.
  const answered = query.isSuccess && !query.isPlaceholderData;
  const venues = joinPagesById(pages);
  const total = pages[0]?.total ?? 0;
  const { language } = useScreen();
  usePageAddress(
    paths.findRestaurants(language, shownPage(venues.length, size)),
    query.isSuccess && !query.isPlaceholderData,
  );
  const searching = isSearching(search);

  return (
    <FindLayout
      title={title}
      summary={query.isSuccess ? t('find_restaurants.total', { count: total }) : null}
      back={searching ? { to: base, label: t('find_restaurants.back') } : null}
      searchBar={searchBar(answeredPlace(search, answered ? pages[0] : undefined))}
      facets={
        <FacetPanel
          groups={pages[0]?.filters ?? []}
          answered={answered}
          types={restaurantFilterTypes}
          selected={search.filters}
          onToggle={onToggle}
        />
      }
    >
      <FindResults
        label={title}
        items={venues}
        isPending={query.isPending}
        isStale={query.isPlaceholderData}
        isError={query.isError}
        isRefused={isRefusedSearch(query.error)}
        onRetry={() => void query.refetch()}
        renderItem={(venue) => <RestaurantResultCard venue={venue} />}
        footer={
          <LoadMore
            hasMore={query.hasNextPage && !query.isPlaceholderData}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
            labels={{ more: t('find.show_more_results'), loading: t('find.loading_more') }}
          />
        }
      />
    </FindLayout>
  );
}

/** The search bar: where (optional, the place picker) and the venue's name (optional). */
function RestaurantSearchBar({
  search,
  known,
  onSearch,
}: {
  search: FindSearch;
  known: Place | null;
  onSearch: (place: Place | null, q: string) => void;
}) {
  const { t } = useTranslation('search');
  const [place, setPlace] = usePlaceField(known);
  const [q, setQ] = useState(search.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(place, q.trim());
  };
  return (
    <form
      role="search"
      aria-label={t('find_restaurants.search_label')}
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs md:grid-cols-[1fr_1fr_auto] md:items-start"
    >
      <LocationPicker
        label={t('find_restaurants.place')}
        value={place}
        onChange={setPlace}
        hint={t('find_restaurants.place_hint')}
      />
      <Input
        label={t('find_restaurants.name')}
        hint={t('find_restaurants.name_hint')}
        value={q}
        maxLength={100}
        enterKeyHint="search"
        onChange={(event) => setQ(event.target.value)}
      />
      <Button type="submit" className="md:mt-7">
        <Search aria-hidden="true" className="size-4" />
        {t('find.search')}
      </Button>
    </form>
  );
}
