import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  chefsShow,
  chefsShowPost,
  profileAboutChef,
  profileDescriptionChef,
  profileEducation,
  profileExperience,
  profileInfoChef,
  profileLanguages,
  profileReferrals,
  profileToggleChef,
  type ChefMetaSection,
} from '@shared/contracts/chef-profiles';
import type { CallDeclaration } from '@shared/contracts/call';
import { actorFromAuth } from '../../access';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import type { AuthContext } from '../../lib/auth-context';
import {
  deleteItem,
  saveAbout,
  saveDescription,
  saveInfo,
  saveItem,
  chefProfilePage,
  toggleActive,
  type ItemSave,
} from './chef-profiles.service';

/**
 * The chef profile calls (docs/api.md "Chef profiles", docs/decisions/023-chef-profiles.md): each save
 * is a service that runs in one transaction, and the call answers the refreshed `data.user`, whose `profile` is the whole profile
 * as saved (texts in the request's language); chefs/show answers the profile as the viewer may see it.
 */
export async function chefProfileRoutes(app: FastifyInstance, deps: Deps) {
  const userOf = async (auth: AuthContext, request: FastifyRequest, account = auth.account) => ({
    user: await deps.sessionUser(account, auth.token, request.lang),
  });

  registerCall(app, profileAboutChef, async ({ input, auth, request }) => {
    await saveAbout(deps.db, actorFromAuth(auth)!, input, auth.account.language, request.lang);
    return { data: await userOf(auth, request), message: 'api:chef_profile_saved' };
  });

  registerCall(app, profileInfoChef, async ({ input, auth, request }) => {
    const account = await saveInfo(deps, auth, input, request.lang);
    return { data: await userOf(auth, request, account), message: 'api:chef_profile_saved' };
  });

  registerCall(app, profileDescriptionChef, async ({ input, auth, request }) => {
    await saveDescription(deps.db, actorFromAuth(auth)!, input, auth.account.language);
    return { data: await userOf(auth, request), message: 'api:chef_profile_saved' };
  });

  const metaCalls: [ChefMetaSection, CallDeclaration<z.ZodType, typeof profileExperience.output, 'chef'>][] =
    [
      ['experience', profileExperience],
      ['education', profileEducation],
      ['languages', profileLanguages],
      ['referrals', profileReferrals],
    ];
  for (const [section, call] of metaCalls) {
    registerCall(app, call, async ({ input, auth, request }) => {
      const body = input as { action?: string; id: number } & ItemSave<never>;
      const actor = actorFromAuth(auth)!;
      const deleting = body.action === 'delete';
      if (deleting) await deleteItem(deps.db, actor, section, body.id);
      else await saveItem(deps.db, actor, section, body, auth.account.language, request.lang);
      return {
        data: await userOf(auth, request),
        message: deleting ? 'api:chef_item_deleted' : 'api:chef_item_saved',
      };
    });
  }

  registerCall(app, profileToggleChef, async ({ auth, request }) => {
    await toggleActive(deps.db, actorFromAuth(auth)!);
    return { data: await userOf(auth, request), message: 'api:chef_profile_toggled' };
  });

  for (const call of [chefsShow, chefsShowPost]) {
    registerCall(app, call, async ({ input, auth, request }) => ({
      data: await chefProfilePage(deps, actorFromAuth(auth), input.id, request.lang),
      message: 'api:chef_profile',
    }));
  }
}
