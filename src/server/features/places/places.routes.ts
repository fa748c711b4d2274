import type { FastifyInstance } from 'fastify';
import { placesSuggest } from '@shared/contracts/places';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import { suggestPlaces } from './places.service';

/** GET /api/places/suggest: towns for a location picker, in the request language (decisions D8). */
export async function placesRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(app, placesSuggest, async ({ input, request }) => ({
    data: await suggestPlaces(
      { q: input.q, limit: input.limit, language: request.lang },
      deps.config.geocoderUrl,
    ),
    // The message credits the source of the places, as its licence asks (the picker shows it).
    message: deps.config.geocoderUrl ? 'api:places_photon' : 'api:places_geonames',
  }));
}
