import type { FastifyInstance } from 'fastify';
import {
  adminDashboard,
  adminInboxCv,
  adminInboxHandle,
  adminInboxList,
  adminOutboxList,
  adminOutboxRetry,
} from '@shared/contracts/admin-inbox';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import { staffActor } from '../audit/audit.service';
import { dashboard } from './dashboard.service';
import { handleMessage, inboxCv, inboxList, outboxList, retryMail } from './inbox.service';

/**
 * The inbox, the e-mail outbox and the dashboard of the back office (docs/decisions/055), under
 * /api/admin/ with the rest of it: 404 to anyone but staff; the outbox is admins' only.
 */
export async function adminInboxRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(app, adminInboxList, async ({ input, request }) => ({
    data: await inboxList(deps.db, input, input.page, input.qty, request.lang),
    message: 'api:action_completed',
  }));

  registerCall(app, adminInboxHandle, async ({ input, auth, request }) => ({
    data: await handleMessage(deps, staffActor(auth, request.ip), input.id, request.lang),
    message: 'api:action_completed',
  }));

  registerCall(app, adminInboxCv, async ({ input }) => ({
    data: await inboxCv(deps, input.id),
    message: 'api:action_completed',
  }));

  registerCall(app, adminOutboxList, async ({ input }) => ({
    data: await outboxList(deps, input.status, input.page, input.qty),
    message: 'api:action_completed',
  }));

  registerCall(app, adminOutboxRetry, async ({ input, auth, request }) => ({
    data: await retryMail(deps, staffActor(auth, request.ip), input.id),
    message: 'api:action_completed',
  }));

  registerCall(app, adminDashboard, async ({ auth }) => ({
    data: await dashboard(deps.db, auth),
    message: 'api:action_completed',
  }));
}
