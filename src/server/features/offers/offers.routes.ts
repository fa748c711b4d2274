import type { FastifyInstance } from 'fastify';
import {
  offerChefSaved,
  offerChefSavedIn,
  offerManageEdit,
  offerRelated,
  offerRestaurant,
  offerShow,
  offerShowPost,
  offersIn,
  offerToggle,
} from '@shared/contracts/offers';
import { restaurantsShow, restaurantsShowPost } from '@shared/contracts/venues';
import { actorFromAuth } from '../../access';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import {
  deleteOffer,
  offersByIds,
  offersOfVenue,
  ownOfferView,
  relatedOffers,
  saveOffer,
  savedAmong,
  savedOffersOfChef,
  showOffer,
  toggleOffer,
} from './offers.service';
import { venuePage } from './venue-page.service';

/**
 * The job offer calls (docs/api.md "Offers", docs/decisions/027-offers.md). Each change runs in one
 * transaction; the lists and the offer page answer what the viewer may see (D6 moderation and blocks,
 * D9 audience) in a fixed number of queries. The Guru's call is in guru.routes.ts.
 */
export async function offerRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(app, offerManageEdit, async ({ input, auth, request }) => {
    const actor = actorFromAuth(auth)!;
    if (input.action === 'delete') {
      await deleteOffer(deps.db, actor, input.id);
      return { data: { offer: null }, message: 'api:offer_deleted' };
    }
    const approved = deps.config.autoApprove;
    const id = await saveOffer(deps.db, actor, input, { fallbackLanguage: auth.account.language, approved });
    const offer = await ownOfferView(deps, actor, id, request.lang);
    const message =
      input.id !== 0 ? 'api:offer_saved' : approved ? 'api:offer_published' : 'api:offer_created';
    return { data: { offer }, message };
  });

  registerCall(app, offerToggle, async ({ input, auth, request }) => {
    const actor = actorFromAuth(auth)!;
    const offer = await toggleOffer(deps, actor, input.oid, input.action, request.lang);
    return { data: { offer }, message: input.action === 1 ? 'api:offer_activated' : 'api:offer_paused' };
  });

  registerCall(app, offerRestaurant, async ({ input, auth, request }) => ({
    data: await offersOfVenue(deps, actorFromAuth(auth), input, request.lang),
    message: 'api:action_completed',
  }));

  registerCall(app, offerRelated, async ({ input, auth, request }) => ({
    data: await relatedOffers(deps, actorFromAuth(auth), input, request.lang),
    message: 'api:action_completed',
  }));

  registerCall(app, offersIn, async ({ input, auth, request }) => ({
    data: await offersByIds(deps, actorFromAuth(auth), input.id, request.lang),
    message: 'api:action_completed',
  }));

  for (const call of [offerShow, offerShowPost]) {
    registerCall(app, call, async ({ input, auth, request }) => ({
      data: await showOffer(deps, actorFromAuth(auth), input.id, request.lang),
      message: 'api:offer_shown',
    }));
  }

  // A chef saves offers with offer/subscribe (the applications feature's call); the list is here.
  registerCall(app, offerChefSaved, async ({ input, auth, request }) => ({
    data: await savedOffersOfChef(deps, actorFromAuth(auth)!, input, request.lang),
    message: 'api:action_completed',
  }));

  registerCall(app, offerChefSavedIn, async ({ input, auth }) => ({
    data: { list: await savedAmong(deps.db, actorFromAuth(auth)!, input.oid) },
    message: 'api:action_completed',
  }));

  // The venue page, with its offers (venue-page.service.ts).
  for (const call of [restaurantsShow, restaurantsShowPost]) {
    registerCall(app, call, async ({ input, auth, request }) => ({
      data: await venuePage(deps, actorFromAuth(auth), input.id, request.lang),
      message: 'api:venue_profile',
    }));
  }
}
