import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Weekly counts of the back office's dashboard (docs/decisions/055): the ISO week a moment falls in,
 * as the date of its Monday in UTC (`YYYY-MM-DD`), whatever the session's time zone. Each owner's
 * repository groups its own rows by it, in one query for all the weeks.
 */
export const isoWeekOf = (moment: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`to_char(date_trunc('week', ${moment} at time zone 'UTC'), 'YYYY-MM-DD')`;

/** One count per week: the week's Monday and the number. */
export interface WeekCount {
  week: string;
  count: number;
}
