import type { FastifyInstance } from 'fastify';
import { chefsCv, offerSendCv } from '@shared/contracts/chef-cv';
import { actorFromAuth } from '../../access';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import { warmUpCv } from './chef-cv.pdf';
import { chefCv } from './chef-cv.service';
import { sendCv } from './send-cv.service';

/**
 * GET /api/chefs/cv (docs/api.md "Chef profiles"): the chef's CV as a PDF in the language asked for,
 * else the interface language; refused as chefs/show refuses the profile. POST /api/offer/sendcv
 * (docs/api.md "Sending a CV"): the chef's CV e-mailed to a venue by a background job.
 */
export async function chefCvRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(app, chefsCv, async ({ input, auth, request }) => ({
    data: await chefCv(deps, actorFromAuth(auth)!, input.id, input.language ?? request.lang),
    message: 'api:action_completed',
  }));

  registerCall(app, offerSendCv, async ({ input, auth }) => ({
    data: { sent: await sendCv(deps, actorFromAuth(auth)!, input) },
    message: 'api:cv_sent',
  }));

  // The fonts are parsed once the server is ready, without delaying its start.
  app.addHook('onReady', async () => {
    setImmediate(() => {
      warmUpCv().catch((err: unknown) => app.log.warn({ err }, 'the CV fonts could not be prepared'));
    });
  });
}
