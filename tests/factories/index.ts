import { applicationStatusCodes } from '../../src/shared/applications/tabs';
import type { Database } from '../../src/server/db/client';
import {
  accounts,
  applications,
  blocks,
  chefLanguages,
  chefProfiles,
  conversations,
  media,
  offers,
  restaurantProfiles,
} from '../../src/server/db/schema/index';
import { hashPassword } from '../../src/server/lib/passwords';
import { slugify } from '../../src/server/lib/slug';
import { uniqueEmail } from '../api-helpers';

/**
 * Row factories for the tests: each inserts one valid row straight through Drizzle, with realistic
 * defaults that satisfy the schema's constraints, and takes overrides for what a test cares about:
 * `await insertOffer(db, { restaurantProfileId: venue.id, status: 0 })`.
 */

type AccountInsert = typeof accounts.$inferInsert;
type ChefProfileInsert = typeof chefProfiles.$inferInsert;
type VenueInsert = typeof restaurantProfiles.$inferInsert;
type OfferInsert = typeof offers.$inferInsert;
type ApplicationInsert = typeof applications.$inferInsert;
type ConversationInsert = typeof conversations.$inferInsert;
type MediaInsert = typeof media.$inferInsert;

export type Account = typeof accounts.$inferSelect;
export type ChefProfile = typeof chefProfiles.$inferSelect;
export type Venue = typeof restaurantProfiles.$inferSelect;
export type Offer = typeof offers.$inferSelect;
export type Application = typeof applications.$inferSelect;
export type Conversation = typeof conversations.$inferSelect;
export type Media = typeof media.$inferSelect;

/** The password of every factory account unless one is given. */
export const factoryPassword = 'kitchen-secret-1';

// argon2 is slow on purpose: hash each password once per test file.
const hashes = new Map<string, Promise<string>>();
function passwordHashOf(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

export type AccountOverrides = Partial<AccountInsert> & {
  /** A password to hash into passwordHash (the factory's own when neither is given). */
  password?: string;
};

/** An account (a chef unless `type` says otherwise) with a unique e-mail (stored lower-case), able to log in with its password. */
export async function insertAccount(db: Database, overrides: AccountOverrides = {}): Promise<Account> {
  const { password = factoryPassword, ...fields } = overrides;
  const type = fields.type ?? 'chef';
  const email = (fields.email ?? uniqueEmail(type)).toLowerCase();
  const [row] = await db
    .insert(accounts)
    .values({
      type,
      passwordHash: fields.passwordHash ?? (await passwordHashOf(password)),
      name: type === 'restaurant' ? 'Marc Dubois' : 'Lucía Fernández',
      contactEmail: email,
      phone: '612 345 678',
      language: 'en',
      staffRole: type === 'staff' ? 'moderator' : null,
      ...fields,
      email,
    })
    .returning();
  return row!;
}

/** A chef's profile (CV) for an existing chef account; approved and active unless told otherwise. */
export async function insertChefProfile(
  db: Database,
  overrides: Partial<ChefProfileInsert> & Pick<ChefProfileInsert, 'accountId'>,
): Promise<ChefProfile> {
  const name = overrides.name ?? 'Lucía Fernández';
  const [row] = await db
    .insert(chefProfiles)
    .values({
      slug: slugify(name),
      name,
      position: 6,
      nationalities: ['ES'],
      visas: ['EUROPE'],
      cuisines: [2],
      approved: 1,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A venue (restaurant profile) of an existing restaurant account; approved, active, not main by default. */
export async function insertVenue(
  db: Database,
  overrides: Partial<VenueInsert> & Pick<VenueInsert, 'accountId'>,
): Promise<Venue> {
  const name = overrides.name ?? 'Le Comptoir du Port';
  const [row] = await db
    .insert(restaurantProfiles)
    .values({ slug: slugify(name), name, approved: 1, ...overrides })
    .returning();
  return row!;
}

/** A job offer of an existing venue: approved and active (live in the feed) unless told otherwise. */
export async function insertOffer(
  db: Database,
  overrides: Partial<OfferInsert> & Pick<OfferInsert, 'restaurantProfileId'>,
): Promise<Offer> {
  const name = overrides.name ?? 'Sous Chef, seafood kitchen';
  const [row] = await db
    .insert(offers)
    .values({
      slug: slugify(name),
      name,
      position: 6,
      description: { en: '<p>Sous chef for a busy seafood kitchen.</p>' },
      requirements: {},
      originalLanguage: 'en',
      salaryType: 'year',
      salaryFrom: '30000',
      salaryTo: '36000',
      currency: 2,
      term: 'full-time',
      hours: 45,
      holidays: 30,
      daysOff: 2,
      approved: 1,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A chef account with its profile. */
export async function insertChef(
  db: Database,
  overrides: { account?: AccountOverrides; profile?: Partial<ChefProfileInsert> } = {},
): Promise<{ account: Account; profile: ChefProfile }> {
  const account = await insertAccount(db, { ...overrides.account, type: 'chef' });
  const profile = await insertChefProfile(db, {
    name: account.name,
    ...overrides.profile,
    accountId: account.id,
  });
  return { account, profile };
}

/**
 * A restaurant account with its venues: one by default, or one per entry of `venues` (overrides each);
 * the first is the account's main venue.
 */
export async function insertRestaurant(
  db: Database,
  overrides: { account?: AccountOverrides; venues?: Partial<VenueInsert>[] } = {},
): Promise<{ account: Account; venues: [Venue, ...Venue[]] }> {
  const account = await insertAccount(db, { ...overrides.account, type: 'restaurant' });
  const venues: Venue[] = [];
  for (const [index, venue] of (overrides.venues ?? [{}]).entries()) {
    venues.push(
      await insertVenue(db, {
        name: index === 0 ? 'Le Comptoir du Port' : `Casa Lume ${index + 1}`,
        main: index === 0 ? 1 : 0,
        ...venue,
        accountId: account.id,
      }),
    );
  }
  return { account, venues: venues as [Venue, ...Venue[]] };
}

/**
 * An application of a chef profile to an offer: a chef's own, waiting for the restaurant with
 * disponibility "available now", unless told otherwise. `invited: true` makes an offer the venue sent
 * (waiting for the chef, disponibility 0, decisions D4).
 */
export async function insertApplication(
  db: Database,
  overrides: Partial<ApplicationInsert> & Pick<ApplicationInsert, 'offerId' | 'chefProfileId'>,
): Promise<Application> {
  const invited = overrides.invited ?? false;
  const [row] = await db
    .insert(applications)
    .values({
      status: invited ? applicationStatusCodes.waitingForChef : applicationStatusCodes.waitingForRestaurant,
      disponibility: invited ? 0 : 1,
      invited,
      ...overrides,
    })
    .returning();
  return row!;
}

/** The conversation between a chef profile and a venue; active unless told otherwise. */
export async function insertConversation(
  db: Database,
  overrides: Partial<ConversationInsert> & Pick<ConversationInsert, 'chefProfileId' | 'restaurantProfileId'>,
): Promise<Conversation> {
  const [row] = await db.insert(conversations).values(overrides).returning();
  return row!;
}

/** One account blocking another (moderation/block, decisions D6). */
export async function insertBlock(db: Database, blockerAccountId: number, blockedAccountId: number) {
  const [row] = await db.insert(blocks).values({ blockerAccountId, blockedAccountId }).returning();
  return row!;
}

/** A language the chef speaks (the audience match of decisions D9), professional level unless told. */
export async function insertChefLanguage(db: Database, chefProfileId: number, language: string, level = 2) {
  const [row] = await db.insert(chefLanguages).values({ chefProfileId, language, level }).returning();
  return row!;
}

let mediaSerial = 0;

/**
 * A row of an account's album (an image of 600x600 unless told otherwise) without files in storage: for
 * tests of lists and ownership. Tests of the files upload through account/image.
 */
export async function insertMedia(
  db: Database,
  overrides: Partial<MediaInsert> & Pick<MediaInsert, 'accountId'>,
): Promise<Media> {
  mediaSerial += 1;
  const folder = `${Date.now().toString(16)}${mediaSerial.toString(16)}`.padStart(32, '0');
  const [row] = await db
    .insert(media)
    .values({
      kind: 'image',
      storageKey: `images/${folder}/original.jpg`,
      originalName: `photo-${mediaSerial}.jpg`,
      contentType: 'image/jpeg',
      sizeBytes: 48_000,
      width: 600,
      height: 600,
      ...overrides,
    })
    .returning();
  return row!;
}
