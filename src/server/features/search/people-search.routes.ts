import type { FastifyInstance } from 'fastify';
import { searchChefs, searchRestaurants } from '@shared/contracts/search';
import { actorFromAuth } from '../../access';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import { searchChefs as findChefs } from './chefs-search.service';
import { searchRestaurants as findRestaurants } from './restaurants-search.service';
import { accountClass, audienceClass } from './viewer-class';

/**
 * Find chefs and find restaurants (docs/api.md "Search", docs/decisions/028-search.md): public calls;
 * the viewer, when logged in, changes what is listed (blocks, their own profile) and what is allowed
 * (D5's limits for visitors and free venues).
 */
export async function peopleSearchRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(
    app,
    searchChefs,
    async ({ input, auth, request }) => ({
      data: await findChefs(deps, actorFromAuth(auth), input, request.lang),
      message: 'api:search_chefs',
    }),
    { keptForVisitors: true, viewerClass: accountClass },
  );

  registerCall(
    app,
    searchRestaurants,
    async ({ input, auth, request }) => ({
      data: await findRestaurants(deps, actorFromAuth(auth), input, request.lang),
      message: 'api:search_restaurants',
    }),
    { keptForVisitors: true, viewerClass: audienceClass(deps) },
  );
}
