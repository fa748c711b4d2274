import { exactMessages } from '@shared/errors';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText } from './error-text';
import { localizedKeyForServerMessage } from './server-message';

describe('localizedKeyForServerMessage', () => {
  it('maps the login message to errors:login_combination', () => {
    expect(localizedKeyForServerMessage("The username/password combination doesn't exist")).toBe(
      'errors:login_combination',
    );
  });

  it('maps the unique e-mail message to errors:email_unique', () => {
    expect(localizedKeyForServerMessage('The email field must contain a unique value.')).toBe(
      'errors:email_unique',
    );
  });

  it('also matches when the message contains the text', () => {
    expect(localizedKeyForServerMessage(`Error: ${exactMessages.login_combination}.`)).toBe(
      'errors:login_combination',
    );
  });

  it('leaves other (already localized) messages alone', () => {
    expect(localizedKeyForServerMessage('Trop de tentatives.')).toBeNull();
    expect(localizedKeyForServerMessage('')).toBeNull();
  });
});

describe('errorText', () => {
  const t = ((key: string) => `<${key}>`) as unknown as TFunction;

  it('localizes the two quoted server messages', () => {
    const error = new ApiError(exactMessages.email_unique, { code: 'email_unique', status: 409 });
    expect(errorText(error, t)).toBe('<errors:email_unique>');
    expect(
      errorText(new ApiError(exactMessages.login_combination, { code: 'invalid_input', status: 401 }), t),
    ).toBe('<errors:login_combination>');
  });

  it('shows other server messages as sent', () => {
    expect(errorText(new ApiError('Demasiados intentos.', { code: 'rate_limited', status: 429 }), t)).toBe(
      'Demasiados intentos.',
    );
  });

  it('shows a network failure with the exception message', () => {
    expect(errorText(new ApiError('Failed to fetch', { code: 'network_error', status: 0 }), t)).toBe(
      'Failed to fetch',
    );
  });

  it('falls back to the default texts when there is no message', () => {
    expect(errorText(new ApiError('', { code: 'bad_request', status: 400 }), t)).toBe(
      '<errors:error_request>',
    );
    expect(errorText(new ApiError('', { code: 'server_error', status: 502 }), t)).toBe(
      '<errors:server_error>',
    );
    expect(errorText(undefined, t)).toBe('<errors:error_request>');
  });
});
