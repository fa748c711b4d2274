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
import { actorFromAuth, type Actor } from '../../access';
import type { Executor } from '../../db/client';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import type { AuthContext } from '../../lib/auth-context';
import { accountContact, updateChefAccountDetails } from '../accounts/accounts.service';
import { imagesOfChefProfiles } from '../media/media.service';
import {
  deleteItem,
  saveAbout,
  saveDescription,
  saveInfo,
  saveItem,
  showChefProfile,
  toggleActive,
  type ItemSave,
} from './chef-profiles.service';

/**
 * The chef profile calls (docs/api.md "Chef profiles", docs/decisions/023-chef-profiles.md): each save
 * runs in one transaction and answers the refreshed `data.user`, whose `profile` is the whole profile
 * as saved (texts in the request's language); chefs/show answers the profile as the viewer may see it.
 */
export async function chefProfileRoutes(app: FastifyInstance, deps: Deps) {
  const userAfter = async (
    { auth, request }: { auth: AuthContext; request: FastifyRequest },
    work: (tx: Executor, actor: Actor) => Promise<void>,
  ) => {
    const actor = actorFromAuth(auth)!;
    await deps.db.transaction(async (tx) => work(tx, actor));
    return { user: await deps.sessionUser(auth.account, auth.token, request.lang) };
  };

  registerCall(app, profileAboutChef, async ({ input, auth, request }) => ({
    data: await userAfter({ auth, request }, (tx, actor) =>
      saveAbout(tx, actor, input, auth.account.language, request.lang),
    ),
    message: 'api:chef_profile_saved',
  }));

  registerCall(app, profileInfoChef, async ({ input, auth, request }) => {
    const account = await deps.db.transaction(async (tx) => {
      await saveInfo(tx, actorFromAuth(auth)!, input, request.lang);
      return updateChefAccountDetails(deps, tx, auth, input);
    });
    return {
      data: { user: await deps.sessionUser(account, auth.token, request.lang) },
      message: 'api:chef_profile_saved',
    };
  });

  registerCall(app, profileDescriptionChef, async ({ input, auth, request }) => ({
    data: await userAfter({ auth, request }, (tx, actor) =>
      saveDescription(tx, actor, input, auth.account.language),
    ),
    message: 'api:chef_profile_saved',
  }));

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
      const deleting = body.action === 'delete';
      return {
        data: await userAfter({ auth, request }, (tx, actor) =>
          deleting
            ? deleteItem(tx, actor, section, body.id)
            : saveItem(tx, actor, section, body, auth.account.language, request.lang),
        ),
        message: deleting ? 'api:chef_item_deleted' : 'api:chef_item_saved',
      };
    });
  }

  registerCall(app, profileToggleChef, async ({ auth, request }) => ({
    data: await userAfter({ auth, request }, (tx, actor) => toggleActive(tx, actor)),
    message: 'api:chef_profile_toggled',
  }));

  for (const call of [chefsShow, chefsShowPost]) {
    registerCall(app, call, async ({ input, auth, request }) => {
      const shown = await showChefProfile(deps.db, actorFromAuth(auth), input.id, request.lang);
      const images = (await imagesOfChefProfiles(deps, [input.id])).get(input.id)!;
      const contact = shown.showContact
        ? await accountContact(deps.db, shown.accountId)
        : { contactemail: null, phone: null, lastlogin: null };
      return { data: { ...shown.view, images, ...contact }, message: 'api:chef_profile' };
    });
  }
}
