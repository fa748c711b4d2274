import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import {
  countSynthetic,
  removeSynthetic,
  seedSynthetic,
  syntheticDomain,
  syntheticPassword,
  type SyntheticOptions,
} from '../synthetic-load';
import { loggerOptions } from '../lib/logger';

/**
 * `npm run db:seed -- --chefs 1000000 --restaurants 50000 --offers 200000 [--seed N] [--reset]`: loads
 * realistic synthetic chefs, venues and offers with COPY (docs/performance.md "Synthetic
 * data") into the database the server uses: DATABASE_URL, else the embedded one in DATA_DIR (the
 * running server's when there is one). Accounts are chef{n}@ and restaurant{n}@synthetic.brigade.test;
 * `--reset` deletes them (and all they own) first.
 */

export const usage =
  'Usage: npm run db:seed -- [--chefs N] [--restaurants N] [--offers N] [--seed N] [--reset]\n' +
  '  --chefs        chef accounts with their profiles (default 10000, at most 5000000)\n' +
  '  --restaurants  venues, owned by restaurant accounts of one to many venues (default 500, at most 500000)\n' +
  '  --offers       job offers spread over the venues (default 2000, at most 2000000; needs venues)\n' +
  '  --seed         the random seed: the same seed loads the same data (default 1)\n' +
  '  --reset        delete the synthetic data loaded before (by its e-mail domain) first';

export interface SeedArguments {
  options: Omit<SyntheticOptions, 'now'>;
  reset: boolean;
}

const limits = { chefs: 5_000_000, restaurants: 500_000, offers: 2_000_000, seed: 2_147_483_647 } as const;

/** Reads the command's flags; an error message for anything it does not understand. */
export function parseSeedArguments(args: string[]): SeedArguments | { error: string } {
  const options = { chefs: 10_000, restaurants: 500, offers: 2_000, seed: 1 };
  let reset = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--reset') {
      reset = true;
      continue;
    }
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    const name = flag.replace(/^--/, '') as keyof typeof limits;
    if (!flag.startsWith('--') || !(name in limits)) return { error: `Unknown option ${arg}.` };
    const text = inline ?? args[++i];
    if (text === undefined) return { error: `${flag} needs a number.` };
    const digits = text.replace(/[_,]/g, '');
    if (!/^[0-9]{1,10}$/.test(digits))
      return { error: `${flag} must be a whole number of 0 or more, not "${text}".` };
    const value = Number(digits);
    if (value > limits[name])
      return { error: `${flag} may be at most ${limits[name].toLocaleString('en')} (got ${text}).` };
    options[name] = value;
  }
  if (options.offers > 0 && options.restaurants === 0)
    return { error: '--offers needs venues to post them: give --restaurants 1 or more.' };
  return { options, reset };
}

/** The start of today (UTC): the run's "now", so the same seed on the same day loads the same dates. */
export function runDate(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

async function main() {
  const parsed = parseSeedArguments(process.argv.slice(2));
  if ('error' in parsed) {
    process.stderr.write(`${parsed.error}\n${usage}\n`);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const logger = pino(loggerOptions(config.logLevel === 'info' ? 'warn' : config.logLevel));
  const log = (text: string) => process.stdout.write(`${text}\n`);
  const started = Date.now();
  const database = await openDatabase(config, logger, undefined, { joinRunning: true });
  try {
    const pool = database.db.$client;
    if (parsed.reset) await removeSynthetic(pool, log);
    else if ((await countSynthetic(pool)) > 0) {
      process.stderr.write(
        `This database already holds synthetic data (@${syntheticDomain}): add --reset to replace it.\n`,
      );
      process.exitCode = 1;
      return;
    }
    const { chefs, restaurants, offers, seed } = parsed.options;
    log(
      `loading ${chefs.toLocaleString('en')} chefs, ${restaurants.toLocaleString('en')} venues and ${offers.toLocaleString('en')} offers (seed ${seed}) into ${config.databaseUrl ? 'DATABASE_URL' : `the embedded database in ${config.dataDir}`}`,
    );
    const reports = await seedSynthetic(pool, { ...parsed.options, now: runDate() }, log);
    const { rows } = await pool.query<{ size: string }>(
      'select pg_size_pretty(pg_database_size(current_database())) as size',
    );
    const total = reports.reduce((sum, r) => sum + r.rows, 0);
    log(
      `done: ${total.toLocaleString('en')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s; database size ${rows[0]!.size}. Accounts log in with the password ${syntheticPassword}.`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
