import type { z } from 'zod';
import {
  aboutTextLimit,
  itemTextLimit,
  type aboutChefInput,
  type ChefMetaSection,
  type ChefProfileView,
  type descriptionChefInput,
  type educationValue,
  type experienceValue,
  type infoChefInput,
  type languageValue,
  type referralValue,
} from '@shared/contracts/chef-profiles';
import type { Language } from '@shared/i18n/languages';
import {
  actorFromAuth,
  canSeeChefContact,
  canSeeChefDetails,
  loadChefRelations,
  requireAccess,
  type Actor,
} from '../../access';
import type { Place } from '@shared/contracts/places';
import type { ImageSizes } from '@shared/contracts/images';
import { sideBySide, transactional, type Executor, type Transaction } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { imagesOfChefProfiles } from '../media/media.service';
import { accountContact, saveAccountDetails } from '../accounts/accounts.service';
import type { AuthContext } from '../../lib/auth-context';
import { pickLocalized, readLocalized, type TextLanguage } from '../../db/schema/localized';
import { AppError } from '../../lib/app-error';
import { slugify } from '../../lib/slug';
import { cleanRichText, plainTextExcerpt, withVersion } from '../../lib/rich-text';
import { notify } from '../notifications/notifications.service';
import { placeForReader, placeOrTextToStore, placeToStore } from '../places/places.service';
import * as repo from './chef-profiles.repository';
import { bit } from '../../lib/bit';
import { paths } from '@shared/paths';
import { reviewPage, type VisibilityMove } from '../../db/review';
import { approval, isApproved } from '@shared/states';
import type { ReviewDecision, ReviewedItem } from '@shared/contracts/admin';
import { positionName } from '@shared/reference/positions';

/*
 * The chef-profiles feature owns the chef profile and its parts (docs/architecture.md "Who owns which
 * table"; docs/decisions/023-chef-profiles.md): the profile a chef account starts with, the profile
 * the session user carries, the profile/* saves and the profile as chefs/show answers it.
 */

/** The empty profile of a new chef account, made in the sign-up's transaction. */
export async function createChefProfile(db: Executor, profile: repo.NewChefProfile) {
  return repo.insertChefProfile(db, profile);
}

/** The account's chef profile (its summary), if it has one. */
export async function chefProfileOfAccount(db: Executor, accountId: number) {
  return repo.findChefProfileOfAccount(db, accountId);
}

/** The acting chef's own profile, checked with the access module (`chefProfile.manage`). */
async function ownProfile(db: Executor, actor: Actor) {
  const profile = await repo.findChefProfileOfAccount(db, actor.accountId);
  if (!profile) throw new AppError('not_found');
  await requireAccess(db, actor, 'chefProfile.manage', profile.id);
  return profile;
}

type ProfileFacts = Pick<
  z.output<typeof aboutChefInput>,
  'name' | 'position' | 'dob' | 'location' | 'nationalities' | 'visas' | 'cuisine'
>;

/** The profile's facts to store; the place completed in `placeLanguage` (the request's). */
function profileFacts(input: ProfileFacts, placeLanguage: Language): repo.ChefProfileChanges {
  return {
    name: input.name,
    slug: slugify(input.name) || 'chef',
    position: input.position,
    dob: input.dob,
    location: placeToStore(input.location, placeLanguage, 'location'),
    nationalities: input.nationalities,
    visas: input.visas,
    cuisines: input.cuisine,
  };
}

/** profile/aboutchef: the profile's facts and, when sent, the about text in `language`. */
export const saveAbout = transactional(async function saveAbout(
  db: Transaction,
  actor: Actor,
  input: z.output<typeof aboutChefInput>,
  fallbackLanguage: TextLanguage,
  placeLanguage: Language,
) {
  const profile = await ownProfile(db, actor);
  const changes = profileFacts(input, placeLanguage);
  if (input.description !== '') {
    const language = input.language ?? profile.originalLanguage ?? fallbackLanguage;
    const text = cleanRichText('description', input.description, language, aboutTextLimit, false);
    changes.description = withVersion(profile.description, language, text);
    changes.originalLanguage = profile.originalLanguage ?? language;
  }
  await repo.updateChefProfile(db, profile.id, changes);
});

/**
 * profile/infochef: the profile's facts and the account's details (the accounts feature's: contact
 * e-mail, phone, language, password) in one transaction; the account as saved.
 */
export async function saveInfo(
  deps: Deps,
  auth: AuthContext,
  input: z.output<typeof infoChefInput>,
  placeLanguage: Language,
) {
  return deps.db.transaction(async (tx) => {
    const profile = await ownProfile(tx, actorFromAuth(auth)!);
    await repo.updateChefProfile(tx, profile.id, profileFacts(input, placeLanguage));
    return saveAccountDetails(deps, tx, auth, input);
  });
}

/** profile/descriptionchef: the about text in one language. */
export const saveDescription = transactional(async function saveDescription(
  db: Transaction,
  actor: Actor,
  input: z.output<typeof descriptionChefInput>,
  fallbackLanguage: TextLanguage,
) {
  const profile = await ownProfile(db, actor);
  const language = input.language ?? profile.originalLanguage ?? fallbackLanguage;
  const text = cleanRichText('description', input.description, language, aboutTextLimit, true);
  await repo.updateChefProfile(db, profile.id, {
    description: withVersion(profile.description, language, text),
    originalLanguage: profile.originalLanguage ?? language,
  });
});

export const toggleActive = transactional(async function toggleActive(db: Transaction, actor: Actor) {
  const profile = await ownProfile(db, actor);
  await repo.toggleChefProfile(db, profile.id);
});

export interface ItemSave<Value> {
  id: number;
  order: number;
  language?: TextLanguage;
  value: Value;
}

type SectionValue = {
  experience: z.output<typeof experienceValue>;
  education: z.output<typeof educationValue>;
  languages: z.output<typeof languageValue>;
  referrals: z.output<typeof referralValue>;
};

const itemNotFound = () =>
  new AppError('invalid_input', { issues: [{ field: 'id', code: 'item_not_found' }] });

/**
 * Adds (id 0) or changes an item of the actor's profile. An id that is not an item of the actor's
 * profile (another chef's, or none) is refused and nothing changes.
 */
export const saveItem = transactional(async function saveItem<S extends ChefMetaSection>(
  db: Transaction,
  actor: Actor,
  section: S,
  input: ItemSave<SectionValue[S]>,
  fallbackLanguage: TextLanguage,
  placeLanguage: Language,
) {
  const profile = await ownProfile(db, actor);
  const columns: Record<string, unknown> = { sortOrder: input.order };
  if (section === 'languages') {
    const value = input.value as SectionValue['languages'];
    Object.assign(columns, { language: value.language, level: value.level });
  } else {
    const value = input.value as SectionValue['experience' | 'education' | 'referrals'];
    const stored = input.id ? await repo.findItemTexts(db, section, profile.id, input.id) : undefined;
    if (input.id && !stored) throw itemNotFound();
    const language = input.language ?? stored?.originalLanguage ?? fallbackLanguage;
    const text = cleanRichText(
      'value.description',
      value.description,
      language,
      itemTextLimit,
      section === 'referrals',
    );
    columns.description = withVersion(stored?.description ?? {}, language, text);
    if (!stored) columns.originalLanguage = language;
    if (section === 'experience') {
      const v = value as SectionValue['experience'];
      Object.assign(columns, {
        sector: v.sector,
        cuisine: v.cuisine,
        position: v.position,
        company: v.company,
        url: v.url,
        rating: v.ratingType === 'none' ? 0 : v.rating,
        ratingType: v.ratingType,
        location: placeOrTextToStore(v.location, placeLanguage, 'value.location'),
        ...periodColumns(v),
      });
    } else if (section === 'education') {
      const v = value as SectionValue['education'];
      Object.assign(columns, {
        title: v.title,
        center: v.center,
        url: v.url,
        location: placeOrTextToStore(v.location, placeLanguage, 'value.location'),
        ...periodColumns(v),
      });
    }
  }
  try {
    if (input.id === 0) await repo.insertItem(db, section, { ...columns, chefProfileId: profile.id });
    else if (!(await repo.updateItem(db, section, profile.id, input.id, columns))) throw itemNotFound();
  } catch (error) {
    if (isViolation(error, '23505'))
      throw new AppError('invalid_input', {
        issues: [{ field: 'value.language', code: 'spoken_language_taken' }],
      });
    if (isViolation(error, '23514'))
      throw new AppError('invalid_input', { issues: [{ field: 'value', code: 'invalid_value' }] });
    throw error;
  }
  await repo.updateChefProfile(db, profile.id, {});
});

function isViolation(error: unknown, code: string): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === code || cause.cause?.code === code;
}

function periodColumns(value: {
  fromYear?: number;
  fromMonth?: number;
  toYear?: number;
  toMonth?: number;
  currently: boolean;
}) {
  return {
    fromYear: value.fromYear,
    fromMonth: value.fromMonth,
    toYear: value.currently ? null : (value.toYear ?? null),
    toMonth: value.currently ? null : (value.toMonth ?? null),
    currently: value.currently,
  };
}

/** Deletes an item of the actor's profile; another chef's item (or none) is refused. */
export const deleteItem = transactional(async function deleteItem(
  db: Transaction,
  actor: Actor,
  section: ChefMetaSection,
  id: number,
) {
  const profile = await ownProfile(db, actor);
  if (!(await repo.deleteItem(db, section, profile.id, id))) throw itemNotFound();
  await repo.updateChefProfile(db, profile.id, {});
});

/** The name and account of chef profiles by id; one query. */
export async function chefProfileOwners(db: Executor, ids: number[]) {
  const rows = await repo.findChefProfileNames(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The names of chef profiles by id; one query. */
export async function chefProfileNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  const rows = await repo.findChefProfileNames(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Approves a chef profile (moderation, D6); the approved profile's id and name, or undefined. A profile
 * that was in review tells its chef (a notification), in the same transaction.
 */
export async function approveChefProfile(db: Executor, id: number) {
  return db.transaction(async (tx) => {
    const profile = await repo.approveChefProfile(tx, id);
    if (profile?.wasInReview)
      await notify(tx, {
        accountId: profile.accountId,
        kind: 'chef_profile_approved',
        link: paths.chefHome(null),
        name: profile.name,
        subject: { type: 'chef', id: profile.id },
      });
    return profile && { id: profile.id, name: profile.name };
  });
}

export interface ChefProfileShown {
  view: Omit<ChefProfileView, 'images' | 'contactemail' | 'phone' | 'lastlogin'>;
  accountId: number;
  /** Whether the viewer may see the chef's e-mail, phone and last login (D13). */
  showContact: boolean;
}

/**
 * A chef profile as `viewer` may see it (chefs/show): the view rules of the access module (live, or
 * related; never across a block), the details for logged-in viewers, the contact details by D13, the
 * texts in the viewer's language when written, else the chef's. Three queries whatever the number of
 * items: the access check, the profile with its sections, the viewer's relation.
 */
export async function showChefProfile(
  db: Executor,
  viewer: Actor | null,
  id: number,
  viewerLanguage: Language,
): Promise<ChefProfileShown> {
  await requireAccess(db, viewer, 'chefProfile.view', id);
  const row = await repo.findChefProfileWithItems(db, { id });
  if (!row) throw new AppError('not_found');
  const relation = (await loadChefRelations(db, viewer, [id])).get(id)!;
  return {
    accountId: row.accountId,
    showContact: canSeeChefContact(viewer, row.accountId, relation),
    view: profileView(row, viewerLanguage, { details: canSeeChefDetails(viewer), relation }),
  };
}

/**
 * chefs/show: the profile as `viewer` may see it, with its pictures and, where D13 lets the viewer see
 * them, the chef's contact details (the accounts feature's).
 */
export async function chefProfilePage(deps: Deps, viewer: Actor | null, id: number, language: Language) {
  const shown = await showChefProfile(deps.db, viewer, id, language);
  const [images, contact] = await sideBySide(deps.db, [
    async () => (await imagesOfChefProfiles(deps, [id])).get(id)!,
    () =>
      shown.showContact
        ? accountContact(deps.db, shown.accountId)
        : Promise.resolve({ contactemail: null, phone: null, lastlogin: null }),
  ] as const);
  return { ...shown.view, images, ...contact };
}

/**
 * The chef's own profile as chefs/show gives its owner (the session user's `profile`, before its
 * pictures, contact details and badges): every detail, no relation to itself, every text version. One
 * query whatever the number of items; undefined for an account without a profile.
 */
export async function ownChefProfile(
  db: Executor,
  accountId: number,
  language: Language,
): Promise<ChefProfileShown['view'] | undefined> {
  const row = await repo.findChefProfileWithItems(db, { accountId });
  return row && profileView(row, language, { details: true, relation: noRelation });
}

/** The chef's profile in brief (account/session): who, the switch and the review state; one query. */
export async function chefProfileBrief(db: Executor, accountId: number) {
  const row = await repo.findChefProfileOfAccount(db, accountId);
  return (
    row && {
      id: row.id,
      slug: row.slug,
      name: row.name,
      active: bit(row.active),
      approved: isApproved(row.approved) ? ('1' as const) : ('0' as const),
      status: 1 as const,
    }
  );
}

const noRelation = { related: false, inapply: false, invited: false };

/** The dates of an experience or education item as stored, as the profile answers them. */
function periodOf(item: repo.StoredPeriod) {
  return {
    fromYear: item.from_year,
    fromMonth: item.from_month,
    toYear: item.to_year,
    toMonth: item.to_month,
    currently: item.currently,
  };
}

function profileView(
  row: repo.StoredChefProfile,
  viewerLanguage: Language,
  { details, relation }: { details: boolean; relation: typeof noRelation },
): ChefProfileShown['view'] {
  return {
    id: row.id,
    acc: row.accountId,
    slug: row.slug,
    name: row.name,
    position: row.position,
    location: placeForReader((row.location as ChefProfileView['location']) ?? null, viewerLanguage),
    dob: details ? row.dob : null,
    nationalities: details ? row.nationalities : null,
    visas: details ? row.visas : null,
    workvisas: details ? row.visas : null,
    cuisine: details ? row.cuisines : null,
    ...readLocalized(row.description, viewerLanguage, row.originalLanguage),
    active: bit(row.active),
    approved: isApproved(row.approved) ? '1' : '0',
    status: 1,
    updated: row.updatedAt.toISOString(),
    related: bit(relation.related),
    inapply: bit(relation.inapply),
    invited: bit(relation.invited),
    experience: row.experience.map((e) => ({
      id: e.id,
      order: e.sort_order,
      value: {
        sector: e.sector,
        cuisine: e.cuisine,
        position: e.position,
        company: e.company,
        url: e.url,
        ...periodOf(e),
        location: placeForReader(
          (e.location as ChefProfileView['experience'][number]['value']['location']) ?? null,
          viewerLanguage,
        ),
        rating: e.rating,
        ratingType: e.rating_type as ChefProfileView['experience'][number]['value']['ratingType'],
        ...readLocalized(e.description, viewerLanguage, e.original_language),
      },
    })),
    education: row.education.map((e) => ({
      id: e.id,
      order: e.sort_order,
      value: {
        title: e.title,
        center: e.center,
        url: e.url,
        ...periodOf(e),
        location: placeForReader(
          (e.location as ChefProfileView['experience'][number]['value']['location']) ?? null,
          viewerLanguage,
        ),
        ...readLocalized(e.description, viewerLanguage, e.original_language),
      },
    })),
    languages: row.languages.map((l) => ({
      id: l.id,
      order: l.sort_order,
      language: l.language,
      level: l.level,
    })),
    referrals: row.referrals.map((r) => ({
      id: r.id,
      order: r.sort_order,
      value: readLocalized(r.description, viewerLanguage, r.original_language),
    })),
  };
}

/** An applicant as the venue's lists show it (doc 2 "Application": the chef's card). */
export interface ChefSummary {
  id: number;
  acc: number;
  slug: string;
  name: string;
  position: number | null;
  location: Place | null;
  images: { profile: ImageSizes | null };
}

/** The summaries of chef profiles by id, with their photos; two queries whatever their number. */
export async function chefSummaries(
  deps: Pick<Deps, 'db' | 'storage'>,
  ids: number[],
): Promise<Map<number, ChefSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [rows, images] = await sideBySide(deps.db, [
    () => repo.findChefSummaries(deps.db, unique),
    () => imagesOfChefProfiles(deps, unique),
  ] as const);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        acc: row.accountId,
        slug: row.slug,
        name: row.name,
        position: row.position,
        location: (row.location as Place | null) ?? null,
        images: { profile: images.get(row.id)?.profile ?? null },
      },
    ]),
  );
}

/** The chef profiles waiting for review (decision 053): a page, oldest first, and how many wait. */
export function chefProfilesInReview(
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
      kind: 'chef' as const,
      name: r.name,
      path: paths.chefView(language, r.id, r.slug),
      detail: positionName(r.position, language),
      location: r.location?.formatted_address ?? '',
      excerpt: plainTextExcerpt(pickLocalized(r.description, language, r.originalLanguage), 280),
      accountId: r.accountId,
      created: r.createdAt.toISOString(),
      updated: r.updatedAt.toISOString(),
    }),
  });
}

/**
 * A moderator's decision on a chef profile waiting for review: approved (it goes public) or rejected;
 * the chef gets the notification in the same transaction. Null when it no longer waits.
 */
export async function decideChefProfile(
  tx: Transaction,
  id: number,
  decision: 'approve' | 'reject',
): Promise<ReviewDecision | null> {
  const decided = await repo.decide(tx, id, decision === 'approve' ? approval.approved : approval.rejected);
  if (!decided) return null;
  const [profile] = await repo.findReviewRows(tx, [id]);
  if (!profile) return null;
  const editPath = paths.chefHome(null);
  await notify(tx, {
    accountId: profile.accountId,
    kind: decision === 'approve' ? 'chef_profile_approved' : 'chef_profile_rejected',
    link: editPath,
    name: profile.name,
    subject: { type: 'chef', id: profile.id },
  });
  return { id, name: profile.name, accountId: profile.accountId, venueId: null, editPath };
}

/**
 * The account's chef profile with every section, as stored, for its export
 * (docs/decisions/054-own-data.md); one query, undefined without a profile.
 */
export async function chefProfileExport(db: Executor, accountId: number) {
  return repo.findChefProfileWithItems(db, { accountId });
}

/**
 * The chef-profiles feature's part of deleting an account (054): the profile goes with its sections,
 * or, when another side's conversation keeps it (`keepRow`), is emptied and hidden for good.
 */
export async function forgetChefProfile(db: Transaction, id: number, keepRow: boolean): Promise<void> {
  if (keepRow) await repo.emptyChefProfile(db, id);
  else await repo.deleteChefProfile(db, id);
}

/** Each account's chef profile page (the reports of the back office); one query. */
export async function chefProfileLinks(db: Executor, accountIds: number[], language: Language) {
  const rows = await repo.findProfileLinksOfAccounts(db, [...new Set(accountIds)]);
  return new Map(
    rows.map((r) => [r.accountId, { name: r.name, path: paths.chefView(language, r.id, r.slug) }]),
  );
}

/** After a report, the account's profile hidden, suspended or back (decision 053's `visibilityMoves`). */
export function setChefProfileVisibility(tx: Transaction, accountId: number, move: VisibilityMove) {
  return repo.setApprovalOfOwner(tx, accountId, move);
}
