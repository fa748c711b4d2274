import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  loginInput,
  preregisterInput,
  registerInput,
  resetCheckInput,
  resetConfirmInput,
  resetRequestInput,
  settingsInput,
  requestSubscriptionInput,
  userInput,
} from '@shared/contracts/accounts';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { parseInput } from '../../lib/validate';
import {
  bearerToken,
  clearSessionCookie,
  requireAuth,
  setSessionCookie,
  tokenFromRequest,
} from '../../plugins/session';
import * as accounts from './accounts.service';
import { resolveSession } from './sessions.service';

function meta(request: FastifyRequest): accounts.RequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'], lang: request.lang };
}

function sendLoggedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  result: accounts.LoggedIn,
  messageKey: 'api:logged_in' | 'api:registered',
  status = 200,
) {
  setSessionCookie(request, reply, result.token, result.remember, result.expiresAt);
  return reply.ok({ user: result.user }, messageKey, status);
}

/** The account/* calls of spec doc 1 section 7 (images and albums come with the media feature). */
export async function accountsRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/api/account/preregister', async (request, reply) => {
    const input = parseInput(preregisterInput, request.body);
    return reply.ok(await accounts.preregister(deps, input, meta(request)), 'api:preregistered');
  });

  app.post('/api/account/register', async (request, reply) => {
    const input = parseInput(registerInput, request.body);
    return sendLoggedIn(
      request,
      reply,
      await accounts.register(deps, input, meta(request)),
      'api:registered',
      201,
    );
  });

  app.post('/api/account/login', async (request, reply) => {
    const input = parseInput(loginInput, request.body);
    return sendLoggedIn(request, reply, await accounts.login(deps, input, meta(request)), 'api:logged_in');
  });

  /**
   * Session restore: the token comes from the body (native apps), the bearer header or the cookie, never
   * from the URL. A body token that names no session does not hide a valid cookie; only a cookie that
   * names no session is cleared.
   */
  const restore = async (request: FastifyRequest, reply: FastifyReply) => {
    const { token: fromBody } =
      request.method === 'GET' ? { token: undefined } : parseInput(userInput, request.body);
    const auth =
      (fromBody ? await resolveSession(deps.db, deps.config.sessionSecret, fromBody) : null) ?? request.auth;
    if (!auth) {
      if (request.staleCookie) await clearSessionCookie(request, reply);
      throw new AppError(tokenFromRequest(request) || fromBody ? 'session_expired' : 'not_logged_in');
    }
    return reply.ok(
      { user: await accounts.buildSessionUser(deps, auth.account, auth.token) },
      'api:session_restored',
    );
  };
  app.post('/api/account/user', restore);
  app.get('/api/account/user', restore);

  app.post('/api/account/logout', async (request, reply) => {
    await accounts.logout(deps, bearerToken(request));
    await clearSessionCookie(request, reply);
    return reply.ok(null, 'api:logged_out');
  });

  app.post('/api/account/settings', { config: { languageIsData: true } }, async (request, reply) => {
    const auth = requireAuth(request);
    const input = parseInput(settingsInput, request.body);
    return reply.ok({ user: await accounts.updateSettings(deps, auth, input) }, 'api:settings_saved');
  });

  /** Membership cards and settings (decisions D5): restaurants only. */
  app.post('/api/account/requestsubscription', async (request, reply) => {
    const auth = requireAuth(request, 'restaurant');
    const { type } = parseInput(requestSubscriptionInput, request.body);
    return reply.ok(
      { user: await accounts.requestSubscription(deps, auth, type, meta(request)) },
      'api:membership_requested',
    );
  });

  /** Both forms of spec doc 1 section 7: `email` asks for a link; `code` + passwords sets a new one. */
  app.post('/api/account/resetpassword', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.code !== undefined && body.code !== '') {
      await accounts.confirmPasswordReset(deps, parseInput(resetConfirmInput, body));
      return reply.ok(null, 'api:password_changed');
    }
    await accounts.requestPasswordReset(deps, parseInput(resetRequestInput, body), meta(request));
    return reply.ok(null, 'api:reset_link_sent');
  });

  /** Not in the spec: the reset page checks its link's code when it opens (docs/api.md). */
  app.post('/api/account/resetpassword/check', async (request, reply) => {
    const input = parseInput(resetCheckInput, request.body);
    const valid = await accounts.checkPasswordReset(deps, input, meta(request));
    return reply.ok({ valid }, valid ? 'api:reset_code_valid' : 'errors:reset_code_invalid');
  });
}
