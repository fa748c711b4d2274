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
import { actorFromAuth, type Actor } from '../../access';
import type { Executor } from '../../db/client';
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
 * The venue calls (docs/api.md "Venues", docs/decisions/025-venues.md): each save runs in one
 * transaction and answers the refreshed `data.user` (its `profiles` list the account's venues);
 * restaurants/show answers the venue as the viewer may see it.
 */
export async function venueRoutes(app: FastifyInstance, deps: Deps) {
  const userAfter = async (
    { auth, request }: { auth: AuthContext; request: FastifyRequest },
    work: (tx: Executor, actor: Actor) => Promise<unknown>,
  ) => {
    const actor = actorFromAuth(auth)!;
    await deps.db.transaction(async (tx) => work(tx, actor));
    return { user: await deps.sessionUser(auth.account, auth.token, request.lang) };
  };

  registerCall(app, profileAboutRestaurant, async ({ input, auth, request }) => ({
    data: await userAfter({ auth, request }, (tx, actor) =>
      saveAbout(tx, actor, input, {
        fallbackLanguage: auth.account.language,
        placeLanguage: request.lang,
        approved: deps.config.autoApprove,
      }),
    ),
    message: input.id === 0 ? 'api:venue_created' : 'api:venue_saved',
  }));

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
      const deleting = body.action === 'delete';
      return {
        data: await userAfter({ auth, request }, (tx, actor) =>
          deleting
            ? deleteItem(tx, actor, section, body)
            : saveItem(tx, actor, section, body, auth.account.language, request.lang),
        ),
        message: deleting ? 'api:venue_item_deleted' : 'api:venue_item_saved',
      };
    });
  }

  registerCall(app, profileToggleRestaurant, async ({ input, auth, request }) => ({
    data: await userAfter({ auth, request }, (tx, actor) => toggleVenue(tx, actor, input.rid)),
    message: 'api:venue_toggled',
  }));

  registerCall(app, profileSetMainProfile, async ({ input, auth, request }) => ({
    data: await userAfter({ auth, request }, (tx, actor) => setMainVenue(tx, actor, input.rid)),
    message: 'api:venue_main_set',
  }));
}
