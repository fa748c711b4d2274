import type { FastifyInstance } from 'fastify';
import { restaurantsFeatured, searchOffers } from '@shared/contracts/search';
import { actorFromAuth } from '../../access';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import { featuredVenues } from './featured.service';
import { searchOffers as searchOffersFor } from './offers-search.service';
import { audienceClass } from './viewer-class';

/**
 * search/offers (the home feed) and restaurants/featured (docs/api.md "Search", docs/decisions/028-search.md):
 * public reads of what the viewer may see, in a fixed number of queries.
 */
export async function searchRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(
    app,
    searchOffers,
    async ({ input, auth, request }) => ({
      data: await searchOffersFor(deps, actorFromAuth(auth), input, request.lang),
      message: 'api:action_completed',
    }),
    { keptForVisitors: true, viewerClass: audienceClass(deps) },
  );

  registerCall(
    app,
    restaurantsFeatured,
    async ({ input, auth, request }) => ({
      data: await featuredVenues(deps, actorFromAuth(auth), input.qty, request.lang),
      message: 'api:action_completed',
    }),
    { keptForVisitors: true, viewerClass: audienceClass(deps) },
  );
}
