import type { Executor } from '../../db/client';
import * as repo from './applications.repository';

/**
 * What the back office's dashboard counts of applications (docs/decisions/055), per ISO week (UTC)
 * from `from` on: one query per figure for all the weeks. There is no hire in the data model (an
 * agreed trial is as far as an application goes), so none is counted.
 */

/** Applications created each week, the offers venues sent to chefs included. */
export function applicationsByWeek(db: Executor, from: Date) {
  return repo.countApplicationsByWeek(db, from);
}

/** Applications with a trial agreed each week, by either side (from the applications' history). */
export function trialsAgreedByWeek(db: Executor, from: Date) {
  return repo.countTrialsAgreedByWeek(db, from);
}

/**
 * The chefs' applications first answered by their venue each week (a date proposed or agreed, or a
 * rejection), with the median time from the application to that answer in seconds.
 */
export function venueFirstAnswersByWeek(db: Executor, from: Date) {
  return repo.firstAnswersByWeek(db, from);
}
