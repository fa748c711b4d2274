import type { FastifyInstance } from 'fastify';
import { moderationBlock, moderationReport } from '@shared/contracts/moderation';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import { block, report } from './moderation.service';

/** moderation/report and moderation/block (spec doc 1 section 7, decisions D6). */
export async function moderationRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(app, moderationReport, async ({ input, auth }) => {
    await report(deps, auth.account.id, input);
    return { data: null, message: 'api:reported' };
  });

  registerCall(app, moderationBlock, async ({ input, auth }) => {
    await block(deps, auth.account.id, input);
    return { data: null, message: 'api:blocked' };
  });
}
