import type { FastifyInstance } from 'fastify';
import {
  adminAudit,
  adminModerationDecide,
  adminModerationQueue,
  adminOverview,
  adminPremiumActivate,
  adminPremiumDecline,
  adminPremiumEnd,
  adminPremiumList,
} from '@shared/contracts/admin';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import { adminLiftSuspension, adminReportAct, adminReports } from '@shared/contracts/admin-reports';
import { auditPage, staffActor } from '../audit/audit.service';
import { actOnReport, liftAccountSuspension, reportsList } from './reports.service';
import * as admin from './admin.service';
import { adminInboxRoutes } from './inbox.routes';

/**
 * The back office's calls under /api/admin/ (docs/decisions/053-back-office.md): 404 to anyone but staff
 * (the access levels `moderator` and `admin`), each action audited by its service.
 */
export async function adminRoutes(app: FastifyInstance, deps: Deps) {
  await adminInboxRoutes(app, deps);

  registerCall(app, adminOverview, async ({ auth }) => ({
    data: await admin.overview(deps.db, auth),
    message: 'api:action_completed',
  }));

  registerCall(app, adminModerationQueue, async ({ input, request }) => ({
    data: await admin.moderationQueue(deps.db, input.kind, input.page, input.qty, request.lang),
    message: 'api:action_completed',
  }));

  registerCall(app, adminModerationDecide, async ({ input, auth, request }) => ({
    data: await admin.decide(deps, staffActor(auth, request.ip), input),
    message: input.decision === 'approve' ? 'api:moderation_approved' : 'api:moderation_rejected',
  }));

  registerCall(app, adminPremiumList, async ({ input }) => ({
    data: await admin.premiumList(deps.db, input.state, input.page, input.qty),
    message: 'api:action_completed',
  }));

  registerCall(app, adminPremiumActivate, async ({ input, auth, request }) => ({
    data: await admin.activate(deps, staffActor(auth, request.ip), input),
    message: 'api:premium_activated',
  }));

  registerCall(app, adminPremiumEnd, async ({ input, auth, request }) => ({
    data: await admin.end(deps, staffActor(auth, request.ip), input.account),
    message: 'api:premium_ended',
  }));

  registerCall(app, adminPremiumDecline, async ({ input, auth, request }) => ({
    data: await admin.decline(deps, staffActor(auth, request.ip), input.account),
    message: 'api:premium_declined',
  }));

  registerCall(app, adminAudit, async ({ input }) => ({
    data: {
      ...(await auditPage(
        deps.db,
        { staff: input.staff, kind: input.kind, objectId: input.object, day: input.day },
        input.page,
        input.qty,
      )),
      page: input.page,
    },
    message: 'api:action_completed',
  }));

  registerCall(app, adminReports, async ({ input, request }) => ({
    data: await reportsList(
      deps.db,
      { state: input.state, kind: input.kind },
      input.page,
      input.qty,
      request.lang,
    ),
    message: 'api:action_completed',
  }));

  registerCall(app, adminReportAct, async ({ input, auth, request }) => ({
    data: await actOnReport(deps, staffActor(auth, request.ip), input, request.lang),
    message: `api:report_${input.action}`,
  }));

  registerCall(app, adminLiftSuspension, async ({ input, auth, request }) => ({
    data: await liftAccountSuspension(deps.db, staffActor(auth, request.ip), input.account),
    message: 'api:suspension_lifted',
  }));
}
