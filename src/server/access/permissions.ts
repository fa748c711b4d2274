import { eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import {
  accounts,
  applications,
  chefProfiles,
  conversations,
  media,
  offers,
  restaurantProfiles,
} from '../db/schema/index';
import type { ErrorCode } from '@shared/errors';
import { AppError } from '../lib/app-error';
import { isStaff, type Actor } from './actor';
import { audienceAdmits, chefFactsOfAccount } from './audience';
import { notBlockedWith } from './blocks';
import { requestedIds } from './ids';
import { isGateOpen, isPremiumAccount } from './premium';
import { deletedAccount, liveChefProfile, liveVenue } from './live';
import { chefRelatedToAccount } from './relations';
import { isBlocked } from '@shared/states';

/**
 * Who may read or change what, by permission and record ids. Each permission loads the facts it needs
 * for all the ids in one query, then decides per id in plain code below:
 * - `not_found` when the record does not exist, or the actor may not even see it (a block either way,
 *   a profile or offer not live): nothing tells the actor it is there;
 * - `forbidden` when the actor sees it but may not do this (another account's venue, a premium gate,
 *   a blocked conversation, an audience the chef is not in);
 * - `not_logged_in` when a visitor asks for a permission that needs an account.
 */
export const permissions = [
  /** Edit a venue (restaurant profile) and its sections: any venue of the actor's account. */
  'venue.manage',
  /** Edit, pause or delete an offer: through its venue's account. */
  'offer.manage',
  /** Edit a chef profile and its sections: the chef's own. */
  'chefProfile.manage',
  /** Use or delete a file of the album: the uploader's own. */
  'media.manage',
  /** Read an application: the chef, or the venue's account with the applicants gate (D5). */
  'application.read',
  /** Move an application (accept, reject, propose a date, withdraw): the same parties. */
  'application.update',
  /** Read a conversation: its chef, or its venue's account with the messages gate (D5). */
  'conversation.read',
  /** Write in a conversation: a party, while neither side blocks the other and the venue is premium (D14). */
  'conversation.write',
  /** See a chef profile: live (approved, active), or related to the viewing restaurant; never across a block. */
  'chefProfile.view',
  /** See a venue: live (approved, active); never across a block. */
  'venue.view',
  /** See an offer: live (active, approved, not deleted, of a live venue); never across a block. */
  'offer.view',
  /** Apply to an offer: a chef who sees it and is in its audience (D9). */
  'offer.apply',
  /** Answer an offer's applicants for its venue: staff, while the recruitment service handles it (recruit on, D5). */
  'offer.recruit',
] as const;
export type Permission = (typeof permissions)[number];

type Verdict = 'allowed' | 'forbidden' | 'not_found';

interface Policy<Row extends { id: number }> {
  /** A visitor is refused with `not_logged_in` before any query. */
  needsActor: boolean;
  /** One query: the facts of each existing id (a missing row means not found). */
  load(db: Executor, actor: Actor | null, ids: number[]): Promise<Row[]>;
  decide(actor: Actor | null, row: Row): Verdict;
}

const definePolicy = <Row extends { id: number }>(policy: Policy<Row>) => policy;

const owns = (actor: Actor | null, accountId: number | null): boolean =>
  actor !== null && accountId !== null && actor.accountId === accountId;

/** Owner or staff: allowed; anyone else: forbidden. */
const ownerOrStaff = (actor: Actor | null, accountId: number | null): Verdict =>
  isStaff(actor) || owns(actor, accountId) ? 'allowed' : 'forbidden';

/** Whether a block stands between the actor and the account in `counterpart` (false for a visitor). */
const blockedWith = (actor: Actor | null, counterpart: AnyPgColumn | SQL) =>
  actor ? sql<boolean>`not ${notBlockedWith(actor.accountId, counterpart)}` : sql<boolean>`false`;

/**
 * The two parties' side of a chef-venue record (application, conversation): the chef's side always, the
 * venue's account only through its account gate (D5: applicants and messages need subscription 1).
 */
function partyVerdict(
  actor: Actor | null,
  row: { chefAccountId: number; venueAccountId: number },
  gate: 'applicants' | 'messages',
): Verdict {
  if (owns(actor, row.chefAccountId)) return 'allowed';
  if (owns(actor, row.venueAccountId)) return isGateOpen(actor, gate) ? 'allowed' : 'forbidden';
  return 'forbidden';
}

const ownedRows = (table: typeof restaurantProfiles | typeof chefProfiles | typeof media) =>
  definePolicy({
    needsActor: true,
    load: (db, _actor, ids) =>
      db.select({ id: table.id, accountId: table.accountId }).from(table).where(inArray(table.id, ids)),
    decide: (actor, row) => ownerOrStaff(actor, row.accountId),
  });

const applicationParties = definePolicy({
  needsActor: true,
  load: (db, _actor, ids) =>
    db
      .select({
        id: applications.id,
        chefAccountId: chefProfiles.accountId,
        venueAccountId: restaurantProfiles.accountId,
      })
      .from(applications)
      .innerJoin(chefProfiles, eq(chefProfiles.id, applications.chefProfileId))
      .innerJoin(offers, eq(offers.id, applications.offerId))
      .innerJoin(restaurantProfiles, eq(restaurantProfiles.id, offers.restaurantProfileId))
      .where(inArray(applications.id, ids)),
  // Staff handle the applicants of free venues: the recruitment service works in the back office (D5).
  decide: (actor, row) => (isStaff(actor) ? 'allowed' : partyVerdict(actor, row, 'applicants')),
});

const conversationRows = (db: Executor, _actor: Actor | null, ids: number[]) =>
  db
    .select({
      id: conversations.id,
      status: conversations.status,
      chefAccountId: chefProfiles.accountId,
      venueAccountId: restaurantProfiles.accountId,
      venueOwnerType: accounts.type,
      venueOwnerSubscription: accounts.subscription,
      // A block between the two parties, whoever asks.
      blocked: sql<boolean>`not ${notBlockedWith(chefProfiles.accountId, restaurantProfiles.accountId)}`,
      // Either side deleted its account (docs/decisions/054): the other reads what was said, writes no more.
      gone: sql<boolean>`(${deletedAccount(chefProfiles.accountId)} or ${deletedAccount(restaurantProfiles.accountId)})`,
    })
    .from(conversations)
    .innerJoin(chefProfiles, eq(chefProfiles.id, conversations.chefProfileId))
    .innerJoin(restaurantProfiles, eq(restaurantProfiles.id, conversations.restaurantProfileId))
    .innerJoin(accounts, eq(accounts.id, restaurantProfiles.accountId))
    .where(inArray(conversations.id, ids));

/** The columns that make an offer live (spec doc 2: only approved, active offers of live venues are public). */
const offerFacts = {
  id: offers.id,
  venueAccountId: restaurantProfiles.accountId,
  live: sql<boolean>`(${offers.status} = 1 and ${offers.approved} = 1 and ${liveVenue(restaurantProfiles)})`,
};

/**
 * The offers (a condition over the `offers` table) a viewer may see in lists, searches and feeds: live
 * (active, approved, not deleted, of an approved, active venue), no block either way between the viewer
 * and the venue's account (D6), and for a chef the venue's audience (D9). The owner's own offers in any
 * state are the owner's lists' business, not this condition's.
 */
export function offersVisibleTo(actor: Actor | null, options: { audience?: boolean } = {}): SQL {
  const venue: SQL[] = [
    sql`${restaurantProfiles.id} = ${offers.restaurantProfileId}`,
    sql`${restaurantProfiles.approved} = 1`,
    sql`${restaurantProfiles.active} = 1`,
  ];
  if (actor) venue.push(notBlockedWith(actor.accountId, restaurantProfiles.accountId));
  // `audience: false` leaves the audience out: what a chef cannot see is counted from there (the feed's hidden offers).
  if (actor?.type === 'chef' && options.audience !== false) {
    const chef = chefFactsOfAccount(actor.accountId);
    venue.push(audienceAdmits(restaurantProfiles, chef.nationalities, chef.languages));
  }
  return sql`(${offers.status} = 1 and ${offers.approved} = 1 and ${offers.deletedAt} is null and exists (select 1 from ${restaurantProfiles} where ${sql.join(venue, sql` and `)}))`;
}

/**
 * The offers the recruitment service answers for (D5: recruit on, not deleted), as a condition on a
 * column holding an offer's id: the applications staff see in the back office's recruitment lists.
 */
export function offersRecruitedFor(offerId: AnyPgColumn | SQL): SQL {
  return sql`exists (select 1 from ${offers} where ${offers.id} = ${offerId} and ${offers.recruit} and ${offers.deletedAt} is null)`;
}

function offerViewVerdict(
  actor: Actor | null,
  row: { venueAccountId: number; live: boolean; blocked: boolean },
) {
  if (isStaff(actor) || owns(actor, row.venueAccountId)) return 'allowed';
  if (row.blocked || !row.live) return 'not_found';
  return 'allowed';
}

const policies = {
  'venue.manage': ownedRows(restaurantProfiles),
  'offer.manage': definePolicy({
    needsActor: true,
    load: (db, _actor, ids) =>
      db
        .select({ id: offers.id, accountId: restaurantProfiles.accountId })
        .from(offers)
        .innerJoin(restaurantProfiles, eq(restaurantProfiles.id, offers.restaurantProfileId))
        // A deleted offer is hidden everywhere; it stays only for the applications that point at it.
        .where(sql`${inArray(offers.id, ids)} and ${isNull(offers.deletedAt)}`),
    decide: (actor, row) => ownerOrStaff(actor, row.accountId),
  }),
  'offer.recruit': definePolicy({
    needsActor: true,
    load: (db, _actor, ids) =>
      db
        .select({ id: offers.id, recruit: offers.recruit })
        .from(offers)
        .where(sql`${inArray(offers.id, ids)} and ${isNull(offers.deletedAt)}`),
    decide: (actor, row) => (isStaff(actor) && row.recruit ? 'allowed' : 'forbidden'),
  }),
  'chefProfile.manage': ownedRows(chefProfiles),
  'media.manage': ownedRows(media),
  'application.read': applicationParties,
  'application.update': applicationParties,
  'conversation.read': definePolicy({
    needsActor: true,
    load: conversationRows,
    decide: (actor, row) => (isStaff(actor) ? 'allowed' : partyVerdict(actor, row, 'messages')),
  }),
  'conversation.write': definePolicy({
    needsActor: true,
    load: conversationRows,
    decide: (actor, row) => {
      // Staff read conversations but are no party to them: a message always comes from the chef or the venue.
      const party = isStaff(actor) ? 'forbidden' : partyVerdict(actor, row, 'messages');
      if (party !== 'allowed') return party;
      // D14: a blocked conversation or a block between the two accounts stops messages both ways, as
      // does a deleted account (054); chefs message premium venues only (spec doc 1 section 6).
      if (isBlocked(row) || row.blocked || row.gone) return 'forbidden';
      return isPremiumAccount({ type: row.venueOwnerType, subscription: row.venueOwnerSubscription })
        ? 'allowed'
        : 'forbidden';
    },
  }),
  'chefProfile.view': definePolicy({
    needsActor: false,
    load: (db, actor, ids) =>
      db
        .select({
          id: chefProfiles.id,
          accountId: chefProfiles.accountId,
          live: liveChefProfile(chefProfiles),
          // An applicant stays visible to the venues it applied to, even while its profile is off; not
          // once its chef deleted the account (the profile's row kept only for a conversation: 054).
          related:
            actor?.type === 'restaurant'
              ? sql<boolean>`(${chefRelatedToAccount(chefProfiles.id, actor.accountId)} and not ${deletedAccount(chefProfiles.accountId)})`
              : sql<boolean>`false`,
          blocked: blockedWith(actor, chefProfiles.accountId),
        })
        .from(chefProfiles)
        .where(inArray(chefProfiles.id, ids)),
    decide: (actor, row) => {
      if (isStaff(actor) || owns(actor, row.accountId)) return 'allowed';
      if (row.blocked) return 'not_found';
      return row.live || row.related ? 'allowed' : 'not_found';
    },
  }),
  'venue.view': definePolicy({
    needsActor: false,
    load: (db, actor, ids) =>
      db
        .select({
          id: restaurantProfiles.id,
          accountId: restaurantProfiles.accountId,
          live: liveVenue(restaurantProfiles),
          blocked: blockedWith(actor, restaurantProfiles.accountId),
        })
        .from(restaurantProfiles)
        .where(inArray(restaurantProfiles.id, ids)),
    decide: (actor, row) => {
      if (isStaff(actor) || owns(actor, row.accountId)) return 'allowed';
      return row.blocked || !row.live ? 'not_found' : 'allowed';
    },
  }),
  'offer.view': definePolicy({
    needsActor: false,
    load: (db, actor, ids) =>
      db
        .select({ ...offerFacts, blocked: blockedWith(actor, restaurantProfiles.accountId) })
        .from(offers)
        .innerJoin(restaurantProfiles, eq(restaurantProfiles.id, offers.restaurantProfileId))
        .where(sql`${inArray(offers.id, ids)} and ${isNull(offers.deletedAt)}`),
    decide: (actor, row) => offerViewVerdict(actor, row),
  }),
  'offer.apply': definePolicy({
    needsActor: true,
    load: (db, actor, ids) => {
      const chef = chefFactsOfAccount(actor?.accountId ?? 0);
      return db
        .select({
          ...offerFacts,
          blocked: blockedWith(actor, restaurantProfiles.accountId),
          inAudience: sql<boolean>`${audienceAdmits(restaurantProfiles, chef.nationalities, chef.languages)}`,
        })
        .from(offers)
        .innerJoin(restaurantProfiles, eq(restaurantProfiles.id, offers.restaurantProfileId))
        .where(sql`${inArray(offers.id, ids)} and ${isNull(offers.deletedAt)}`);
    },
    decide: (actor, row) => {
      // Restaurants and staff do not apply (spec doc 2 section 6).
      if (actor?.type !== 'chef') return 'forbidden';
      const seen = offerViewVerdict(actor, row);
      if (seen !== 'allowed') return seen;
      return row.inAudience ? 'allowed' : 'forbidden';
    },
  }),
} satisfies Record<Permission, { needsActor: boolean }>;

async function verdicts(
  db: Executor,
  actor: Actor | null,
  permission: Permission,
  ids: number[],
): Promise<Map<number, Verdict>> {
  const policy = policies[permission] as unknown as Policy<{ id: number }>;
  const result = new Map<number, Verdict>(ids.map((id) => [id, 'not_found']));
  if (ids.length === 0 || (policy.needsActor && !actor)) return result;
  for (const row of await policy.load(db, actor, ids)) result.set(row.id, policy.decide(actor, row));
  return result;
}

/**
 * The ids the actor has the permission on, in one query whatever their number (lists filter with it).
 * Unknown ids, and any id for a visitor when the permission needs an account, are left out.
 */
export async function checkAccess(
  db: Executor,
  actor: Actor | null,
  permission: Permission,
  ids: Iterable<number>,
): Promise<Set<number>> {
  const result = await verdicts(db, actor, permission, requestedIds(ids).ids);
  return new Set([...result].filter(([, verdict]) => verdict === 'allowed').map(([id]) => id));
}

/**
 * Throws unless the actor has the permission on every id, in one query: `not_logged_in` for a visitor
 * where an account is needed, `not_found` when an id names nothing the actor can see (checked first,
 * so a forbidden id next to a missing one still answers 404), else `forbidden`. No ids: nothing to check.
 */
export async function requireAccess(
  db: Executor,
  actor: Actor | null,
  permission: Permission,
  ids: number | Iterable<number>,
  options: { refusal?: ErrorCode } = {},
): Promise<void> {
  const { ids: valid, invalid } = requestedIds(typeof ids === 'number' ? [ids] : ids);
  if (policies[permission].needsActor && !actor) throw new AppError('not_logged_in');
  // A call that says in its own words why (`venue_not_found`: "This restaurant page is not one of
  // yours") gives that one code for a missing record and for another account's alike.
  const refuse = (verdict: 'not_found' | 'forbidden') => new AppError(options.refusal ?? verdict);
  if (invalid) throw refuse('not_found');
  const result = [...(await verdicts(db, actor, permission, valid)).values()];
  if (result.includes('not_found')) throw refuse('not_found');
  if (result.includes('forbidden')) throw refuse('forbidden');
}

/** Immich-style shorthands for the checks features ask most. */
export const checkOwnedVenues = (db: Executor, actor: Actor | null, ids: Iterable<number>) =>
  checkAccess(db, actor, 'venue.manage', ids);
export const checkOwnedOffers = (db: Executor, actor: Actor | null, ids: Iterable<number>) =>
  checkAccess(db, actor, 'offer.manage', ids);
export const checkOwnedChefProfiles = (db: Executor, actor: Actor | null, ids: Iterable<number>) =>
  checkAccess(db, actor, 'chefProfile.manage', ids);

/** The chef profile an account owns (a chef has one), or undefined. */
export async function ownChefProfileId(db: Executor, accountId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: chefProfiles.id })
    .from(chefProfiles)
    .where(eq(chefProfiles.accountId, accountId))
    .limit(1);
  return row?.id;
}

/**
 * Starting a conversation between a chef profile and a venue (messages/send without a conversation):
 * the actor is the chef or the venue's account, the venue is premium (D5: venues start conversations
 * with chefs, chefs write to premium venues only), and no block stands between the two accounts (D6).
 * One query; `not_found` when either side does not exist or a block hides it, else `forbidden`.
 */
export async function requireConversationStart(
  db: Executor,
  actor: Actor | null,
  pair: { chefProfileId: number; venueId: number },
): Promise<void> {
  if (!actor) throw new AppError('not_logged_in');
  const { ids: chefIds } = requestedIds([pair.chefProfileId]);
  const { ids: venueIds } = requestedIds([pair.venueId]);
  if (chefIds.length === 0 || venueIds.length === 0) throw new AppError('not_found');
  const [row] = await db
    .select({
      chefAccountId: chefProfiles.accountId,
      venueAccountId: restaurantProfiles.accountId,
      venueOwnerType: accounts.type,
      venueOwnerSubscription: accounts.subscription,
      blocked: sql<boolean>`not ${notBlockedWith(chefProfiles.accountId, restaurantProfiles.accountId)}`,
    })
    .from(chefProfiles)
    .innerJoin(restaurantProfiles, eq(restaurantProfiles.id, pair.venueId))
    .innerJoin(accounts, eq(accounts.id, restaurantProfiles.accountId))
    .where(eq(chefProfiles.id, pair.chefProfileId));
  if (!row || row.blocked) throw new AppError('not_found');
  if (!owns(actor, row.chefAccountId) && !owns(actor, row.venueAccountId)) throw new AppError('forbidden');
  const owner = { type: row.venueOwnerType, subscription: row.venueOwnerSubscription };
  if (!isPremiumAccount(owner)) throw new AppError('forbidden');
}
