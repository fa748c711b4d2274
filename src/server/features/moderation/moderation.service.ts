import type { z } from 'zod';
import type { blockInput, reportInput } from '@shared/contracts/moderation';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { accountTypeOf } from '../accounts/accounts.service';
import * as repo from './moderation.repository';

/**
 * The moderation feature owns `reports` and `blocks` (D6). Reports wait for the team in the back office;
 * blocks take effect at once: the access module reads them for every view (src/server/access/blocks.ts).
 */

/** The account reported or blocked must be a chef or a restaurant other than the actor. */
async function requireCounterpart(deps: Deps, actorId: number, offenderId: number) {
  if (offenderId === actorId)
    throw new AppError('invalid_input', { issues: [{ field: 'offender', code: 'offender_self' }] });
  const type = await accountTypeOf(deps.db, offenderId);
  if (type !== 'chef' && type !== 'restaurant') throw new AppError('not_found');
  return type;
}

/** Records a report for the team; a second report of the same account while one is open is the same report. */
export async function report(
  deps: Deps,
  reporterId: number,
  input: z.output<typeof reportInput>,
): Promise<void> {
  const type = await requireCounterpart(deps, reporterId, input.offender);
  // `ischef` names what the reporter was looking at: a restaurant reported as a chef is no such chef.
  if ((type === 'chef') !== input.ischef) throw new AppError('not_found');
  if (await repo.hasOpenReport(deps.db, reporterId, input.offender)) return;
  await repo.insertReport(deps.db, {
    reporterAccountId: reporterId,
    offenderAccountId: input.offender,
    offenderIsChef: input.ischef,
    reason: input.reason || null,
  });
}

/** Blocks an account for good (until the blocker lifts it); blocking twice is blocking once. */
export async function block(
  deps: Deps,
  blockerId: number,
  input: z.output<typeof blockInput>,
): Promise<void> {
  await requireCounterpart(deps, blockerId, input.offender);
  await repo.insertBlock(deps.db, blockerId, input.offender);
}
