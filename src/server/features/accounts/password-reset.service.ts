import type { z } from 'zod';
import type { resetCheckInput, resetConfirmInput, resetRequestInput } from '@shared/contracts/accounts';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { hashPassword } from '../../lib/passwords';
import { enforceRateLimits } from '../../lib/rate-limit';
import { hashToken, newToken } from '../../lib/tokens';
import type { RequestMeta } from './accounts.service';
import { resetPasswordMail } from './accounts.emails';
import * as repo from './accounts.repository';
import { minute, rateLimits } from './rate-limits';
import { endOtherSessions } from './sessions.service';

/** A forgotten password: a link with a one-time code by e-mail, then a new password that ends every session. */

export const resetCodeLifetimeMinutes = 60;

/** Sends a reset link when the address has an account; the answer is the same either way. */
export async function requestPasswordReset(
  deps: Deps,
  input: z.output<typeof resetRequestInput>,
  meta: RequestMeta,
): Promise<void> {
  await enforceRateLimits(
    deps.db,
    [
      { key: `reset:email:${input.email}`, ...rateLimits.resetPerAddress },
      { key: `reset:ip:${meta.ip}`, ...rateLimits.resetPerIp },
    ],
    deps.config.rateLimitMultiplier,
  );
  const account = await repo.findAccountByEmail(deps.db, input.email);
  if (!account || account.disabledAt) return;
  const code = newToken();
  // The code and its e-mail are written together: a crash leaves both or neither.
  await deps.db.transaction(async (tx) => {
    await repo.insertPasswordReset(tx, {
      accountId: account.id,
      codeHash: hashToken(deps.config.sessionSecret, code),
      expiresAt: new Date(Date.now() + resetCodeLifetimeMinutes * minute),
    });
    await deps.mailer.send(
      resetPasswordMail({
        to: account.email,
        name: account.name,
        language: account.language,
        publicUrl: deps.config.publicUrl,
        code,
        expiresInMinutes: resetCodeLifetimeMinutes,
      }),
      { tx },
    );
  });
}

/**
 * Whether the code of a reset link can still set a password (known, unused, not expired), so the page
 * can say so when it opens rather than on submit. It does not use the code up.
 */
export async function checkPasswordReset(
  deps: Deps,
  input: z.output<typeof resetCheckInput>,
  meta: RequestMeta,
): Promise<boolean> {
  const perIp = { key: `resetcheck:ip:${meta.ip}`, ...rateLimits.resetCheckPerIp };
  await enforceRateLimits(deps.db, [perIp], deps.config.rateLimitMultiplier);
  return Boolean(await repo.findUsableReset(deps.db, hashToken(deps.config.sessionSecret, input.code)));
}

/** Sets the new password; the code works once, and every session of the account ends. */
export async function confirmPasswordReset(
  deps: Deps,
  input: z.output<typeof resetConfirmInput>,
): Promise<void> {
  refuseCommonPassword(input.password);
  const reset = await repo.findUsableReset(deps.db, hashToken(deps.config.sessionSecret, input.code));
  if (!reset)
    throw new AppError('reset_code_invalid', { issues: [{ field: 'code', code: 'code_required' }] });
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    // Two requests with one code at the same moment: only the one that claims it goes on.
    if (!(await repo.claimReset(tx, reset.id)))
      throw new AppError('reset_code_invalid', { issues: [{ field: 'code', code: 'code_required' }] });
    await repo.updateAccount(tx, reset.accountId, { passwordHash });
    await repo.consumeResets(tx, reset.accountId);
    await endOtherSessions(tx, reset.accountId, null);
  });
}
