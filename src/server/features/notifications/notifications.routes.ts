import type { FastifyInstance } from 'fastify';
import { notificationsRead, notificationsUser } from '@shared/contracts/notifications';
import { actorFromAuth } from '../../access';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import { markNotificationsRead, notificationsPage } from './notifications.service';

/** notifications/user (spec doc 1 section 7) and notifications/read (docs/api.md "Notifications"). */
export async function notificationRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(app, notificationsUser, async ({ input, auth, request }) => ({
    data: await notificationsPage(deps, actorFromAuth(auth)!, input, request.lang),
    message: 'api:action_completed',
  }));

  registerCall(app, notificationsRead, async ({ input, auth, request }) => {
    await markNotificationsRead(deps.db, actorFromAuth(auth)!, input);
    return {
      data: { user: await deps.sessionUser(auth.account, auth.token, request.lang) },
      message: 'api:action_completed',
    };
  });
}
