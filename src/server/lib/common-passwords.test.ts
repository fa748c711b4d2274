import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { isCommonPassword, refuseCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it.each([
    '123456',
    'aaaaaa',
    'password',
    'Password1',
    'qwerty',
    'azerty',
    '111111',
    'abcdef',
    '987654',
    'ZZZZZZZZ',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['kitchen-secret-1', 'brand-new-pass', 'Sous-chef at 7!', 'aaaaab', 'mise-en-place'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );

  it('throws the field issue password_common on the named field', () => {
    let caught: unknown;
    try {
      refuseCommonPassword('123456', 'password');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).code).toBe('invalid_input');
    expect((caught as AppError).issues).toEqual([{ field: 'password', code: 'password_common' }]);
    expect(() => refuseCommonPassword('')).not.toThrow();
  });
});
