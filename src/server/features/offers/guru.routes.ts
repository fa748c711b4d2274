import type { FastifyInstance } from 'fastify';
import { offerGuru } from '@shared/contracts/offer-guru';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import { guruItemsIn } from './offers.guru';

/**
 * GET /api/offer/guru (docs/api.md "Offers"): the Guru's items of the ten template groups, in the
 * request's language (`lang` or `language`, else Accept-Language, else English), for restaurants.
 */
export async function offerGuruRoutes(app: FastifyInstance, _deps: Deps) {
  registerCall(app, offerGuru, ({ request }) => ({
    data: guruItemsIn(request.lang),
    message: 'api:action_completed',
  }));
}
