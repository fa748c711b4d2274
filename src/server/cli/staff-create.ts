import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { staffRoles, type StaffRole } from '@shared/contracts/admin';
import { emailPattern } from '@shared/contracts/fields';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openDatabase } from '../db/database';
import { createStaff } from '../features/accounts/staff.service';
import { loggerOptions } from '../lib/logger';

/**
 * `npm run staff:create -- EMAIL [--role admin|moderator]` (docs/decisions/053-back-office.md): creates a
 * staff account, or gives an existing one a new password, authenticator secret and recovery codes (a
 * lost phone), and prints them once. It opens the database as the server does (DATABASE_URL, else the
 * embedded one in DATA_DIR, the running server's when there is one).
 */

export const usage = 'Usage: npm run staff:create -- EMAIL [--role admin|moderator]';

export function parseArgs(args: string[]): { email: string; role: StaffRole } | null {
  let role: StaffRole = 'moderator';
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--role' || arg.startsWith('--role=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : args[++i];
      if (!staffRoles.includes(value as StaffRole)) return null;
      role = value as StaffRole;
    } else rest.push(arg);
  }
  if (rest.length !== 1 || !emailPattern.test(rest[0]!)) return null;
  return { email: rest[0]!, role };
}

/** Runs the command's words; the lines to print and the exit code. */
export async function runStaffCreate(
  db: Database,
  serverSecret: string,
  args: string[],
): Promise<{ lines: string[]; code: number }> {
  const parsed = parseArgs(args);
  if (!parsed) return { lines: [usage], code: 2 };
  try {
    const staff = await createStaff(db, serverSecret, parsed);
    return {
      code: 0,
      lines: [
        `${staff.created ? 'Created' : 'Renewed'} ${staff.role} ${staff.email}.`,
        '',
        `One-time password (change it in Settings after signing in): ${staff.password}`,
        '',
        'Add this account to an authenticator app (scan a QR code of the URI, or type the secret):',
        `  ${staff.otpauthUri}`,
        `  secret: ${staff.secret}`,
        '',
        'Recovery codes (each works once in place of a code; keep them somewhere safe):',
        ...staff.recoveryCodes.map((code) => `  ${code}`),
        '',
        'Sign in at /en/admin with the e-mail, the password and the code of the app.',
      ],
    };
  } catch (error) {
    return { lines: [(error as Error).message], code: 1 };
  }
}

async function main() {
  const config = loadConfig();
  const logger = pino(loggerOptions(config.logLevel === 'info' ? 'warn' : config.logLevel));
  const database = await openDatabase(config, logger, undefined, { joinRunning: true });
  try {
    const { lines, code } = await runStaffCreate(database.db, config.sessionSecret, process.argv.slice(2));
    process[code === 0 ? 'stdout' : 'stderr'].write(`${lines.join('\n')}\n`);
    process.exitCode = code;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
