import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from './mailer';
import type { FileStorage } from './storage';

/** What services need from the running app; tests can build it without HTTP. */
export interface Deps {
  db: Database;
  config: Config;
  mailer: Mailer;
  storage: FileStorage;
  log: FastifyBaseLogger;
}
