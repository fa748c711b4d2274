import { z } from 'zod';
import { errorCodes, type ErrorCode } from '../errors';
import { alternativesOf, type CallDeclaration } from './call';

/*
 * The error answers of a call (decisions D3: a meaningful status and a stable code): what its
 * declaration implies, and what it declares in `errors`. The OpenAPI document lists them per status, and
 * the server notes any answer outside them (plugins/envelope.ts), so the list cannot drift from what the
 * services throw without an API test saying so.
 */

/** Every call: a request that cannot be read (a broken URL or body), a fault, the database away. */
const everyCall: readonly ErrorCode[] = ['bad_request', 'server_error', 'unavailable'];

/** A call with a body (every method but GET): too large, of another type, or sent from another origin. */
const withBody: readonly ErrorCode[] = ['too_large', 'unsupported_media_type', 'cross_origin'];

/** Logged-in calls: no session at all, or a token that names none (decisions 015, 016). */
const loggedIn: readonly ErrorCode[] = ['not_logged_in', 'session_expired'];

/** Whether some input fails the call's input schema (an object with no fields takes anything). */
function inputCanFail(input: z.ZodType): boolean {
  if (alternativesOf(input)) return true;
  if (input instanceof z.ZodObject) return Object.keys(input.shape).length > 0;
  return true;
}

/** The codes each declaration implies and declares, in the order of their status. */
const known = new WeakMap<CallDeclaration, readonly ErrorCode[]>();

/** The error codes the call may answer, ordered by status then name. */
export function callErrors(call: CallDeclaration): readonly ErrorCode[] {
  let codes = known.get(call);
  if (codes) return codes;
  const all = new Set<ErrorCode>(everyCall);
  if (call.method !== 'GET') for (const code of withBody) all.add(code);
  if (call.access === 'moderator' || call.access === 'admin') {
    // The back office: anyone but staff is told there is nothing here; a moderator may not do an admin's part.
    all.add('not_found');
    if (call.access === 'admin') all.add('forbidden');
  } else {
    if (call.access !== 'public') for (const code of loggedIn) all.add(code);
    // An account of another type (staff pass `account` only).
    if (call.access !== 'public' && call.access !== 'account') all.add('forbidden');
  }
  if (inputCanFail(call.input)) all.add('invalid_input');
  for (const code of call.errors ?? []) all.add(code);
  codes = [...all].sort((a, b) => errorCodes[a] - errorCodes[b] || a.localeCompare(b));
  known.set(call, codes);
  return codes;
}

/** The call's error codes grouped by HTTP status. */
export function callErrorsByStatus(call: CallDeclaration): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of callErrors(call)) {
    const status = errorCodes[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}
