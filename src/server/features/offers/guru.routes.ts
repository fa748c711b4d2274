import type { FastifyInstance } from 'fastify';
import { offerGuru } from '@shared/contracts/offer-guru';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import { guruItemsIn } from './offers.guru';

/**
 * GET /api/offer/guru (docs/api.md "The Guru"): the Guru's items of the ten template groups, for
 * restaurants, in `language` (the offer texts' language), else the request's interface language.
 */
export async function offerGuruRoutes(app: FastifyInstance, _deps: Deps) {
  registerCall(app, offerGuru, ({ input, request }) => ({
    data: guruItemsIn(input.language ?? request.lang),
    message: 'api:action_completed',
  }));
}
