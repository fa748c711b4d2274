import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  accountLogin,
  accountLogout,
  accountPreregister,
  accountRegister,
  accountRequestSubscription,
  accountResetPassword,
  accountResetPasswordCheck,
  accountSession,
  accountSettings,
  accountUser,
  accountUserGet,
} from '@shared/contracts/accounts';
import { AppError } from '../../lib/app-error';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import { bearerToken, clearSessionCookie, setSessionCookie, tokenFromRequest } from '../../plugins/session';
import * as accounts from './accounts.service';
import { login, logout, type LoggedIn } from './login.service';
import { requestSubscription } from './membership.service';
import { checkPasswordReset, confirmPasswordReset, requestPasswordReset } from './password-reset.service';
import { resolveSession } from './sessions.service';

function meta(request: FastifyRequest): accounts.RequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'], lang: request.lang };
}

function loggedIn(request: FastifyRequest, reply: FastifyReply, result: LoggedIn) {
  setSessionCookie(request, reply, result.token, result.remember, result.expiresAt);
  return { user: result.user };
}

/** The account/* calls of spec doc 1 section 7 (images and albums come with the media feature). */
export async function accountsRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(app, accountPreregister, async ({ input, request }) => ({
    data: await accounts.preregister(deps, input, meta(request)),
    message: 'api:preregistered',
  }));

  registerCall(app, accountRegister, async ({ input, request, reply }) => ({
    data: loggedIn(request, reply, await accounts.register(deps, input, meta(request))),
    message: 'api:registered',
  }));

  registerCall(app, accountLogin, async ({ input, request, reply }) => ({
    data: loggedIn(request, reply, await login(deps, input, meta(request))),
    message: 'api:logged_in',
  }));

  /**
   * Session restore: the token comes from the body (native apps), the bearer header or the cookie, never
   * from the URL. A body token that names no session does not hide a valid cookie; only a cookie that
   * names no session is cleared.
   */
  const restoredSession = async (request: FastifyRequest, reply: FastifyReply, fromBody?: string) => {
    const auth =
      (fromBody ? await resolveSession(deps.db, deps.config.sessionSecret, fromBody) : null) ?? request.auth;
    if (!auth) {
      if (request.staleCookie) await clearSessionCookie(request, reply);
      throw new AppError(tokenFromRequest(request) || fromBody ? 'session_expired' : 'not_logged_in');
    }
    return auth;
  };
  const restore = async (request: FastifyRequest, reply: FastifyReply, fromBody: string | undefined) => {
    const auth = await restoredSession(request, reply, fromBody);
    return {
      data: { user: await deps.sessionUser(auth.account, auth.token, request.lang) },
      message: 'api:session_restored' as const,
    };
  };
  registerCall(app, accountUser, ({ input, request, reply }) =>
    restore(request, reply, input.token || undefined),
  );
  registerCall(app, accountUserGet, ({ request, reply }) => restore(request, reply, undefined));

  /** The web app's restore (docs/decisions/042-the-session-user.md): a chef's profile in brief. */
  registerCall(app, accountSession, async ({ request, reply }) => {
    const auth = await restoredSession(request, reply);
    return {
      data: { user: await deps.briefSessionUser(auth.account, auth.token) },
      message: 'api:session_restored',
    };
  });

  registerCall(app, accountLogout, async ({ request, reply }) => {
    await logout(deps, bearerToken(request));
    await clearSessionCookie(request, reply);
    return { data: null, message: 'api:logged_out' };
  });

  registerCall(app, accountSettings, async ({ input, auth, request }) => ({
    data: { user: await accounts.updateSettings(deps, auth, input, request.lang) },
    message: 'api:settings_saved',
  }));

  /** Membership cards and settings (decisions D5): restaurants only. */
  registerCall(app, accountRequestSubscription, async ({ input, auth, request }) => ({
    data: { user: await requestSubscription(deps, auth, input.type, meta(request)) },
    message: 'api:membership_requested',
  }));

  registerCall(app, accountResetPassword, async ({ input, request }) => {
    if ('code' in input) {
      await confirmPasswordReset(deps, input);
      return { data: null, message: 'api:password_changed' };
    }
    await requestPasswordReset(deps, input, meta(request));
    return { data: null, message: 'api:reset_link_sent' };
  });

  /** Not in the spec: the reset page checks its link's code when it opens (docs/api.md). */
  registerCall(app, accountResetPasswordCheck, async ({ input, request }) => {
    const valid = await checkPasswordReset(deps, input, meta(request));
    return { data: { valid }, message: valid ? 'api:reset_code_valid' : 'errors:reset_code_invalid' };
  });
}
