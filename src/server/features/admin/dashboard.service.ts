import { dashboardWeeks, type Dashboard } from '@shared/contracts/admin-inbox';
import { sideBySide, type Executor } from '../../db/client';
import type { WeekCount } from '../../db/weeks';
import type { AuthContext } from '../../lib/auth-context';
import { signUpsByWeek } from '../accounts/accounts.service';
import {
  applicationsByWeek,
  trialsAgreedByWeek,
  venueFirstAnswersByWeek,
} from '../applications/activity.service';
import { openMessageCount } from '../contact/contact.service';
import { liveOfferCount, offersCreatedByWeek } from '../offers/offers.service';
import { hiresByWeek } from '../recruitment/recruitment.service';
import { overview } from './admin.service';

/**
 * The back office's dashboard (issue 33; docs/decisions/055): for each of the last 12 ISO weeks (from
 * Monday, UTC; the last one is the current week so far) what happened, each figure counted by its
 * owner in one query for all the weeks, and what waits now.
 */

const dayMs = 24 * 60 * 60 * 1000;

/** The Mondays (UTC, YYYY-MM-DD) of the `count` ISO weeks that end with the one `now` is in, oldest first. */
export function weekStarts(now: Date, count = dashboardWeeks): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // getUTCDay: 0 is Sunday; an ISO week starts on Monday.
  const monday = today - ((now.getUTCDay() + 6) % 7) * dayMs;
  return Array.from({ length: count }, (_, i) =>
    new Date(monday - (count - 1 - i) * 7 * dayMs).toISOString().slice(0, 10),
  );
}

const byWeek = <T extends { week: string }>(rows: T[]) => new Map(rows.map((row) => [row.week, row]));
const countOf = (rows: Map<string, WeekCount>, week: string) => rows.get(week)?.count ?? 0;

export async function dashboard(db: Executor, auth: AuthContext, now = new Date()): Promise<Dashboard> {
  const weeks = weekStarts(now);
  const from = new Date(`${weeks[0]}T00:00:00Z`);
  const [signUps, offers, applications, trials, answers, hires, inbox, liveOffers] = await sideBySide(db, [
    () => signUpsByWeek(db, from),
    () => offersCreatedByWeek(db, from),
    () => applicationsByWeek(db, from),
    () => trialsAgreedByWeek(db, from),
    () => venueFirstAnswersByWeek(db, from),
    () => hiresByWeek(db, weeks[0]!),
    () => openMessageCount(db),
    () => liveOfferCount(db),
  ] as const);
  const { queues } = await overview(db, auth);
  const [signUpsOf, offersOf, applicationsOf, trialsOf, answersOf, hiresOf] = [
    byWeek(signUps),
    byWeek(offers),
    byWeek(applications),
    byWeek(trials),
    byWeek(answers),
    byWeek(hires),
  ];
  return {
    weeks: weeks.map((week) => {
      const answer = answersOf.get(week);
      return {
        week,
        chefs: signUpsOf.get(week)?.chefs ?? 0,
        restaurants: signUpsOf.get(week)?.restaurants ?? 0,
        offers: countOf(offersOf, week),
        applications: countOf(applicationsOf, week),
        trials: countOf(trialsOf, week),
        hires: countOf(hiresOf, week),
        medianFirstAnswer: answer ? Math.round(Number(answer.median)) : null,
        firstAnswers: answer?.answers ?? 0,
      };
    }),
    queues: { ...queues, inbox },
    liveOffers,
  };
}
