import type {
  BriefSessionUser,
  ChefPendingNotifications,
  ChefProfileSummary,
  OwnChefProfile,
  RestaurantProfileSummary,
  SessionUser,
  VenuePendingNotifications,
} from '@shared/contracts/accounts';
import type { Language } from '@shared/i18n/languages';
import { actorFromAuth, venuePlanFields, type Actor } from '../access';
import { sideBySide, type Database, type Executor } from '../db/client';
import type { AccountRow } from './auth-context';
import type { FileStorage } from './storage';
import { bit } from './bit';

/*
 * `data.user` (spec doc 1 section 3 "User"), assembled above the features: the feature that owns the
 * profile or the venues gives them, and each feature with something to add (pictures, badges) gives its
 * part through a small function; app.ts hands them to `sessionUserBuilder`. The features that answer the
 * user call `deps.sessionUser`, so none of them imports the others for it
 * (docs/decisions/042-the-session-user.md).
 */

/** What the parts read with (lib/deps.ts's Deps has them). */
type PartsDeps = { db: Database; storage: FileStorage };

/** The account the user is built for, as the parts see it. */
export interface SessionUserOwner {
  account: AccountRow;
  actor: Actor;
  /** The account's chef profile (chefs with one), or null. */
  chefProfileId: number | null;
  /** The account's venues (restaurants), main first. */
  venueIds: number[];
}

type ChefAdditions = Pick<ChefProfileSummary, 'images'> & {
  pendingnotifications: ChefPendingNotifications;
};
type VenueAdditions = Pick<RestaurantProfileSummary, 'images'> & {
  pendingnotifications: VenuePendingNotifications;
};

/** What a part adds to the chef's profile and to each venue; the badges merge field by field. */
export interface SessionUserContribution {
  chef?: Partial<Pick<ChefAdditions, 'images'>> & {
    pendingnotifications?: Partial<ChefPendingNotifications>;
  };
  venues?: Map<
    number,
    Partial<Pick<VenueAdditions, 'images'>> & {
      pendingnotifications?: Partial<VenuePendingNotifications>;
    }
  >;
}

/** A feature's part of the user; the parts are read side by side, each in a fixed number of statements. */
export type SessionUserPart = (deps: PartsDeps, owner: SessionUserOwner) => Promise<SessionUserContribution>;

/** The chef's own profile (chef-profiles) before the parts: the contact details come from the account. */
export type OwnChefProfileCore = Omit<
  OwnChefProfile,
  'images' | 'pendingnotifications' | 'contactemail' | 'phone' | 'lastlogin'
>;
export type ChefProfileBriefCore = Omit<ChefProfileSummary, 'images' | 'pendingnotifications'>;
export interface VenueCore {
  id: number;
  slug: string;
  name: string;
  main: number;
  active: number;
  approved: number;
}

export interface SessionUserSources {
  /** The chef's own profile as chefs/show gives its owner, texts read in `language`; one statement. */
  ownChefProfile(
    db: Executor,
    accountId: number,
    language: Language,
  ): Promise<OwnChefProfileCore | undefined>;
  /** The chef's profile in brief (no sections, no texts); one statement. */
  chefProfileBrief(db: Executor, accountId: number): Promise<ChefProfileBriefCore | undefined>;
  /** The account's venues, main first; one statement. */
  venues(db: Executor, accountId: number): Promise<VenueCore[]>;
  /** The parts of the other features (pictures, badges). */
  parts: readonly SessionUserPart[];
}

export interface SessionUserBuilder {
  /** `data.user` with the chef's whole profile, its texts in `language` (the request's). */
  sessionUser(account: AccountRow, token: string, language: Language): Promise<SessionUser>;
  /** `data.user` with the chef's profile in brief (account/session, the web app's restore). */
  briefSessionUser(account: AccountRow, token: string): Promise<BriefSessionUser>;
}

/**
 * The user's builder over the features' sources and parts. A fixed number of statements whatever the
 * size of the profile or the number of venues: the profile or the venues (one), then every part side by
 * side (one or two each).
 */
export function sessionUserBuilder(deps: PartsDeps, sources: SessionUserSources): SessionUserBuilder {
  async function build<Core extends { id: number }>(
    account: AccountRow,
    token: string,
    chefProfile: () => Promise<Core | undefined>,
  ) {
    const chef = account.type === 'chef' ? ((await chefProfile()) ?? null) : null;
    const venues = account.type === 'restaurant' ? await sources.venues(deps.db, account.id) : [];
    const owner: SessionUserOwner = {
      account,
      actor: actorFromAuth({ account })!,
      chefProfileId: chef?.id ?? null,
      venueIds: venues.map((v) => v.id),
    };
    const contributions =
      chef || venues.length
        ? await sideBySide(
            deps.db,
            sources.parts.map((part) => () => part(deps, owner)),
          )
        : [];
    const chefAdditions = merge(contributions.map((c) => c.chef));
    const plan = venuePlanFields(account);
    const profiles: RestaurantProfileSummary[] = venues.map((venue) => ({
      id: venue.id,
      slug: venue.slug,
      name: venue.name,
      main: bit(venue.main),
      active: bit(venue.active),
      approved: venue.approved ? '1' : '0',
      premium: plan.premium,
      status: plan.status,
      ...(merge(contributions.map((c) => c.venues?.get(venue.id))) as VenueAdditions),
    }));
    return {
      id: account.id,
      // Staff accounts use the back office, which reads the account type itself.
      type: account.type,
      session: token,
      isLogged: true as const,
      email: account.email,
      name: account.name,
      language: account.language,
      subscription: account.subscription,
      subscription_status: account.subscriptionStatus,
      contactemail: account.contactEmail,
      phone: account.phone,
      profile: chef && { ...chef, ...(chefAdditions as ChefAdditions) },
      // The profile flagged main is chosen, else the first (spec doc 1 section 3).
      main: profiles.find((p) => p.main === 1) ?? profiles[0] ?? null,
      profiles,
    };
  }

  return {
    sessionUser: (account, token, language) =>
      build(account, token, async () => {
        const core = await sources.ownChefProfile(deps.db, account.id, language);
        // The owner sees their own contact details (D13), as chefs/show shows them.
        return (
          core && {
            ...core,
            contactemail: account.contactEmail,
            phone: account.phone,
            lastlogin: account.lastLoginAt ? account.lastLoginAt.toISOString() : null,
          }
        );
      }),
    briefSessionUser: (account, token) =>
      build(account, token, () => sources.chefProfileBrief(deps.db, account.id)),
  };
}

/** The parts' additions to one profile, the badges merged field by field. */
function merge(
  additions: ({ images?: unknown; pendingnotifications?: Record<string, number> } | undefined)[],
): { images?: unknown; pendingnotifications: Record<string, number> } {
  const merged: { images?: unknown; pendingnotifications: Record<string, number> } = {
    pendingnotifications: {},
  };
  for (const addition of additions) {
    if (!addition) continue;
    if (addition.images !== undefined) merged.images = addition.images;
    Object.assign(merged.pendingnotifications, addition.pendingnotifications);
  }
  return merged;
}
