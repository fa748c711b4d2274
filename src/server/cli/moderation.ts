import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { loadConfig } from '../config';
import type { Executor } from '../db/client';
import { openDatabase } from '../db/database';
import { approveChefProfile } from '../features/chef-profiles/chef-profiles.service';
import { approveOffer as approveJobOffer } from '../features/offers/offers.service';
import { approveVenue } from '../features/venues/venues.service';
import { loggerOptions } from '../lib/logger';

/**
 * Moderation by hand until the back office exists (decisions D6, docs/decisions/023-chef-profiles.md):
 * `npm run moderation -- approve chef ID` approves a chef profile in review, `approve restaurant ID` a
 * venue (restaurant profile, docs/decisions/025-venues.md), `approve offer ID` a job offer
 * (docs/decisions/027-offers.md). It opens the database as
 * the server does (DATABASE_URL, else the embedded one in DATA_DIR, joining the running server's when there is one).
 */

export const usage = 'Usage: npm run moderation -- approve chef|restaurant|offer ID';

/** Approves the chef profile `id`; its id and name, or undefined when there is none. */
export function approveChef(db: Executor, id: number) {
  return approveChefProfile(db, id);
}

/** Approves the venue (restaurant profile) `id`; its id and name, or undefined when there is none. */
export function approveRestaurant(db: Executor, id: number) {
  return approveVenue(db, id);
}

/** Approves the job offer `id` (not deleted); its id and name, or undefined when there is none. */
export function approveOffer(db: Executor, id: number) {
  return approveJobOffer(db, id);
}

const kinds = {
  chef: { approve: approveChef, label: 'Chef profile' },
  restaurant: { approve: approveRestaurant, label: 'Restaurant profile' },
  offer: { approve: approveOffer, label: 'Offer' },
} as const;

/** Runs the command's words; the line to print and the exit code. */
export async function runModeration(db: Executor, args: string[]): Promise<{ line: string; code: number }> {
  const [action, kind, idText] = args;
  if (
    action !== 'approve' ||
    !(kind === 'chef' || kind === 'restaurant' || kind === 'offer') ||
    !idText ||
    !/^[0-9]{1,9}$/.test(idText)
  )
    return { line: usage, code: 2 };
  const { approve, label } = kinds[kind];
  const approved = await approve(db, Number(idText));
  if (!approved) return { line: `No ${label.toLowerCase()} has the id ${idText}.`, code: 1 };
  return { line: `${label} ${approved.id} (${approved.name}) is approved.`, code: 0 };
}

async function main() {
  const config = loadConfig();
  const logger = pino(loggerOptions(config.logLevel === 'info' ? 'warn' : config.logLevel));
  const database = await openDatabase(config, logger, undefined, { joinRunning: true });
  try {
    const { line, code } = await runModeration(database.db, process.argv.slice(2));
    process[code === 0 ? 'stdout' : 'stderr'].write(`${line}\n`);
    process.exitCode = code;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
