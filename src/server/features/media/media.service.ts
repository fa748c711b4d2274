import type { Executor } from '../../db/client';
import * as repo from './media.repository';

/**
 * The media feature owns the `media` table (docs/architecture.md "Who owns which table"): other
 * features record and delete files through these functions. The file itself is in storage; the row
 * says what it is and whose. Both accept a transaction, so the record goes with the caller's own rows.
 */
export async function recordFile(db: Executor, file: repo.NewMedia): Promise<{ id: number }> {
  return repo.insertMedia(db, file);
}

/**
 * Deletes the records of the given files sent by visitors (files of an account stay with the account);
 * answers the storage keys of the deleted ones, for the caller to delete from storage.
 */
export async function deleteVisitorFiles(db: Executor, ids: number[]): Promise<string[]> {
  return repo.deleteUnownedMedia(db, ids);
}
