import type { FastifyInstance } from 'fastify';
import {
  offerAcceptSuggested,
  offerApplicant,
  offerApplicantsList,
  offerApplicantsOffers,
  offerChefApplied,
  offerChefCounters,
  offerChefDelete,
  offerChefList,
  offerChefReject,
  offerCounters,
  offerSubscribe,
  stageAccept,
  stageRejectAccepted,
  stageReschedule,
} from '@shared/contracts/applications';
import {
  calendarFeed,
  calendarFeedRenew,
  offerCalendar,
  stageChefCalendar,
} from '@shared/contracts/calendar';
import { actorFromAuth, isStaff } from '../../access';
import { AppError } from '../../lib/app-error';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import { acceptSuggestedOffer, apply, saveOffers, sendOffer } from './applications.service';
import {
  chefAppliedOffers,
  chefCounters,
  offerCounters as countersOfOffer,
  offersWithApplicants,
} from './counters.service';
import { applicants, chefApplications } from './lists.service';
import { acceptStage, chefReject, proposeDate, takeBackDate, venueReject, withdraw } from './moves.service';
import { chefCalendar, venueCalendar } from './calendar.service';
import { applicationTeller } from './news.service';
import { stageRequestRoutes } from './stage-requests.routes';
import { calendarFeedAddress, calendarFeedOf, renewCalendarFeed } from './trial-calendar.service';

/**
 * The application calls (docs/api.md "Applications", docs/decisions/036-applications.md). Each change
 * is a service that runs in a transaction of its own and locks the application it moves; the lists
 * answer in a fixed number of queries.
 */
export async function applicationRoutes(app: FastifyInstance, deps: Deps) {
  const tell = applicationTeller(deps);
  await stageRequestRoutes(app, deps, tell);
  registerCall(app, offerSubscribe, async ({ input, auth }) => {
    const actor = actorFromAuth(auth)!;
    if ('cid' in input) {
      const data = await sendOffer(deps.db, actor, input, tell);
      return { data, message: 'api:offer_sent' };
    }
    if ('saved' in input) {
      const data = await saveOffers(deps.db, actor, input.offers);
      return { data, message: 'api:offers_saved' };
    }
    const data = await apply(deps.db, actor, input, tell);
    return { data, message: 'api:application_sent' };
  });

  registerCall(app, offerAcceptSuggested, async ({ input, auth }) => ({
    data: await acceptSuggestedOffer(deps.db, actor(auth), input, tell),
    message: 'api:application_sent',
  }));

  registerCall(app, offerChefReject, async ({ input, auth }) => ({
    data: await chefReject(deps.db, actor(auth), input.id, tell),
    message: 'api:application_rejected',
  }));

  registerCall(app, offerChefDelete, async ({ input, auth }) => {
    await withdraw(deps.db, actor(auth), input.id, input.oid, tell);
    return { data: null, message: 'api:application_withdrawn' };
  });

  registerCall(app, offerChefList, async ({ input, auth, request }) => ({
    data: await chefApplications(deps, actor(auth), input, request.lang),
    message: 'api:action_completed',
  }));

  registerCall(app, offerChefCounters, async ({ auth }) => ({
    data: await chefCounters(deps.db, actor(auth)),
    message: 'api:action_completed',
  }));

  registerCall(app, offerChefApplied, async ({ input, auth }) => ({
    data: await chefAppliedOffers(deps.db, actor(auth), input.oid),
    message: 'api:action_completed',
  }));

  registerCall(app, offerCounters, async ({ input, auth }) => ({
    data: await countersOfOffer(deps.db, actor(auth), input),
    message: 'api:action_completed',
  }));

  registerCall(app, offerApplicantsList, async ({ input, auth }) => ({
    data: await applicants(deps, actor(auth), input),
    message: 'api:action_completed',
  }));

  registerCall(app, offerApplicantsOffers, async ({ input, auth }) => ({
    data: await offersWithApplicants(deps.db, actor(auth), input),
    message: 'api:action_completed',
  }));

  registerCall(app, stageAccept, async ({ input, auth }) => ({
    data: await acceptStage(deps.db, party(auth), input, tell),
    message: 'api:stage_accepted',
  }));

  registerCall(app, stageReschedule, async ({ input, auth }) => ({
    data: await proposeDate(deps.db, party(auth), input, tell),
    message: 'api:stage_proposed',
  }));

  registerCall(app, stageRejectAccepted, async ({ input, auth }) => ({
    data: await takeBackDate(deps.db, party(auth), input.id, tell),
    message: 'api:stage_taken_back',
  }));

  registerCall(app, offerCalendar, async ({ input, auth }) => ({
    data: await venueCalendar(deps, actor(auth), input),
    message: 'api:action_completed',
  }));

  registerCall(app, stageChefCalendar, async ({ input, auth, request }) => ({
    data: await chefCalendar(deps, actor(auth), input, request.lang),
    message: 'api:action_completed',
  }));

  registerCall(app, offerApplicant, async ({ input, auth }) => ({
    data: await venueReject(deps.db, actor(auth), input.id, tell),
    message: 'api:application_rejected',
  }));

  registerCall(app, calendarFeed, async ({ auth }) => ({
    data: await calendarFeedAddress(deps, actor(auth)),
    message: 'api:action_completed',
  }));

  registerCall(app, calendarFeedRenew, async ({ auth }) => ({
    data: await renewCalendarFeed(deps, actor(auth)),
    message: 'api:action_completed',
  }));

  // The feed calendar apps subscribe to: no session, the secret address is the key (decisions 051).
  app.get<{ Params: { file: string } }>('/calendar/:file', async (request, reply) => {
    const token = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(request.params.file)?.[1];
    const ics = token ? await calendarFeedOf(deps, token) : undefined;
    if (!ics) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('cache-control', 'private, max-age=900')
      .header('x-robots-tag', 'noindex')
      .type('text/calendar; charset=utf-8')
      .send(ics);
  });
}

const actor = (auth: Parameters<typeof actorFromAuth>[0]) => actorFromAuth(auth)!;

/**
 * A party to the application's dates: staff move them for a venue only through the recruitment
 * service's calls, which audit each move (docs/decisions/056); here they are refused as before.
 */
const party = (auth: Parameters<typeof actorFromAuth>[0]) => {
  const who = actor(auth);
  if (isStaff(who)) throw new AppError('forbidden');
  return who;
};
