import type { FastifyInstance } from 'fastify';
import {
  stageAnswer,
  stageChefAnswer,
  stageChefRequests,
  stagePractice,
  stageRequests,
} from '@shared/contracts/stage-requests';
import { actorFromAuth } from '../../access';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import {
  answerAsChef,
  answerAsVenue,
  chefStageRequests,
  requestStage,
  venueStageRequests,
} from './stage-requests.service';

/** The stage request calls (docs/api.md "Stage requests", docs/decisions/052-stage-requests.md). */
export async function stageRequestRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(app, stagePractice, async ({ input, auth }) => ({
    data: await requestStage(deps, actor(auth), input),
    message: 'api:stage_requested',
  }));

  registerCall(app, stageRequests, async ({ input, auth }) => ({
    data: await venueStageRequests(deps, actor(auth), input),
    message: 'api:action_completed',
  }));

  registerCall(app, stageAnswer, async ({ input, auth }) => ({
    data: await answerAsVenue(deps, actor(auth), input),
    message: 'api:stage_request_answered',
  }));

  registerCall(app, stageChefRequests, async ({ input, auth }) => ({
    data: await chefStageRequests(deps, actor(auth), input),
    message: 'api:action_completed',
  }));

  registerCall(app, stageChefAnswer, async ({ input, auth }) => ({
    data: await answerAsChef(deps, actor(auth), input),
    message: 'api:stage_request_answered',
  }));
}

const actor = (auth: Parameters<typeof actorFromAuth>[0]) => actorFromAuth(auth)!;
