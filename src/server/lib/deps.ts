import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
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
  /** `data.user` with the chef's whole profile (lib/session-user.ts; its parts are wired in app.ts). */
  sessionUser: SessionUserBuilder['sessionUser'];
  /** `data.user` with the chef's profile in brief (account/session). */
  briefSessionUser: SessionUserBuilder['briefSessionUser'];
}
