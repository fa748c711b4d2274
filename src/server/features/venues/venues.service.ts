import type { z } from 'zod';
import { aboutTextLimit, itemTextLimit } from '@shared/contracts/chef-profiles';
import type { RestaurantCard } from '@shared/contracts/search';
import {
  venueDescriptionMin,
  weekdays,
  type aboutRestaurantInput,
  type addressValue,
  type coverValue,
  type scheduleValue,
  type socialValue,
  type venueChefValue,
  type venueEmailValue,
  type venuePhoneValue,
  type VenueMetaSection,
  type VenueView,
} from '@shared/contracts/venues';
import { isPlace } from '@shared/contracts/location';
import type { Language } from '@shared/i18n/languages';
import {
  canSeeVenueContact,
  checkPremiumVenues,
  isStaff,
  loadVenueRelations,
  requireAccess,
  venuePlanFields,
  type Actor,
} from '../../access';
import { sideBySide, transactional, type Executor, type Transaction } from '../../db/client';
import { pickLocalized, readLocalized, type TextLanguage } from '../../db/schema/localized';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { cleanRichText, plainTextExcerpt, withVersion } from '../../lib/rich-text';
import { slugify } from '../../lib/slug';
import { imagesOfVenues } from '../media/media.service';
import { notify } from '../notifications/notifications.service';
import { placeForReader, placeOrTextToStore, placeToStore } from '../places/places.service';
import * as repo from './venues.repository';
import { bit } from '../../lib/bit';
import { paths } from '@shared/paths';
import { reviewPage, type VisibilityMove } from '../../db/review';
import { approval, isApproved } from '@shared/states';
import type { ReviewDecision, ReviewedItem } from '@shared/contracts/admin';

/*
 * The venues feature owns the restaurant profiles (a venue each) and their parts (docs/architecture.md
 * "Who owns which table"; docs/decisions/025-venues.md): the venue a restaurant account starts with,
 * the venues of an account, the profile/aboutrestaurant and profile/restaurantmeta/* saves, the active
 * and main switches, and the venue as restaurants/show answers it.
 */

/** The first venue of a new restaurant account, made in the sign-up's transaction. */
export async function createVenue(db: Executor, venue: repo.NewVenue) {
  return repo.insertVenue(db, venue);
}

/** The account's venues, the main one first, then in the order they were added. */
export async function venuesOfAccount(db: Executor, accountId: number) {
  return repo.listVenuesOfAccount(db, accountId);
}

/** The names of the given venues, by id; a venue that does not exist is absent. */
export async function venueNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  const rows = await repo.findVenueNames(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The facts offer cards show of their venues (slug, name, place) and the owner account, by id; one query. */
export async function venueFacts(db: Executor, ids: number[]) {
  const rows = await repo.findVenueFacts(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r]));
}
export type VenueFacts = Awaited<ReturnType<typeof repo.findVenueFacts>>[number];

/**
 * A venue the actor manages (`venue.manage` of the access module). Another account's venue, or none,
 * is a field issue on `field` (`venue_not_found`), as another chef's item is: nothing says whether it
 * exists.
 */
async function ownVenue(db: Executor, actor: Actor, id: number, field: string) {
  try {
    await requireAccess(db, actor, 'venue.manage', id);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'not_found' || error.code === 'forbidden'))
      throw new AppError('invalid_input', { issues: [{ field, code: 'venue_not_found' }] });
    throw error;
  }
}

const itemNotFound = () =>
  new AppError('invalid_input', { issues: [{ field: 'id', code: 'item_not_found' }] });

type AboutInput = z.output<typeof aboutRestaurantInput>;

/**
 * profile/aboutrestaurant: the venue's facts and its three texts in `language` (D7). `id` 0 adds a venue
 * to the account, in review unless `approved` (AUTO_APPROVE, D6), main when it is the account's first.
 */
export const saveAbout = transactional(async function saveAbout(
  db: Transaction,
  actor: Actor,
  input: AboutInput,
  options: { fallbackLanguage: TextLanguage; placeLanguage: Language; approved: boolean },
): Promise<number> {
  let stored: Awaited<ReturnType<typeof repo.findVenueTexts>>;
  if (input.id) {
    await ownVenue(db, actor, input.id, 'id');
    stored = await repo.findVenueTexts(db, input.id);
    if (!stored) throw new AppError('invalid_input', { issues: [{ field: 'id', code: 'venue_not_found' }] });
  }
  const language = input.language ?? stored?.originalLanguage ?? options.fallbackLanguage;
  const description = cleanRichText(
    'description',
    input.description,
    language,
    aboutTextLimit,
    true,
    venueDescriptionMin,
  );
  const stageInfo = cleanRichText('stageinfo', input.stageinfo, language, aboutTextLimit, false);
  const changes: repo.VenueChanges = {
    name: input.name,
    slug: slugify(input.name) || 'restaurant',
    url: input.url,
    rating: input.ratingtype === 'none' ? 0 : input.rating,
    ratingType: input.ratingtype,
    cuisines: input.cuisine,
    workLanguage: input.worklanguage,
    location: placeToStore(input.location, options.placeLanguage, 'location'),
    nationalities: input.nationalities,
    visas: input.visas,
    contactEmail: input.contactemail,
    description: withVersion(stored?.description ?? {}, language, description),
    stageInfo: withVersion(stored?.stageInfo ?? {}, language, stageInfo),
    emailMessage: withVersion(stored?.emailMessage ?? {}, language, input.emailmessage),
    originalLanguage: stored?.originalLanguage ?? language,
  };
  if (stored) {
    await repo.updateVenue(db, stored.id, changes);
    return stored.id;
  }
  const first = (await repo.countVenuesOfAccount(db, actor.accountId)) === 0;
  const created = await repo.insertVenue(db, {
    ...changes,
    name: input.name,
    slug: changes.slug!,
    accountId: actor.accountId,
    main: first ? 1 : 0,
    approved: options.approved ? 1 : 0,
  });
  return created.id;
});

type SectionValue = {
  schedule: z.output<typeof scheduleValue>;
  chefs: z.output<typeof venueChefValue>;
  covers: z.output<typeof coverValue>;
  address: z.output<typeof addressValue>;
  phone: z.output<typeof venuePhoneValue>;
  social: z.output<typeof socialValue>;
  email: z.output<typeof venueEmailValue>;
};

export interface VenueItemSave<Value> {
  rid: number;
  id: number;
  order: number;
  language?: TextLanguage;
  value: Value;
}

/** The venue's week: one schedule per venue, whose id is the venue's (docs/decisions/025-venues.md). */
async function saveSchedule(db: Executor, input: VenueItemSave<SectionValue['schedule']>) {
  if (input.id !== 0 && input.id !== input.rid) throw itemNotFound();
  const open = weekdays.flatMap((day) => {
    const times = input.value[day];
    const closed = Object.values(times).every((t) => t === null);
    return closed ? [] : [{ day: Number(day), ...times }];
  });
  await repo.replaceSchedule(db, input.rid, open);
}

/** The columns of a non-schedule item from its value (the cover's text merged in its language). */
async function itemColumns(
  db: Transaction,
  section: Exclude<VenueMetaSection, 'schedule'>,
  input: VenueItemSave<SectionValue[Exclude<VenueMetaSection, 'schedule'>]>,
  fallbackLanguage: TextLanguage,
  placeLanguage: Language,
): Promise<Record<string, unknown>> {
  const columns: Record<string, unknown> = { sortOrder: input.order };
  switch (section) {
    case 'chefs': {
      const v = input.value as SectionValue['chefs'];
      return { ...columns, person: v.person, position: v.position };
    }
    case 'covers': {
      const v = input.value as SectionValue['covers'];
      const stored = input.id ? await repo.findCoverTexts(db, input.rid, input.id) : undefined;
      if (input.id && !stored) throw itemNotFound();
      const language = input.language ?? stored?.originalLanguage ?? fallbackLanguage;
      const text = cleanRichText('value.description', v.description, language, itemTextLimit, true);
      return {
        ...columns,
        title: v.title,
        description: withVersion(stored?.description ?? {}, language, text),
        ...(stored ? {} : { originalLanguage: language }),
      };
    }
    case 'address': {
      const v = input.value as SectionValue['address'];
      // A line that names no town the gazetteer knows is kept as the line, without a town.
      const place = placeOrTextToStore(v.location, placeLanguage, 'value.location');
      return {
        ...columns,
        location: place && isPlace(place) ? place : null,
        formatted: v.formatted_address || place!.formatted_address,
      };
    }
    case 'phone':
      return { ...columns, phone: (input.value as SectionValue['phone']).value };
    case 'email':
      return { ...columns, email: (input.value as SectionValue['email']).value };
    case 'social': {
      const v = input.value as SectionValue['social'];
      return { ...columns, network: v.type, url: v.url };
    }
  }
}

/**
 * Adds (id 0) or changes an item of a venue of the actor (profile/restaurantmeta/*). A venue or item
 * id that is not the actor's is refused and nothing changes.
 */
export const saveItem = transactional(async function saveItem<S extends VenueMetaSection>(
  db: Transaction,
  actor: Actor,
  section: S,
  input: VenueItemSave<SectionValue[S]>,
  fallbackLanguage: TextLanguage,
  placeLanguage: Language,
) {
  await ownVenue(db, actor, input.rid, 'rid');
  if (section === 'schedule') {
    await saveSchedule(db, input as VenueItemSave<SectionValue['schedule']>);
  } else {
    const itemSection = section as Exclude<VenueMetaSection, 'schedule'>;
    const columns = await itemColumns(db, itemSection, input as never, fallbackLanguage, placeLanguage);
    if (input.id === 0)
      await repo.insertItem(db, itemSection, { ...columns, restaurantProfileId: input.rid });
    else if (!(await repo.updateItem(db, itemSection, input.rid, input.id, columns))) throw itemNotFound();
  }
  await repo.updateVenue(db, input.rid, {});
});

/** Deletes an item of a venue of the actor (the schedule: clears the week); another's is refused. */
export const deleteItem = transactional(async function deleteItem(
  db: Transaction,
  actor: Actor,
  section: VenueMetaSection,
  input: { rid: number; id: number },
) {
  await ownVenue(db, actor, input.rid, 'rid');
  if (section === 'schedule') {
    if (input.id !== input.rid) throw itemNotFound();
    await repo.clearSchedule(db, input.rid);
  } else if (!(await repo.deleteItem(db, section, input.rid, input.id))) throw itemNotFound();
  await repo.updateVenue(db, input.rid, {});
});

/** profile/togglerestaurant: the venue between active and hidden. */
export const toggleVenue = transactional(async function toggleVenue(
  db: Transaction,
  actor: Actor,
  rid: number,
) {
  await ownVenue(db, actor, rid, 'rid');
  await repo.toggleVenue(db, rid);
});

/** profile/setmainprofile: the venue becomes the account's one main venue. */
export const setMainVenue = transactional(async function setMainVenue(
  db: Transaction,
  actor: Actor,
  rid: number,
) {
  await ownVenue(db, actor, rid, 'rid');
  await repo.setMainVenue(db, actor.accountId, rid);
});

/**
 * Approves a venue (moderation, D6); the approved venue's id and name, or undefined. A venue that was in
 * review tells its account (the venue's notifications), in the same transaction.
 */
export async function approveVenue(db: Executor, id: number) {
  return db.transaction(async (tx) => {
    const venue = await repo.approveVenue(tx, id);
    if (venue?.wasInReview)
      await notify(tx, {
        accountId: venue.accountId,
        venueId: venue.id,
        kind: 'venue_approved',
        link: paths.restaurantHome(null, venue.id),
        name: venue.name,
        subject: { type: 'venue', id: venue.id },
      });
    return venue && { id: venue.id, name: venue.name };
  });
}

/**
 * An address item as a reader of `language` reads it: its town and country named in that language, in
 * the place and in the line (a line naming no known town stays as written).
 */
function addressForReader(line: string, location: VenueView['location'], language: Language) {
  if (!location) return { formatted_address: line, location: null };
  const read = placeForReader({ ...location, formatted_address: line }, language);
  return {
    formatted_address: read.formatted_address,
    location: { ...read, formatted_address: placeForReader(location, language).formatted_address },
  };
}

/** The plain-text length of a venue card's description (find restaurants, featured venues). */
export const venueCardDescriptionLength = 300;

/**
 * Venue cards (find restaurants, featured venues) for `ids`, in that order (a venue that does not exist
 * is left out; the caller decides which venues the viewer may see): the about text in the viewer's
 * language as plain text cut at 300 characters, the logo, header and first showcase image, premium from
 * the account's plan (D5). Three queries whatever the number of venues (none for none); `distance` is
 * null, for a search to fill. The number of offers the viewer may see is the search feature's to add
 * (search/venue-cards.ts): offers build on venues.
 */
export async function venueCardsByIds(
  deps: Pick<Deps, 'db' | 'storage'>,
  ids: number[],
  language: Language,
): Promise<Omit<RestaurantCard, 'offers'>[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  // Side by side: the three round trips cost one's wait.
  const [rows, premium, images] = await sideBySide(deps.db, [
    () => repo.findVenueCards(deps.db, unique),
    () => checkPremiumVenues(deps.db, unique),
    () => imagesOfVenues(deps, unique),
  ] as const);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.flatMap((id) => {
    const v = byId.get(id);
    if (!v) return [];
    const slots = images.get(id);
    return [
      {
        id: v.id,
        slug: v.slug,
        name: v.name,
        location: placeForReader((v.location as RestaurantCard['location']) ?? null, language),
        description: plainTextExcerpt(
          pickLocalized(v.description, language, v.originalLanguage),
          venueCardDescriptionLength,
        ),
        cuisine: v.cuisines,
        rating: v.rating,
        ratingType: v.ratingType,
        premium: bit(premium.has(id)),
        images: { logo: slots?.logo ?? null, header: slots?.header ?? null, image1: slots?.image1 ?? null },
        distance: null,
      },
    ];
  });
}

export type VenueShown = Omit<VenueView, 'images' | 'offers'>;

/**
 * A venue as `viewer` may see it (restaurants/show): live venues to everyone but a blocked chef (not
 * found), hidden ones to the owner and staff only; e-mails and phones by D13; the texts in the viewer's
 * language when written, else the first. Four queries at most whatever the number of items: the access
 * check, the venue with its parts, its plan, the viewing chef's relation.
 */
export async function showVenue(
  db: Executor,
  viewer: Actor | null,
  id: number,
  viewerLanguage: Language,
): Promise<VenueShown> {
  await requireAccess(db, viewer, 'venue.view', id);
  const row = await repo.findVenueWithItems(db, id);
  if (!row) throw new AppError('not_found');
  const v = row.venue;
  const premium = (await checkPremiumVenues(db, [id])).has(id);
  const relation = (await loadVenueRelations(db, viewer, [id])).get(id)!;
  const owner = { type: 'restaurant' as const, subscription: premium ? 1 : 0 };
  const showContact = canSeeVenueContact(viewer, { accountId: v.accountId, owner }, relation);
  const ownerView = viewer !== null && (viewer.accountId === v.accountId || isStaff(viewer));
  const original = v.originalLanguage;
  const week = Object.fromEntries(
    weekdays.map((day) => {
      const stored = row.schedule.find((d) => d.day === Number(day));
      return [
        day,
        {
          lunchFrom: stored?.lunch_from ?? null,
          lunchTo: stored?.lunch_to ?? null,
          dinnerFrom: stored?.dinner_from ?? null,
          dinnerTo: stored?.dinner_to ?? null,
        },
      ];
    }),
  ) as NonNullable<VenueView['schedule']>['value'];
  return {
    id: v.id,
    acc: v.accountId,
    slug: v.slug,
    name: v.name,
    url: v.url,
    ...readLocalized(v.description, viewerLanguage, original),
    location: placeForReader((v.location as VenueView['location']) ?? null, viewerLanguage),
    rating: v.rating,
    ratingType: v.ratingType,
    cuisine: v.cuisines,
    worklanguage: v.workLanguage,
    nationalities: v.nationalities,
    visas: v.visas,
    workvisas: v.visas,
    stageinfo: pickLocalized(v.stageInfo, viewerLanguage, original),
    stageinfoTranslations: v.stageInfo,
    emailmessage: ownerView ? pickLocalized(v.emailMessage, viewerLanguage, original) : null,
    emailmessageTranslations: ownerView ? v.emailMessage : null,
    contactemail: ownerView ? v.contactEmail : null,
    ...venuePlanFields(owner),
    active: bit(v.active),
    main: bit(v.main),
    approved: isApproved(v.approved) ? '1' : '0',
    related: bit(relation.related),
    inapply: bit(relation.inapply),
    invited: bit(relation.invited),
    schedule: row.schedule.length ? { id: v.id, value: week } : null,
    chefs: row.chefs.map((c) => ({
      id: c.id,
      order: c.sort_order,
      value: { person: c.person, position: c.position },
    })),
    covers: row.covers.map((c) => ({
      id: c.id,
      order: c.sort_order,
      value: { title: c.title, ...readLocalized(c.description, viewerLanguage, c.original_language) },
    })),
    contact: {
      address: row.addresses.map((a) => ({
        id: a.id,
        order: a.sort_order,
        value: addressForReader(a.formatted, a.location as VenueView['location'], viewerLanguage),
      })),
      email: showContact ? row.emails.map((e) => ({ id: e.id, order: e.sort_order, value: e.email })) : [],
      phone: showContact ? row.phones.map((p) => ({ id: p.id, order: p.sort_order, value: p.phone })) : [],
      social: row.social.map((s) => ({
        id: s.id,
        order: s.sort_order,
        value: { type: s.network as 'fb', url: s.url },
      })),
      visible: bit(showContact),
    },
    updated: v.updatedAt.toISOString(),
  };
}

/** The rating of each venue (an application card shows it), by id; one query. */
export async function venueRatings(db: Executor, ids: number[]) {
  const rows = await repo.findVenueCards(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, { rating: row.rating, ratingType: row.ratingType }]));
}

/** The venues waiting for review (decision 053): a page, oldest first, and how many wait. */
export function venuesInReview(
  db: Executor,
  offset: number,
  limit: number,
  language: Language,
): Promise<{ items: ReviewedItem[]; total: number }> {
  return reviewPage(db, {
    ids: () => repo.reviewQueue(db, offset, limit),
    total: () => repo.countInReview(db),
    rows: (ids) => repo.findReviewRows(db, ids),
    item: (r) => ({
      id: r.id,
      kind: 'venue' as const,
      name: r.name,
      path: paths.restaurantView(language, r.id, r.slug),
      detail: r.location?.components.locality ?? '',
      location: r.location?.formatted_address ?? '',
      excerpt: plainTextExcerpt(pickLocalized(r.description, language, r.originalLanguage), 280),
      accountId: r.accountId,
      created: r.createdAt.toISOString(),
      updated: r.updatedAt.toISOString(),
    }),
  });
}

/**
 * A moderator's decision on a venue waiting for review: approved (it goes public) or rejected; the
 * venue's account gets the notification in the same transaction. Null when it no longer waits.
 */
export async function decideVenue(
  tx: Transaction,
  id: number,
  decision: 'approve' | 'reject',
): Promise<ReviewDecision | null> {
  const decided = await repo.decide(tx, id, decision === 'approve' ? approval.approved : approval.rejected);
  if (!decided) return null;
  const venue = (await venueFacts(tx, [id])).get(id);
  if (!venue) return null;
  const editPath = paths.restaurantHome(null, id);
  await notify(tx, {
    accountId: venue.accountId,
    venueId: id,
    kind: decision === 'approve' ? 'venue_approved' : 'venue_rejected',
    link: editPath,
    name: venue.name,
    subject: { type: 'venue', id },
  });
  return { id, name: venue.name, accountId: venue.accountId, venueId: id, editPath };
}

/** How many venues each account has (Premium's price, D5); one query. */
export async function venueCountsOfAccounts(
  db: Executor,
  accountIds: number[],
): Promise<Map<number, number>> {
  const rows = await repo.countVenuesOfAccounts(db, [...new Set(accountIds)]);
  return new Map(rows.map((r) => [r.accountId, r.count]));
}

/** Every venue of the account with all its parts, as stored, for its export (054); one query. */
export async function venuesExport(db: Executor, accountId: number) {
  const rows = await repo.findVenuesForExport(db, accountId);
  return rows.map(({ venue, ...items }) => ({ ...venue, ...items }));
}

/**
 * The venues feature's part of deleting an account (docs/decisions/054-own-data.md): its venues go
 * with their parts (and, by the database, their offers), but for those another side's conversation
 * keeps (`kept`), which are emptied and hidden for good.
 */
export async function forgetVenues(db: Transaction, ids: number[], kept: ReadonlySet<number>) {
  await repo.emptyVenues(
    db,
    ids.filter((id) => kept.has(id)),
  );
  await repo.deleteVenues(
    db,
    ids.filter((id) => !kept.has(id)),
  );
}

/** Each account's main venue page (the reports of the back office); one query. */
export async function mainVenueLinks(db: Executor, accountIds: number[], language: Language) {
  const rows = await repo.findMainVenueLinksOfAccounts(db, [...new Set(accountIds)]);
  return new Map(
    rows.map((r) => [r.accountId, { name: r.name, path: paths.restaurantView(language, r.id, r.slug) }]),
  );
}

/** After a report, the account's venues hidden, suspended or back (decision 053's `visibilityMoves`). */
export function setVenuesVisibility(tx: Transaction, accountId: number, move: VisibilityMove) {
  return repo.setApprovalOfOwner(tx, accountId, move);
}
