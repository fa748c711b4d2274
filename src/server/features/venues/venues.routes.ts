import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallDeclaration } from '@shared/contracts/call';
import {
  profileAboutRestaurant,
  profileAddress,
  profileCovers,
  profileSchedule,
  profileSetMainProfile,
  profileSocial,
  profileToggleRestaurant,
  profileVenueChefs,
  profileVenueEmail,
  profileVenuePhone,
  type VenueMetaSection,
} from '@shared/contracts/venues';
import { actorFromAuth } from '../../access';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import type { AuthContext } from '../../lib/auth-context';
import {
  deleteItem,
  saveAbout,
  saveItem,
  setMainVenue,
  toggleVenue,
  type VenueItemSave,
} from './venues.service';

/**
 * The venue calls (docs/api.md "Venues", docs/decisions/025-venues.md): each save is a service
 * that runs in one transaction, and the call answers the refreshed `data.user` (its `profiles` list the account's venues);
 * restaurants/show answers the venue as the viewer may see it.
 */
export async function venueRoutes(app: FastifyInstance, deps: Deps) {
  const userOf = async (auth: AuthContext, request: FastifyRequest) => ({
    user: await deps.sessionUser(auth.account, auth.token, request.lang),
  });

  registerCall(app, profileAboutRestaurant, async ({ input, auth, request }) => {
    await saveAbout(deps.db, actorFromAuth(auth)!, input, {
      fallbackLanguage: auth.account.language,
      placeLanguage: request.lang,
      approved: deps.config.autoApprove,
    });
    return {
      data: await userOf(auth, request),
      message: input.id === 0 ? 'api:venue_created' : 'api:venue_saved',
    };
  });

  const metaCalls: [
    VenueMetaSection,
    CallDeclaration<z.ZodType, typeof profileSchedule.output, 'restaurant'>,
  ][] = [
    ['schedule', profileSchedule],
    ['chefs', profileVenueChefs],
    ['covers', profileCovers],
    ['address', profileAddress],
    ['phone', profileVenuePhone],
    ['social', profileSocial],
    ['email', profileVenueEmail],
  ];
  for (const [section, call] of metaCalls) {
    registerCall(app, call, async ({ input, auth, request }) => {
      const body = input as { action?: string } & VenueItemSave<never>;
      const actor = actorFromAuth(auth)!;
      const deleting = body.action === 'delete';
      if (deleting) await deleteItem(deps.db, actor, section, body);
      else await saveItem(deps.db, actor, section, body, auth.account.language, request.lang);
      return {
        data: await userOf(auth, request),
        message: deleting ? 'api:venue_item_deleted' : 'api:venue_item_saved',
      };
    });
  }

  registerCall(app, profileToggleRestaurant, async ({ input, auth, request }) => {
    await toggleVenue(deps.db, actorFromAuth(auth)!, input.rid);
    return { data: await userOf(auth, request), message: 'api:venue_toggled' };
  });

  registerCall(app, profileSetMainProfile, async ({ input, auth, request }) => {
    await setMainVenue(deps.db, actorFromAuth(auth)!, input.rid);
    return { data: await userOf(auth, request), message: 'api:venue_main_set' };
  });
}
