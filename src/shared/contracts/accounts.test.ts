import { describe, expect, it } from 'vitest';
import { loginInput, preregisterFormInput, preregisterInput, registerInput, settingsInput } from './accounts';
import { infoChefInput } from './chef-profiles';

const valid = {
  email: 'Ana@Example.com',
  type: 'chef',
  name: 'Ana',
  phoneNumber: '600 000 000',
  password: 'secret1',
  rpassword: 'secret1',
};
const codes = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('register input (spec doc 1 section 5)', () => {
  it('accepts names of every alphabet, with inner spaces, hyphens and apostrophes', () => {
    for (const name of [
      'José',
      'Zoë',
      'Łukasz',
      'Nguyễn Văn An',
      '王小明',
      'Αλέξανδρος',
      'Jean-Luc',
      "O'Brien",
      'Ana  María',
    ]) {
      expect(registerInput.safeParse({ ...valid, name }).success, name).toBe(true);
    }
  });
  it('refuses digits, symbols, a leading space and one letter', () => {
    expect(codes(registerInput.safeParse({ ...valid, name: 'Ana3' }))).toEqual({ name: 'name_letters' });
    expect(codes(registerInput.safeParse({ ...valid, name: ' Ana' }))).toEqual({ name: 'name_letters' });
    expect(codes(registerInput.safeParse({ ...valid, name: 'A' }))).toEqual({ name: 'name_min' });
    expect(codes(registerInput.safeParse({ ...valid, name: '' }))).toEqual({ name: 'name_required' });
  });
  it('checks phone numbers, profile type and the repeated password', () => {
    expect(codes(registerInput.safeParse({ ...valid, phoneNumber: '+34 6OO' }))).toEqual({
      phoneNumber: 'phone_digits',
    });
    expect(registerInput.parse({ ...valid, phoneNumber: '+351 912-345-678' }).phoneNumber).toBe(
      '+351 912 345 678',
    );
    expect(codes(registerInput.safeParse({ ...valid, phoneNumber: '12' }))).toEqual({
      phoneNumber: 'phone_min',
    });
    expect(codes(registerInput.safeParse({ ...valid, type: '' }))).toEqual({ type: 'type_required' });
    expect(codes(registerInput.safeParse({ ...valid, rpassword: 'other1' }))).toEqual({
      rpassword: 'passwords_mismatch',
    });
  });
  it('normalizes the e-mail to lower case', () => {
    expect(registerInput.parse(valid).email).toBe('ana@example.com');
  });
});

describe('login input', () => {
  it('needs an e-mail and a password of 6 or more', () => {
    expect(codes(loginInput.safeParse({ username: 'nope', password: '123' }))).toEqual({
      username: 'email_invalid',
      password: 'password_min',
    });
    expect(loginInput.parse({ username: 'a@b.co', password: '123456', remember: '1' }).remember).toBe(true);
  });
});

describe('settings input', () => {
  it('checks the password only when it is filled', () => {
    expect(
      settingsInput.safeParse({ contactemail: 'a@b.co', phone: '', password: '', rpassword: '' }).success,
    ).toBe(true);
    expect(
      codes(settingsInput.safeParse({ contactemail: 'a@b.co', password: '12345', rpassword: '12345' })),
    ).toEqual({ password: 'password_min', rpassword: 'password_min' });
  });
});

describe('preregister input', () => {
  it("takes the spec's client payload (no terms) on the API, but the web form requires the box", () => {
    expect(preregisterInput.parse({ email: 'ana@example.com' })).toEqual({ email: 'ana@example.com' });
    expect(preregisterInput.parse({ email: 'ana@example.com', terms: '1' }).terms).toBe(true);
    expect(codes(preregisterInput.safeParse({ email: 'ana@example.com', terms: '0' }))).toEqual({
      terms: 'terms_required',
    });
    expect(codes(preregisterFormInput.safeParse({ email: 'ana@example.com', terms: false }))).toEqual({
      terms: 'terms_required',
    });
    expect(codes(preregisterFormInput.safeParse({ email: 'ana@example.com' }))).toEqual({
      terms: 'terms_required',
    });
  });
});

describe('a refused phone or place leaves the form’s other rules running', () => {
  it('says both the phone and the passwords that differ, and a bad place beside them', () => {
    const register = registerInput.safeParse({ ...valid, phoneNumber: '06 12 ab', rpassword: 'other1' });
    expect(codes(register)).toEqual({ phoneNumber: 'phone_digits', rpassword: 'passwords_mismatch' });
    const info = infoChefInput.safeParse({
      name: 'Ana',
      position: 3,
      location: 'x',
      contactemail: 'ana@example.com',
      phone: '600',
      password: 'secret-1',
      rpassword: 'secret-2',
    });
    expect(codes(info)).toEqual({
      location: 'location_invalid',
      phone: 'phone_min',
      rpassword: 'passwords_mismatch',
    });
  });
});
