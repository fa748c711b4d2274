import { z } from 'zod';
import { defineCall, noData } from './call';
import { flag, multilineText } from './fields';
import { recordId } from './numbers';

/** The account reported or blocked: an account id (a chef profile's `acc`, a venue's `acc`). */
const offender = recordId();

/** moderation/report (spec doc 1 section 7): `ischef` 1 when the offender is a chef, 0 a restaurant. */
export const reportInput = z.object({
  offender,
  ischef: flag(),
  /** Not in the spec's payload: what the reporter wants the team to know (optional). */
  reason: multilineText(undefined, 5000),
});

export const blockInput = z.object({ offender });

export const moderationReport = defineCall({
  name: 'moderation.report',
  method: 'POST',
  path: '/api/moderation/report',
  access: 'account',
  summary: 'Reports a chef (`ischef=1`) or a restaurant (`ischef=0`) account to the team.',
  input: reportInput,
  output: noData,
  errors: ['not_found'],
});

export const moderationBlock = defineCall({
  name: 'moderation.block',
  method: 'POST',
  path: '/api/moderation/block',
  access: 'account',
  summary: "Blocks an account: from now on neither sees the other's profiles and offers (D6).",
  input: blockInput,
  output: noData,
  errors: ['not_found'],
});

export const moderationCalls = [moderationReport, moderationBlock];
