import type { Executor } from '../../db/client';
import * as repo from './outbox.repository';

/** The newest e-mails of the outbox, newest first, for the local outbox page. */
export async function newestMails(db: Executor, limit = 100) {
  return repo.listNewest(db, limit);
}

/** One e-mail of the outbox, or undefined. */
export async function outboxMail(db: Executor, id: number) {
  return repo.findById(db, id);
}
