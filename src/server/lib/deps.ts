import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { Mailer } from './mailer';
import type { SessionUserBuilder } from './session-user';
import type { FileStorage } from './storage';

/** What services need from the running app; tests can build it without HTTP. */
export interface Deps {
  db: Database;
  config: Config;
  mailer: Mailer;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /**
   * The background jobs (decisions 018): a service queues a job in its own transaction (`send` with the
   * transaction's client), then wakes the worker after the commit.
   */
  jobs: Pick<JobQueue, 'send' | 'wake'>;
  /** `data.user` with the chef's whole profile (lib/session-user.ts; its parts are wired in app.ts). */
  sessionUser: SessionUserBuilder['sessionUser'];
  /** `data.user` with the chef's profile in brief (account/session). */
  briefSessionUser: SessionUserBuilder['briefSessionUser'];
  /**
   * Makes the profile a new account starts with, in the sign-up's transaction: a chef profile, or the
   * restaurant's main venue. Their features make them; app.ts wires them here, so accounts, below
   * them, does not import them.
   */
  createFirstProfile: (tx: Executor, type: 'chef' | 'restaurant', profile: FirstProfile) => Promise<unknown>;
}

/** A new account's first profile: named and slugged after the sign-up's name. */
export interface FirstProfile {
  accountId: number;
  slug: string;
  name: string;
  /** 1 when profiles are approved without staff (decisions D6). */
  approved: number;
}
