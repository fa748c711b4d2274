import { gazetteer } from '../src/server/features/places/gazetteer';
import { featuredCandidatesCache } from '../src/server/features/search/featured.service';
import { chefFacetCache } from '../src/server/features/search/chefs-search.service';
import { offerFacetCache } from '../src/server/features/search/offers-search.service';
import { venueFacetCache } from '../src/server/features/search/restaurants-search.service';

/**
 * Runs before each API test file. The files of a worker share its modules (vitest.config.ts), so what
 * a process keeps across apps starts each file as a server's process would have it:
 * - the gazetteer loaded, as `npm start` loads it after the start (places are then named in the
 *   reader's language whichever file ran first);
 * - no kept facet counts or featured candidates: those of another file's database would be answered.
 */
gazetteer();
for (const cache of [featuredCandidatesCache, chefFacetCache, offerFacetCache, venueFacetCache])
  cache.clear();
