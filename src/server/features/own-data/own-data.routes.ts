import type { FastifyInstance } from 'fastify';
import { accountDelete, accountExport } from '@shared/contracts/own-data';
import { registerCall, sendFileStream } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import { clearSessionCookie } from '../../plugins/session';
import { deleteOwnAccount, exportOwnData } from './own-data.service';

/**
 * account/export and account/delete (docs/api.md "People's own data", docs/decisions/054-own-data.md):
 * the zip is streamed as it is made; a deletion ends every session and clears this one's cookie.
 */
export async function ownDataRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(app, accountExport, async ({ auth, reply }) =>
    sendFileStream(reply, accountExport, await exportOwnData(deps, auth)),
  );

  registerCall(app, accountDelete, async ({ input, auth, request, reply }) => {
    await deleteOwnAccount(deps, auth, input.password);
    await clearSessionCookie(request, reply);
    return { data: null, message: 'api:account_deleted' };
  });
}
