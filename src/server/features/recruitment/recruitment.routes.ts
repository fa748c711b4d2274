import type { FastifyInstance } from 'fastify';
import {
  adminFeeInvoice,
  adminFees,
  adminFeesCsv,
  adminRecruitmentAccept,
  adminRecruitmentApplicants,
  adminRecruitmentEnd,
  adminRecruitmentHire,
  adminRecruitmentOffers,
  adminRecruitmentPropose,
  adminRecruitmentReject,
  adminRecruitmentTakeBack,
  offerRecruitment,
} from '@shared/contracts/admin-recruitment';
import { actorFromAuth } from '../../access';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import type { AuthContext } from '../../lib/auth-context';
import { acceptStage, proposeDate, takeBackDate, venueReject } from '../applications/moves.service';
import { staffActor } from '../audit/audit.service';
import * as recruitment from './recruitment.service';

/**
 * The recruitment service's calls under /api/admin/ (docs/decisions/056-recruitment-service.md): admins
 * only. The moves are the venue's own services, acting for the venue and audited.
 */
export async function recruitmentRoutes(app: FastifyInstance, deps: Deps) {
  /** Staff acting for the venue, and the teller that audits each move. */
  const forVenue = (auth: AuthContext | null, address: string) =>
    [actorFromAuth(auth)!, recruitment.staffTeller(deps, staffActor(auth!, address))] as const;

  registerCall(app, adminRecruitmentOffers, async ({ input }) => ({
    data: await recruitment.recruitmentOffers(deps.db, input.page, input.qty),
    message: 'api:action_completed',
  }));

  registerCall(app, adminRecruitmentApplicants, async ({ input, auth }) => ({
    data: await recruitment.recruitmentApplicantsPage(deps, actorFromAuth(auth)!, input),
    message: 'api:action_completed',
  }));

  registerCall(app, adminRecruitmentAccept, async ({ input, auth, request }) => {
    const [actor, tell] = forVenue(auth, request.ip);
    return { data: await acceptStage(deps.db, actor, input, tell), message: 'api:stage_accepted' };
  });

  registerCall(app, adminRecruitmentPropose, async ({ input, auth, request }) => {
    const [actor, tell] = forVenue(auth, request.ip);
    return { data: await proposeDate(deps.db, actor, input, tell), message: 'api:stage_proposed' };
  });

  registerCall(app, adminRecruitmentTakeBack, async ({ input, auth, request }) => {
    const [actor, tell] = forVenue(auth, request.ip);
    return { data: await takeBackDate(deps.db, actor, input.id, tell), message: 'api:stage_taken_back' };
  });

  registerCall(app, adminRecruitmentReject, async ({ input, auth, request }) => {
    const [actor, tell] = forVenue(auth, request.ip);
    return { data: await venueReject(deps.db, actor, input.id, tell), message: 'api:application_rejected' };
  });

  registerCall(app, adminRecruitmentHire, async ({ input, auth, request }) => ({
    data: await recruitment.recordHire(deps, staffActor(auth!, request.ip), actorFromAuth(auth)!, input),
    message: 'api:hire_recorded',
  }));

  registerCall(app, adminRecruitmentEnd, async ({ input, auth, request }) => ({
    data: await recruitment.endHire(deps, staffActor(auth!, request.ip), input),
    message: 'api:action_completed',
  }));

  registerCall(app, offerRecruitment, async ({ input, auth }) => ({
    data: await recruitment.venueCandidates(deps, actorFromAuth(auth)!, input.oid),
    message: 'api:action_completed',
  }));

  registerCall(app, adminFees, async ({ input }) => ({
    data: await recruitment.feesList(deps.db, input.state, input.page, input.qty),
    message: 'api:action_completed',
  }));

  registerCall(app, adminFeeInvoice, async ({ input, auth, request }) => ({
    data: await recruitment.invoiceFee(deps, staffActor(auth!, request.ip), input.id),
    message: 'api:action_completed',
  }));

  registerCall(app, adminFeesCsv, async ({ input }) => ({
    data: await recruitment.feesCsv(deps.db, input.state),
    message: 'api:action_completed',
  }));
}
