import type { Place } from '@shared/contracts/places';
import type { SearchFilterType } from '@shared/contracts/search-routes';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  findSearchQuery,
  firstRequest,
  parseFindSearch,
  toggleFilter,
  type FindSearch,
} from '../../lib/find-query';

/**
 * The search of a find page, read from its address (so a shared link opens it), and the ways to change
 * it: a new search or a filter goes to the page's base path with the new query string (spec doc 2
 * section 4: a new search or filter starts the list again). The place picked in the search bar, with
 * its coordinates, is kept beside it: the address names the place only.
 */
export function useFindAddress(types: readonly SearchFilterType[], base: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const search = parseFindSearch(location.search, types);
  const [picked, setPicked] = useState<Place | null>(null);
  const go = useCallback(
    (next: FindSearch, place?: Place | null) => {
      if (place !== undefined) setPicked(place);
      void navigate(`${base}${findSearchQuery(next, types)}`);
    },
    [navigate, base, types],
  );
  return {
    search,
    /** The page's list is drawn anew for each query string. */
    listKey: location.search,
    picked: picked?.formatted_address === search.place ? picked : null,
    go,
    toggle: (type: SearchFilterType, id: number | string) =>
      go({ ...search, filters: toggleFilter(search.filters, type, id) }),
  };
}

/**
 * The place the answer found, for a bar opened from an address that names one. `first` is the first
 * page of the answer to the search shown, or undefined while there is none: not the last search's while
 * the next one loads (going back to all would show it still).
 */
export function answeredPlace(
  search: FindSearch,
  first: { location?: { place?: Place | null } | null } | undefined,
): Place | null {
  return search.place ? (first?.location?.place ?? null) : null;
}

/**
 * The place a search bar shows: the one picked, or the one the answer found for a place named by a
 * shared address, once it is known (adjusted while rendering, as React advises for state that follows a prop).
 */
export function usePlaceField(known: Place | null) {
  const [place, setPlace] = useState<Place | null>(known);
  const [shownKnown, setShownKnown] = useState(known);
  if (known !== shownKnown) {
    setShownKnown(known);
    if (known && !place) setPlace(known);
  }
  return [place, setPlace] as const;
}

/**
 * The first request of a list: the pages up to the one the address opened at, in one call (qty
 * widened); a later search of the same page starts at its first page.
 */
export function useFirstRequest(listKey: string, openedPage: number, size: number) {
  const [opened] = useState(() => ({ listKey, first: firstRequest(openedPage, size) }));
  return opened.listKey === listKey && opened.first.qty % size === 0 ? opened.first : firstRequest(0, size);
}
