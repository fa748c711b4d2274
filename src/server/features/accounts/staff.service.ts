import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { StaffRole } from '@shared/contracts/admin';
import type { Database, Transaction } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import * as repo from './accounts.repository';
import * as staffRepo from './staff.repository';

/**
 * Staff accounts and their second factor (docs/decisions/053-back-office.md). A member of staff signs in
 * with a password and the code of an authenticator app (TOTP, RFC 6238: 30-second steps, one step of
 * drift either way, each step good once), or one of ten single-use recovery codes. The TOTP secret is
 * stored sealed with the server's secret; the recovery codes as keyed hashes, like session tokens.
 */

/** A staff session's whole life, whatever "remember me" says. */
export const staffSessionLifetimeMs = 12 * 60 * 60 * 1000;
export const recoveryCodeCount = 10;
const issuer = 'Brigade';
const period = 30;

function sealingKey(secret: string): Buffer {
  return createHash('sha256').update(`staff-totp:${secret}`).digest();
}

/** AES-256-GCM of the TOTP secret: `iv.tag.ciphertext`, each base64url. */
export function sealSecret(serverSecret: string, totpSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(serverSecret), iv);
  const body = Buffer.concat([cipher.update(totpSecret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function openSecret(serverSecret: string, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(serverSecret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}

/** `xxxxx-xxxxx` in lower-case base32: easy to read aloud and to type. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const normalizeRecoveryCode = (code: string) =>
  code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

export interface NewStaff {
  accountId: number;
  email: string;
  role: StaffRole;
  /** Shown once: the password to sign in with, to be changed in settings. */
  password: string;
  /** Shown once: the authenticator app's secret as an otpauth:// URI (a QR code of it, or typed in). */
  otpauthUri: string;
  secret: string;
  recoveryCodes: string[];
  created: boolean;
}

/**
 * Creates a staff account with `role`, or promotes the account of that e-mail to staff (a chef's or a
 * restaurant's account cannot be: staff accounts are apart), with a new password, TOTP secret and
 * recovery codes every time: running it again is how a lost phone is replaced.
 */
export async function createStaff(
  db: Database,
  serverSecret: string,
  input: { email: string; role: StaffRole; name?: string },
): Promise<NewStaff> {
  const email = input.email.trim().toLowerCase();
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const secret = generateSecret();
  const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  return db.transaction(async (tx) => {
    const existing = await repo.findAccountByEmail(tx, email);
    if (existing && existing.type !== 'staff')
      throw new Error(`${email} is a ${existing.type}'s account; staff accounts are separate.`);
    const account = existing
      ? await repo.updateAccount(tx, existing.id, { staffRole: input.role, passwordHash, disabledAt: null })
      : await repo.insertAccount(tx, {
          type: 'staff',
          staffRole: input.role,
          email,
          contactEmail: email,
          name: input.name ?? email.split('@')[0]!,
          passwordHash,
        });
    await staffRepo.upsertCredentials(tx, {
      accountId: account.id,
      totpSecret: sealSecret(serverSecret, secret),
      recoveryCodeHashes: recoveryCodes.map((code) => hashToken(serverSecret, normalizeRecoveryCode(code))),
    });
    return {
      accountId: account.id,
      email,
      role: input.role,
      password,
      secret,
      otpauthUri: generateURI({ issuer, label: email, secret, period }),
      recoveryCodes,
      created: !existing,
    };
  });
}

/**
 * Checks a staff account's second factor in the login's transaction and spends it: a TOTP code of this
 * step or the one before or after, newer than the last one used, or an unused recovery code. False for
 * anything else, a staff account without credentials included.
 */
export async function spendSecondFactor(
  tx: Transaction,
  serverSecret: string,
  accountId: number,
  code: string,
  now: Date = new Date(),
): Promise<boolean> {
  const credentials = await staffRepo.findCredentialsForUpdate(tx, accountId);
  if (!credentials) return false;
  if (/^[0-9]{6}$/.test(code)) {
    const result = await verify({
      secret: openSecret(serverSecret, credentials.totpSecret),
      token: code,
      period,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: period,
      afterTimeStep: credentials.lastTotpStep > 0 ? credentials.lastTotpStep : undefined,
    }).catch(() => ({ valid: false as const }));
    if (!result.valid || !('timeStep' in result)) return false;
    await staffRepo.updateCredentials(tx, accountId, { lastTotpStep: result.timeStep });
    return true;
  }
  const hash = hashToken(serverSecret, normalizeRecoveryCode(code));
  if (!credentials.recoveryCodeHashes.includes(hash)) return false;
  await staffRepo.updateCredentials(tx, accountId, {
    recoveryCodeHashes: credentials.recoveryCodeHashes.filter((h) => h !== hash),
  });
  return true;
}
