import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall, formAlternatives, noData, type Access } from './call';
import { callErrors, callErrorsByStatus } from './call-errors';

const declared = (
  access: Access,
  options: { method?: 'GET' | 'POST'; input?: z.ZodType; errors?: ['premium_required'] } = {},
) =>
  defineCall({
    name: `test.${access}`,
    method: options.method ?? 'POST',
    path: '/api/test',
    access,
    summary: 'A made-up call.',
    input: options.input ?? z.object({}),
    output: noData,
    errors: options.errors,
  });

describe('callErrors', () => {
  it('gives every call the codes of a request the server cannot read, of a fault and of the database', () => {
    expect(callErrors(declared('public', { method: 'GET' }))).toEqual([
      'bad_request',
      'server_error',
      'unavailable',
    ]);
  });

  it('adds a body’s codes to every call but GET', () => {
    expect(callErrors(declared('public'))).toEqual([
      'bad_request',
      'cross_origin',
      'too_large',
      'unsupported_media_type',
      'server_error',
      'unavailable',
    ]);
  });

  it('adds 401 to logged-in calls, and 403 forbidden to those of one account type', () => {
    const account = callErrors(declared('account', { method: 'GET' }));
    expect(account).toEqual(expect.arrayContaining(['not_logged_in', 'session_expired']));
    expect(account).not.toContain('forbidden');
    for (const access of ['chef', 'restaurant', 'staff'] as const)
      expect(callErrors(declared(access, { method: 'GET' }))).toEqual(
        expect.arrayContaining(['not_logged_in', 'session_expired', 'forbidden']),
      );
  });

  it('adds invalid_input when the input has fields, or several forms', () => {
    expect(callErrors(declared('public', { method: 'GET' }))).not.toContain('invalid_input');
    expect(callErrors(declared('public', { method: 'GET', input: z.object({ id: z.number() }) }))).toContain(
      'invalid_input',
    );
    const forms = formAlternatives(() => z.object({ a: z.string() }), [z.object({ a: z.string() })]);
    expect(callErrors(declared('public', { input: forms }))).toContain('invalid_input');
  });

  it('adds the declared codes, grouped by their status', () => {
    const call = declared('restaurant', { errors: ['premium_required'] });
    expect(callErrorsByStatus(call).get(403)).toEqual(['cross_origin', 'forbidden', 'premium_required']);
    expect([...callErrorsByStatus(call).keys()]).toEqual([400, 401, 403, 413, 415, 500, 503]);
  });
});
