import type { Place } from '@shared/contracts/places';
import type { ChefCard } from '@shared/contracts/search';
import { chefFilterTypes, searchChefsRoute, type SearchFilterType } from '@shared/contracts/search-routes';
import { positionIds, type PositionId } from '@shared/reference/positions';
import { LocationPicker } from '@web/components/places/location-picker';
import { Button, buttonClasses } from '@web/components/ui/button';
import { controlClasses, Field } from '@web/components/ui/field';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { paths } from '@shared/paths';
import { useDevice, useScreen } from '@web/lib/device';
import { useSessionUser } from '@web/lib/session';
import { Lock, Search } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFindSearch, type FindPage } from '../../api/find-search';
import {
  chefSearchViewer,
  chefsPageSize,
  isFirstPageOnly,
  isPositionLocked,
  limitPrompt,
  type ChefSearchViewer,
} from '../../lib/find-chefs-rules';
import { isSearching, shownPage, type FindSearch } from '../../lib/find-query';
import { joinPagesById } from '@web/lib/pages';
import { positionName } from '@shared/reference/positions';
import { FacetPanel } from '../find/facet-panel';
import { FindLayout } from '../find/find-layout';
import { LoadMore } from '../find/load-more';
import { FindResults } from '../find/find-results';
import { answeredPlace, useFindAddress, useFirstRequest, usePlaceField } from '../find/use-find-address';
import { usePageAddress } from '../use-page-address';
import { ChefResultCard } from './chef-result-card';
import { isRefusedSearch } from '../../lib/refused-search';
import { ChefSelectionPanel, useChefSelection } from './chef-selection';

/**
 * /{lang}/find-chefs/{page?} (spec doc 2 sections 2 and 6, D5): chefs by position and place, narrowed by
 * position, cuisine, languages, nationality, visa and country. Visitors get 10 and the first page only,
 * then the sign-up prompt; free venues the first page, then the Premium prompt; premium venues scroll
 * on, 15 a page. The search lives in the query string (`?sous-chef&cuisine=3,4`).
 */
export function FindChefsPage({ openedPage }: { openedPage: number }) {
  const { t } = useTranslation('search');
  const { language } = useScreen();
  const { user, isPending } = useSessionUser();
  const viewer = chefSearchViewer(user);
  const { search, listKey, picked, go, toggle } = useFindAddress(chefFilterTypes, paths.findChefs(language));
  // The page size and what may be asked depend on who is looking.
  if (isPending) return <PageSkeleton label={t('find.loading')} />;

  return (
    <FindChefsResults
      key={viewer}
      listKey={listKey}
      viewer={viewer}
      search={search}
      picked={picked}
      openedPage={openedPage}
      searchBar={(known) => (
        <ChefSearchBar
          key={listKey}
          viewer={viewer}
          search={search}
          known={picked ?? known}
          onSearch={(position, place) => go({ ...search, position, place: place.formatted_address }, place)}
        />
      )}
      onToggle={toggle}
      title={isSearching(search) ? t('find_chefs.results_title') : t('find_chefs.title')}
    />
  );
}

function FindChefsResults({
  listKey,
  viewer,
  search,
  picked,
  openedPage,
  searchBar,
  onToggle,
  title,
}: {
  listKey: string;
  viewer: ChefSearchViewer;
  search: FindSearch;
  picked: Place | null;
  openedPage: number;
  searchBar: (known: Place | null) => ReactNode;
  onToggle: (type: SearchFilterType, id: number | string) => void;
  title: string;
}) {
  const { t } = useTranslation('search');
  const { language, openDialog } = useDevice();
  const size = chefsPageSize(viewer);
  const firstOnly = isFirstPageOnly(viewer);
  const first = useFirstRequest(listKey, firstOnly ? 0 : openedPage, size);
  // Positions the viewer may not search (D5) are not sent: the page says why instead of failing.
  const locked = (type: SearchFilterType, id: number | string) =>
    type === 'position' && isPositionLocked(Number(id), viewer);
  const position =
    search.position !== null && !isPositionLocked(search.position, viewer) ? search.position : null;
  const filters = search.filters.filter((filter) => !locked(filter.type, filter.id));
  const droppedLocked = position !== search.position || filters.length !== search.filters.length;
  const query = useFindSearch<ChefCard>({
    route: searchChefsRoute,
    kind: 'chefs',
    input: { filters, place: picked, placeName: search.place, position },
    first,
    size,
    firstPageOnly: firstOnly,
    viewerKey: viewer,
  });
  const pages: FindPage<ChefCard>[] = query.data?.pages ?? [];
  // The answer to the search shown, not the previous one kept on screen while it loads.
  const answered = query.isSuccess && !query.isPlaceholderData;
  const chefs = joinPagesById(pages);
  const total = pages[0]?.total ?? 0;
  usePageAddress(
    paths.findChefs(language, shownPage(chefs.length, size)),
    query.isSuccess && !query.isPlaceholderData && !firstOnly,
  );
  const selection = useChefSelection(viewer);
  // The 11th chef is refused; the panel says so until the selection changes.
  const [limitAt, setLimitAt] = useState<number | null>(null);
  const limitReached = limitAt !== null && limitAt === selection?.count;
  const select = selection ? { selection, onLimit: () => setLimitAt(selection.count) } : undefined;
  const prompt = limitPrompt(viewer);
  const reachedLimit =
    query.isSuccess && (pages.some((page) => page.limited) || (prompt !== null && total > chefs.length));

  return (
    <>
      <FindLayout
        title={title}
        summary={query.isSuccess ? t('find_chefs.total', { count: total }) : null}
        back={isSearching(search) ? { to: paths.findChefs(language), label: t('find_chefs.back') } : null}
        searchBar={searchBar(answeredPlace(search, answered ? pages[0] : undefined))}
        facets={
          <FacetPanel
            groups={pages[0]?.filters ?? []}
            answered={answered}
            types={chefFilterTypes}
            selected={search.filters}
            onToggle={onToggle}
            isLocked={locked}
            lockedHint={t('find_chefs.premium_only')}
          />
        }
      >
        {droppedLocked ? (
          <p className="flex items-center gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            <Lock aria-hidden="true" className="size-4 shrink-0" />
            {t('find_chefs.premium_positions')}
          </p>
        ) : null}
        <FindResults
          label={title}
          items={chefs}
          isPending={query.isPending}
          isStale={query.isPlaceholderData}
          isError={query.isError}
          isRefused={isRefusedSearch(query.error)}
          onRetry={() => void query.refetch()}
          renderItem={(chef) => <ChefResultCard chef={chef} select={select} />}
          footer={
            reachedLimit && prompt ? (
              <LimitPrompt
                kind={prompt}
                onSignUp={() => openDialog('signup', { type: 'restaurant' })}
                premiumHref={paths.servicesRestaurant(language)}
              />
            ) : (
              <LoadMore
                hasMore={query.hasNextPage && !query.isPlaceholderData}
                loading={query.isFetchingNextPage}
                onMore={() => void query.fetchNextPage()}
                labels={{ more: t('find.show_more_results'), loading: t('find.loading_more') }}
              />
            )
          }
        />
      </FindLayout>
      {selection ? (
        <ChefSelectionPanel selection={selection} viewer={viewer} limitReached={limitReached} />
      ) : null}
    </>
  );
}

/** The end of a list that stops at its first page: sign up (visitors) or go Premium (free venues). */
function LimitPrompt({
  kind,
  onSignUp,
  premiumHref,
}: {
  kind: 'signup' | 'premium';
  onSignUp: () => void;
  premiumHref: string;
}) {
  const { t } = useTranslation('search');
  return (
    <section
      aria-labelledby="find-chefs-limit"
      className="flex flex-col items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5"
    >
      <h2 id="find-chefs-limit" className="text-lg font-bold text-stone-900">
        {t('find_chefs.limit_title')}
      </h2>
      <p className="text-stone-800">
        {t(kind === 'signup' ? 'find_chefs.limit_signup' : 'find_chefs.limit_premium')}
      </p>
      {kind === 'signup' ? (
        <Button onClick={onSignUp}>{t('find_chefs.limit_signup_button')}</Button>
      ) : (
        <Link to={premiumHref} className={buttonClasses()}>
          {t('find_chefs.limit_premium_button')}
        </Link>
      )}
    </section>
  );
}

/** The search bar: position and place, both required (spec doc 2 section 2), with inline errors. */
function ChefSearchBar({
  viewer,
  search,
  known,
  onSearch,
}: {
  viewer: ChefSearchViewer;
  search: FindSearch;
  known: Place | null;
  onSearch: (position: PositionId, place: Place) => void;
}) {
  const { t } = useTranslation('search');
  const { language } = useScreen();
  const [position, setPosition] = useState<string>(search.position !== null ? String(search.position) : '');
  const [place, setPlace] = usePlaceField(known);
  const [tried, setTried] = useState(false);
  const positionError = tried && !position ? t('find_chefs.position_required') : undefined;
  const placeError = tried && !place ? t('find_chefs.place_required') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (position && place) onSearch(Number(position) as PositionId, place);
  };
  return (
    <form
      role="search"
      noValidate
      aria-label={t('find_chefs.search_label')}
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs md:grid-cols-[1fr_1fr_auto] md:items-start"
    >
      <Field label={t('find_chefs.position')} error={positionError}>
        {(control) => (
          <select
            {...control}
            required
            value={position}
            onChange={(event) => setPosition(event.target.value)}
            className={controlClasses(Boolean(positionError))}
          >
            <option value="">{t('find_chefs.position_choose')}</option>
            {positionIds.map((id) => {
              const lockedOption = isPositionLocked(id, viewer);
              return (
                <option key={id} value={id} disabled={lockedOption}>
                  {lockedOption
                    ? t('find_chefs.position_premium', { position: positionName(id, language) })
                    : positionName(id, language)}
                </option>
              );
            })}
          </select>
        )}
      </Field>
      <LocationPicker
        label={t('find_chefs.place')}
        value={place}
        onChange={setPlace}
        required
        error={placeError}
      />
      <Button type="submit" className="md:mt-7">
        <Search aria-hidden="true" className="size-4" />
        {t('find.search')}
      </Button>
    </form>
  );
}
