import type { FastifyRequest } from 'fastify';
import { actorFromAuth } from '../../access';
import type { Deps } from '../../lib/deps';
import { findViewerFacts } from './offers-search.repository';

/**
 * Which signed-in viewers share a kept answer of search/offers, search/restaurants and
 * restaurants/featured (docs/decisions/029-visitor-answers.md, "Signed-in viewers"): what those calls
 * show a viewer depends only on D6's blocks and, for a chef, D9's audience facts. A viewer with a block
 * either way gets their own answer, made afresh (null); another chef with the same nationalities and
 * spoken languages gets the same answer as this one; anyone else signed in (a restaurant, staff) gets a
 * visitor's answer (''). One query.
 */
export function audienceClass(deps: Pick<Deps, 'db'>): ViewerClass {
  let find = audienceClasses.get(deps.db);
  if (!find) {
    find = async (request) => {
      const actor = actorFromAuth(request.auth);
      if (!actor) return '';
      const facts = await findViewerFacts(deps.db, actor);
      if (facts.blocked) return null;
      return actor.type === 'chef'
        ? `chef ${facts.nationalities.join(',')} ${facts.languages.join(',')}`
        : '';
    };
    audienceClasses.set(deps.db, find);
  }
  return find;
}

type ViewerClass = (request: FastifyRequest) => Promise<string | null>;
/**
 * One function per database for the three calls: the viewer's class, kept per function and account
 * (lib/calls.ts), is then found once for all three (a chef's home asks for the feed and the featured
 * venues together).
 */
const audienceClasses = new WeakMap<object, ViewerClass>();

/**
 * search/chefs for a signed-in viewer: what it shows depends on the account itself (a chef's own
 * profile left out, blocks, a restaurant's applicants and invitations, D5's plan), so a kept answer
 * serves the same account only: paging back, the same search again. No query.
 */
export async function accountClass(request: FastifyRequest): Promise<string | null> {
  const account = request.auth?.account;
  return account ? `account ${account.id} ${account.subscription}` : '';
}
