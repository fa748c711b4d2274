import type { FastifyInstance } from 'fastify';
import {
  stageAnswer,
  stageChefAnswer,
  stageChefRequests,
  stageChefWithdraw,
  stagePractice,
  stageRequests,
} from '@shared/contracts/stage-requests';
import { actorFromAuth } from '../../access';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import type { Tell } from './news.service';
import {
  answerAsChef,
  answerAsVenue,
  chefStageRequests,
  requestStage,
  stageRequestView,
  venueStageRequests,
  withdrawStageRequest,
} from './stage-requests.service';

/**
 * The stage request calls (docs/api.md "Stage requests", docs/decisions/052-stage-requests.md). Each
 * move runs in a transaction of its own and tells the other side with the applications' teller.
 */
export async function stageRequestRoutes(app: FastifyInstance, deps: Deps, tell: Tell) {
  registerCall(app, stagePractice, async ({ input, auth }) => ({
    data: await stageRequestView(deps, await requestStage(deps.db, actor(auth), input, tell)),
    message: 'api:stage_requested',
  }));

  registerCall(app, stageRequests, async ({ input, auth }) => ({
    data: await venueStageRequests(deps, actor(auth), input),
    message: 'api:action_completed',
  }));

  registerCall(app, stageAnswer, async ({ input, auth }) => ({
    data: await stageRequestView(deps, await answerAsVenue(deps.db, actor(auth), input, tell)),
    message: 'api:stage_request_answered',
  }));

  registerCall(app, stageChefRequests, async ({ input, auth }) => ({
    data: await chefStageRequests(deps, actor(auth), input),
    message: 'api:action_completed',
  }));

  registerCall(app, stageChefAnswer, async ({ input, auth }) => ({
    data: await stageRequestView(deps, await answerAsChef(deps.db, actor(auth), input, tell)),
    message: 'api:stage_request_answered',
  }));

  registerCall(app, stageChefWithdraw, async ({ input, auth }) => ({
    data: await stageRequestView(deps, await withdrawStageRequest(deps.db, actor(auth), input, tell)),
    message: 'api:stage_request_withdrawn',
  }));
}

const actor = (auth: Parameters<typeof actorFromAuth>[0]) => actorFromAuth(auth)!;
