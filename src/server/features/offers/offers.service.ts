import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { aboutTextLimit } from '@shared/contracts/chef-profiles';
import {
  offerValidityDays,
  venueHomeOffersSize,
  type ChefSavedMark,
  type OfferCard,
  type offerSaveInput,
  type OfferView,
  type SavedOfferCard,
} from '@shared/contracts/offers';
import type { Language } from '@shared/i18n/languages';
import { currencyOfCountry } from '@shared/offers/pay';
import {
  audienceDetail,
  audienceRefusal,
  checkAudience,
  checkOffersAudience,
  checkPremiumVenues,
  loadAccountAudienceFacts,
  requireGate,
  isStaff,
  offersVisibleTo,
  requireAccess,
  type Actor,
  type ChefAudienceFacts,
} from '../../access';
import { sideBySide, transactional, type Executor, type Transaction } from '../../db/client';
import { offers } from '../../db/schema/index';
import { pickLocalized, readLocalized, type TextLanguage } from '../../db/schema/localized';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { cleanRichText, plainTextExcerpt, withVersion } from '../../lib/rich-text';
import { slugify } from '../../lib/slug';
import { chefProfileOfAccount } from '../chef-profiles/chef-profiles.service';
import { emptySlot, fillSlot, imagesOfOffers, imagesOfVenues } from '../media/media.service';
import { notify } from '../notifications/notifications.service';
import { venueFacts, venueNames, type VenueFacts } from '../venues/venues.service';
import * as repo from './offers.repository';
import { placeForReader } from '../places/places.service';
import { bit } from '../../lib/bit';
import { paths } from '@shared/paths';
import { reviewPage } from '../../db/review';
import { approval, isApproved } from '@shared/states';
import type { ReviewDecision, ReviewedItem } from '@shared/contracts/admin';
import { positionName } from '@shared/reference/positions';

/*
 * The offers feature owns the job offers and the saved offers (docs/architecture.md "Who owns which
 * table"; docs/decisions/027-offers.md): offer/manage/edit, offer/toggle, the lists (offer/restaurant,
 * offer/related, offers/in, the venue page's block, the chef's saved offers), the offer page
 * (offer/show), moderation's approval, and the selected offers of the contact form.
 */

/** What the reading functions need: the database (or a transaction) and file storage for the image urls. */
type ReadDeps = Pick<Deps, 'storage'> & { db: Executor };

/** The plain-text length an offer description needs at least (doc 2 section 5). */
export const offerDescriptionMin = 4;

export interface OfferWithVenue {
  id: number;
  name: string;
  restaurantId: number;
  restaurantName: string;
}

/** The selected offers that are live (contact/{ids}), with their venue, in the order asked. */
export async function offersWithVenue(db: Executor, ids: number[]): Promise<OfferWithVenue[]> {
  const rows = await repo.findVisibleOffers(db, ids, offersVisibleTo(null));
  const names = await venueNames(
    db,
    rows.map((r) => r.venueId),
  );
  return ids.flatMap((id) =>
    rows.flatMap((r) => {
      const restaurantName = names.get(r.venueId);
      return r.id === id && restaurantName !== undefined
        ? [{ id: r.id, name: r.name, restaurantId: r.venueId, restaurantName }]
        : [];
    }),
  );
}

/**
 * What cards show beside the offers' own columns, for all the rows at once: their venues (one query),
 * which of them are premium (one), the offers' images (one) and the venues' logos (one).
 */
async function cardParts(deps: ReadDeps, rows: repo.CardRow[]) {
  const venueIds = rows.map((r) => r.rid);
  const readDeps = deps as Pick<Deps, 'db' | 'storage'>;
  // Side by side: four round trips of a page's cards cost one's wait, not four.
  const [venues, premium, images, logos] = await sideBySide(deps.db, [
    () => venueFacts(deps.db, venueIds),
    () => checkPremiumVenues(deps.db, venueIds),
    () =>
      imagesOfOffers(
        readDeps,
        rows.map((r) => r.id),
      ),
    () => imagesOfVenues(readDeps, venueIds),
  ] as const);
  return { venues, premium, images, logos };
}
type CardParts = Awaited<ReturnType<typeof cardParts>>;

/**
 * Cards from rows, in the rows' order: four queries whatever their number (none for no rows). `chef`,
 * the viewing chef's audience facts, says on each card what its venue asks that the chef has not
 * declared (D9 as revised).
 */
async function toCards(
  deps: ReadDeps,
  rows: repo.CardRow[],
  language: Language,
  chef: ChefAudienceFacts | null = null,
): Promise<OfferCard[]> {
  if (rows.length === 0) return [];
  const parts = await cardParts(deps, rows);
  return rows.map((r) => toCard(r, parts, language, chef));
}

function toCard(
  r: repo.CardRow,
  parts: CardParts,
  language: Language,
  chef: ChefAudienceFacts | null,
): OfferCard {
  const venue = parts.venues.get(r.rid);
  const audience = { nationalities: venue?.nationalities ?? [], workLanguage: venue?.workLanguage ?? null };
  return {
    id: r.id,
    rid: r.rid,
    slug: r.slug,
    name: r.name,
    position: r.position,
    description: pickLocalized(r.description, language, r.originalLanguage),
    salarytype: r.salaryType,
    salaryfrom: Number(r.salaryFrom),
    salaryto: Number(r.salaryTo),
    hidesalary: bit(r.hideSalary),
    currency: r.currency,
    term: r.term,
    hours: r.hours,
    holidays: r.holidays,
    daysoff: r.daysOff,
    recruit: bit(r.recruit),
    status: bit(r.status),
    approvedp: bit(isApproved(r.approved)),
    created: r.createdAt.toISOString(),
    updated: r.updatedAt.toISOString(),
    image1: parts.images.get(r.id)?.image1 ?? null,
    restaurant: {
      id: r.rid,
      slug: venue?.slug ?? '',
      name: venue?.name ?? '',
      location: placeForReader(
        (venue?.location as OfferCard['restaurant']['location'] | undefined) ?? null,
        language,
      ),
      logo: parts.logos.get(r.rid)?.logo ?? null,
      premium: bit(parts.premium.has(r.rid)),
      audience: { nationalities: [...audience.nationalities], language: audience.workLanguage },
    },
    undeclared: chef ? checkAudience(chef, audience).undeclared : [],
  };
}

/** When an offer's job posting stops being valid: `offerValidityDays` after its last update. */
export function validThrough(updated: Date): string {
  return new Date(updated.getTime() + offerValidityDays * 24 * 60 * 60 * 1000).toISOString();
}

/** One offer with every text version (offer/show, offer/manage/edit's answer), by its card row. */
function toView(
  row: repo.CardRow,
  parts: CardParts,
  viewer: Actor | null,
  language: Language,
  chef: ChefAudienceFacts | null = null,
): OfferView {
  const accountId = parts.venues.get(row.rid)?.accountId;
  return {
    ...toCard(row, parts, language, chef),
    ...readLocalized(row.description, language, row.originalLanguage),
    requirements: pickLocalized(row.requirements, language, row.originalLanguage),
    requirementsTranslations: row.requirements,
    own: bit(viewer !== null && viewer.accountId === accountId),
    validThrough: validThrough(row.updatedAt),
  };
}

type SaveInput = z.output<typeof offerSaveInput>;

/**
 * offer/manage/edit, save (one transaction, the caller's): `id` 0 posts an offer in the venue `rid` of
 * the actor's account, in review unless `approved` (AUTO_APPROVE, D6); another id changes an offer of
 * the account (and may move it to another of its venues). Texts merge into the stored versions in
 * `language` (D7). Only a premium account may turn recruit off (D5). Answers the offer's id.
 */
export const saveOffer = transactional(async function saveOffer(
  db: Transaction,
  actor: Actor,
  input: SaveInput,
  options: { fallbackLanguage: TextLanguage; approved: boolean },
): Promise<number> {
  await requireAccess(db, actor, 'venue.manage', input.rid, { refusal: 'venue_not_found' });
  let stored: Awaited<ReturnType<typeof repo.findOfferForUpdate>>;
  if (input.id) {
    await requireAccess(db, actor, 'offer.manage', input.id, { refusal: 'offer_not_found' });
    stored = await repo.findOfferForUpdate(db, input.id);
    if (!stored) throw new AppError('offer_not_found');
  }
  if (!input.recruit) requireGate(actor, 'recruitOption');
  const language = input.language ?? stored?.originalLanguage ?? options.fallbackLanguage;
  const description = cleanRichText(
    'description',
    input.description,
    language,
    aboutTextLimit,
    true,
    offerDescriptionMin,
  );
  const requirements = cleanRichText('requirements', input.requirements, language, aboutTextLimit, false);
  const venue = (await venueFacts(db, [input.rid])).get(input.rid);
  const changes: repo.OfferChanges = {
    restaurantProfileId: input.rid,
    name: input.name,
    slug: slugify(input.name) || 'offer',
    position: input.position,
    description: withVersion(stored?.description ?? {}, language, description),
    requirements: withVersion(stored?.requirements ?? {}, language, requirements),
    originalLanguage: stored?.originalLanguage ?? language,
    salaryType: input.salarytype,
    salaryFrom: String(input.salaryfrom),
    salaryTo: String(input.salaryto),
    hideSalary: input.hidesalary,
    currency: input.currency ?? currencyOfCountry(venue?.location?.components?.country_code),
    term: input.term,
    hours: input.hours,
    holidays: input.holidays,
    daysOff: input.daysoff,
    recruit: input.recruit,
    status: input.status ? 1 : 0,
  };
  let id: number;
  if (stored) {
    id = stored.id;
    await repo.updateOffer(db, id, changes);
  } else {
    const created = await repo.insertOffer(db, {
      ...(changes as repo.NewOffer),
      approved: options.approved ? 1 : 0,
    });
    id = created.id;
  }
  if (input.image1 === 0) await emptySlot({ db }, { offerId: id }, 'image1');
  else if (input.image1 !== null)
    await fillSlot({ db }, actor.accountId, { offerId: id }, 'image1', input.image1);
  return id;
});

/** offer/manage/edit, delete: the offer of the account is deleted (hidden everywhere, kept for its applications). */
export const deleteOffer = transactional(async function deleteOffer(
  db: Transaction,
  actor: Actor,
  id: number,
) {
  await requireAccess(db, actor, 'offer.manage', id, { refusal: 'offer_not_found' });
  await repo.deleteOffer(db, id);
});

/** offer/toggle: pauses (0) or activates (1) an offer of the account; answers its card. */
export async function toggleOffer(
  deps: Pick<Deps, 'db' | 'storage'>,
  actor: Actor,
  id: number,
  status: 0 | 1,
  language: Language,
): Promise<OfferCard> {
  await deps.db.transaction(async (tx) => {
    await requireAccess(tx, actor, 'offer.manage', id, { refusal: 'offer_not_found' });
    await repo.setOfferStatus(tx, id, status);
  });
  const row = await repo.findCard(deps.db, id);
  const [card] = await toCards(deps, [row!], language);
  return card!;
}

/** The offer as its owner sees it after a save (offer/manage/edit's answer). */
export async function ownOfferView(deps: ReadDeps, actor: Actor, id: number, language: Language) {
  const row = await repo.findCard(deps.db, id);
  if (!row) throw new AppError('offer_not_found');
  return toView(row, await cardParts(deps, [row]), actor, language);
}

/**
 * offer/show: the owner (and staff) see the offer in any state but deleted; anyone else a live offer
 * (404 offer_not_available otherwise, a block included), and a chef outside the audience is told so and
 * why (403 offer_not_for_you with the audience and the parts not met as `detail`, D9); a chef who has
 * not declared what it asks sees it, with `undeclared`. Nine queries at most whatever the offer.
 */
export async function showOffer(
  deps: ReadDeps,
  viewer: Actor | null,
  id: number,
  language: Language,
): Promise<OfferView> {
  await requireAccess(deps.db, viewer, 'offer.view', id, { refusal: 'offer_not_available' });
  const row = await repo.findCard(deps.db, id);
  if (!row || row.deletedAt) throw new AppError('offer_not_available');
  const parts = await cardParts(deps, [row]);
  const accountId = parts.venues.get(row.rid)?.accountId;
  const owner = isStaff(viewer) || (viewer !== null && viewer.accountId === accountId);
  if (!owner && viewer?.type === 'chef') {
    const checked = (await checkOffersAudience(deps.db, viewer, [id])).get(id);
    if (checked && !checked.check.admitted) throw audienceRefusal(checked)!;
    return toView(row, parts, viewer, language, await loadAccountAudienceFacts(deps.db, viewer));
  }
  return toView(row, parts, viewer, language);
}

export interface VenueOffersQuery {
  rid: number;
  showpaused: boolean;
  review: boolean;
  page: number;
  qty: number;
}

/**
 * offer/restaurant: a venue's offers, newest first. The owner (and staff) get every offer not deleted,
 * the paused ones with `showpaused` and those in review with `review`, and counts over all their
 * offers; anyone else the live ones they may see (blocks, audience), and no paused count. Seven queries
 * at most whatever the page size: the venue, the counts, the page, and the four of its cards.
 */
export async function offersOfVenue(
  deps: ReadDeps,
  viewer: Actor | null,
  query: VenueOffersQuery,
  language: Language,
) {
  const venue = (await venueFacts(deps.db, [query.rid])).get(query.rid);
  if (!venue) return { list: [], total: 0, totalActive: 0, totalInactive: 0 };
  const owner = isStaff(viewer) || (viewer !== null && viewer.accountId === venue.accountId);
  const counted = owner ? sql`${offers.deletedAt} is null` : offersVisibleTo(viewer);
  const listed = owner
    ? sql`${counted} and ${query.showpaused ? sql`true` : sql`${offers.status} = 1`} and ${query.review ? sql`true` : sql`${offers.approved} = 1`}`
    : counted;
  const counts = await repo.countOffersOfVenue(deps.db, query.rid, counted);
  const rows = await repo.pageOfVenue(deps.db, query.rid, listed, query.qty, query.page * query.qty);
  return {
    list: await toCards(deps, rows, language),
    total: owner ? counts.total : counts.active,
    totalActive: counts.active,
    totalInactive: owner ? counts.inactive : 0,
  };
}

/**
 * The venue page's offers block (restaurants/show): the live offers the viewer may see, newest first,
 * up to `venueHomeOffersSize`, with their number. Five queries whatever their number.
 */
export async function liveOffersOfVenue(
  deps: ReadDeps,
  viewer: Actor | null,
  venueId: number,
  language: Language,
) {
  const rows = await repo.pageOfVenueWithTotal(
    deps.db,
    venueId,
    offersVisibleTo(viewer),
    venueHomeOffersSize,
  );
  return { list: await toCards(deps, rows, language), total: rows[0]?.total ?? 0 };
}

/**
 * offer/related: the live offers the viewer may see beside one, of its venue or its position, its
 * venue's first, then newest; with their number. Seven queries at most whatever the page size.
 */
export async function relatedOffers(
  deps: ReadDeps,
  viewer: Actor | null,
  query: { id: number; page: number; qty: number },
  language: Language,
) {
  const key = await repo.findOfferKey(deps.db, query.id);
  if (!key) return { list: [], total: 0 };
  const related = { id: query.id, ...key };
  const where = offersVisibleTo(viewer);
  const total = await repo.countRelated(deps.db, related, where);
  const rows = await repo.pageOfRelated(deps.db, related, where, query.qty, query.page * query.qty);
  return { list: await toCards(deps, rows, language), total };
}

/**
 * offers/in: the live offers the viewer may see among `ids`, in the order asked (five queries, six for
 * a chef); the others in `closed`, each with why: `not_for_you` (a chef outside the venue's audience,
 * with the audience and the parts not met, one query more) or `not_available`.
 */
export async function offersByIds(deps: ReadDeps, viewer: Actor | null, ids: number[], language: Language) {
  const unique = [...new Set(ids)];
  const chef = await loadAccountAudienceFacts(deps.db, viewer);
  const list = await cardsInOrder(deps, unique, offersVisibleTo(viewer), language, chef);
  const shown = new Set(list.map((card) => card.id));
  const missing = unique.filter((id) => !shown.has(id));
  const audiences = chef && missing.length > 0 ? await checkOffersAudience(deps.db, viewer, missing) : null;
  const closed = missing.map((id) => {
    const checked = audiences?.get(id);
    return checked && !checked.check.admitted
      ? { id, reason: 'not_for_you' as const, audience: audienceDetail(checked) }
      : { id, reason: 'not_available' as const, audience: null };
  });
  return { list, closed };
}

/** The cards of the offers among `ids` that match `where`, in the order of `ids`. */
async function cardsInOrder(
  deps: ReadDeps,
  ids: number[],
  where: SQL,
  language: Language,
  chef: ChefAudienceFacts | null = null,
) {
  const rows = await repo.findCards(deps.db, ids, where);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toCards(
    deps,
    ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    language,
    chef,
  );
}

/**
 * The cards of offers another feature has already chosen (the searches: their query applied the
 * viewer's rules), in the order of `ids`; an id that names no offer is left out. Five queries whatever
 * their number (none for no ids).
 */
export async function offerCardsByIds(
  deps: ReadDeps,
  ids: number[],
  language: Language,
  chef: ChefAudienceFacts | null = null,
) {
  return cardsInOrder(deps, ids, sql`true`, language, chef);
}

/**
 * Approves an offer (moderation, D6); the approved offer's id and name, or undefined. An offer that was
 * in review tells its venue's account (the venue's notifications), in the same transaction.
 */
export async function approveOffer(db: Executor, id: number) {
  return db.transaction(async (tx) => {
    const offer = await repo.approveOffer(tx, id);
    if (!offer) return undefined;
    const venue = offer.wasInReview ? (await venueFacts(tx, [offer.venueId])).get(offer.venueId) : undefined;
    if (venue)
      await notify(tx, {
        accountId: venue.accountId,
        venueId: venue.id,
        kind: 'offer_approved',
        link: paths.restaurantOfferView(null, venue.id, offer.id),
        name: offer.name,
        subject: { type: 'venue', id: venue.id },
      });
    return { id: offer.id, name: offer.name };
  });
}

/** What the applications feature needs of offers: each one's venue, name and whether it is live. */
export interface OfferState {
  id: number;
  venueId: number;
  name: string;
  live: boolean;
}

/** The offers among `ids` that exist (not deleted), by id; one query. */
export async function offerStates(db: Executor, ids: number[]): Promise<Map<number, OfferState>> {
  const rows = await repo.findOfferStates(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The headline, slug and venue of offers by id, deleted ones too; one query. */
export async function offerHeadlines(db: Executor, ids: number[]) {
  const rows = await repo.findOfferHeadlines(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The offers of the venues, by id, with their headline, slug, venue and status (paused ones only when
 * `activeOnly` is false); deleted offers too, since applications and trials keep them. One query.
 */
export async function offersOfVenues(db: Executor, venueIds: number[], activeOnly = false) {
  const rows = await repo.findOffersOfVenues(db, venueIds, activeOnly);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * offer/subscribe with `saved=1`: the chef saves offers they may see (`offer_not_available` otherwise);
 * saving one twice changes nothing (doc 1 section 4: saved offers cannot be un-saved).
 */
export async function saveOffersForChef(db: Executor, actor: Actor, chefProfileId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  await requireAccess(db, actor, 'offer.view', unique, { refusal: 'offer_not_available' });
  await repo.insertSavedOffers(
    db,
    unique.map((offerId) => ({ chefProfileId, offerId })),
  );
  return unique;
}

/** The acting chef's profile id: a chef account without a profile has saved nothing (409). */
async function savingChefProfileId(db: Executor, actor: Actor): Promise<number> {
  const profile = await chefProfileOfAccount(db, actor.accountId);
  if (!profile) throw new AppError('chef_profile_missing');
  return profile.id;
}

/**
 * offer/chef/saved: a page of the chef's saved offers, newest saved first, as the other lists' cards
 * with when each was saved. Like every list (decision 027), only those live for the chef: one paused,
 * deleted, across a block or outside the venue's audience (D9) is left out while it is so (it stays
 * saved, and comes back when it is live again). Seven queries whatever the page size: the profile and
 * the chef's audience facts, the page, and the four of its cards.
 */
export async function savedOffersOfChef(
  deps: ReadDeps,
  actor: Actor,
  query: { page: number; qty: number },
  language: Language,
): Promise<SavedOfferCard[]> {
  const [chefProfileId, chef] = await sideBySide(deps.db, [
    () => savingChefProfileId(deps.db, actor),
    () => loadAccountAudienceFacts(deps.db, actor),
  ] as const);
  const where = offersVisibleTo(actor);
  const rows = await repo.pageOfSaved(deps.db, chefProfileId, where, query.qty, query.page * query.qty);
  const cards = await toCards(deps, rows, language, chef);
  return cards.map((card, index) => ({ ...card, saved: rows[index]!.savedAt.toISOString() }));
}

/** offer/chef/saved/in: which of `ids` the chef has saved, and when (the offer page, the feed); two queries. */
export async function savedAmong(db: Executor, actor: Actor, ids: number[]): Promise<ChefSavedMark[]> {
  const chefProfileId = await savingChefProfileId(db, actor);
  const rows = await repo.findSavedAmong(db, chefProfileId, [...new Set(ids)]);
  return rows.map((row) => ({ oid: row.offerId, saved: row.savedAt.toISOString() }));
}

/** The offers waiting for review (decision 053): a page, oldest first, and how many wait. */
export async function offersInReview(
  db: Executor,
  offset: number,
  limit: number,
  language: Language,
): Promise<{ items: ReviewedItem[]; total: number }> {
  let venues = new Map<number, VenueFacts>();
  return reviewPage(db, {
    ids: () => repo.reviewQueue(db, offset, limit),
    total: () => repo.countInReview(db),
    rows: async (ids) => {
      const rows = await repo.findReviewRows(db, ids);
      venues = await venueFacts(
        db,
        rows.map((r) => r.venueId),
      );
      return rows;
    },
    item: (r) => {
      const venue = venues.get(r.venueId);
      if (!venue) return null;
      return {
        id: r.id,
        kind: 'offer' as const,
        name: r.name,
        path: paths.offerView(language, venue.id, venue.slug, r.id, r.slug),
        detail: `${venue.name} · ${positionName(r.position, language)}`,
        location: venue.location?.formatted_address ?? '',
        excerpt: plainTextExcerpt(pickLocalized(r.description, language, r.originalLanguage), 280),
        accountId: venue.accountId,
        created: r.createdAt.toISOString(),
        updated: r.updatedAt.toISOString(),
      };
    },
  });
}

/**
 * A moderator's decision on an offer waiting for review: approved (it goes public) or rejected; the
 * venue's account gets the notification in the same transaction. Null when it no longer waits.
 */
export async function decideOffer(
  tx: Transaction,
  id: number,
  decision: 'approve' | 'reject',
): Promise<ReviewDecision | null> {
  const decided = await repo.decide(tx, id, decision === 'approve' ? approval.approved : approval.rejected);
  if (!decided) return null;
  const [offer] = await repo.findReviewRows(tx, [id]);
  const venue = offer && (await venueFacts(tx, [offer.venueId])).get(offer.venueId);
  if (!offer || !venue) return null;
  const editPath = paths.restaurantOfferView(null, venue.id, offer.id);
  await notify(tx, {
    accountId: venue.accountId,
    venueId: venue.id,
    kind: decision === 'approve' ? 'offer_approved' : 'offer_rejected',
    link: editPath,
    name: offer.name,
    subject: { type: 'venue', id: venue.id },
  });
  return { id, name: offer.name, accountId: venue.accountId, venueId: venue.id, editPath };
}

/** Offers created in each ISO week (UTC) from `from` on, for the back office's dashboard. */
export async function offersCreatedByWeek(db: Executor, from: Date) {
  return repo.countOffersCreatedByWeek(db, from);
}

/** Offers live now by themselves (approved, active, not deleted), for the back office's dashboard. */
export async function liveOfferCount(db: Executor): Promise<number> {
  return repo.countLiveOffers(db);
}

/**
 * What the offers feature holds of an account, for its export (docs/decisions/054-own-data.md): the
 * offers of its venues (deleted ones too) and the offers its chef profile saved. Two queries.
 */
export async function offersExport(
  db: Executor,
  owner: { chefProfileId: number | null; venueIds: number[] },
) {
  const [offers, saved] = await sideBySide(db, [
    () => repo.findOffersForExport(db, owner.venueIds),
    () =>
      owner.chefProfileId === null ? Promise.resolve([]) : repo.findSavedForExport(db, owner.chefProfileId),
  ] as const);
  return { offers, savedOffers: saved };
}

/**
 * The offers feature's part of deleting an account (054): the chef's saved offers, and the venues'
 * offers for good, with (by the database) their applications, saves and pictures.
 */
export async function forgetOffers(
  db: Transaction,
  owner: { chefProfileId: number | null; venueIds: number[] },
) {
  if (owner.chefProfileId !== null) await repo.deleteSavedOfChef(db, owner.chefProfileId);
  await repo.purgeOffersOfVenues(db, owner.venueIds);
}
