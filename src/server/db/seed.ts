import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { hashPassword } from '../lib/passwords';
import { slugify } from '../lib/slug';
import type { Database } from './client';
import { accounts, chefProfiles, restaurantProfiles } from './schema/index';

/** The demo logins the README lists. Later features add their own demo rows here. */
export const demoPassword = 'brigade-demo';
export const demoAccounts = {
  chef: { email: 'chef@demo.brigade.test', name: 'Lucía Fernández' },
  restaurant: { email: 'restaurant@demo.brigade.test', name: 'Marc Dubois' },
} as const;
const demoVenues = ['Le Comptoir du Port', 'Casa Lume'];

/**
 * More chefs for the public pages and the search (their CVs are the chef-profiles feature's, in
 * chef-profiles.demo.ts, in this order after the demo chef). They log in with the demo password.
 */
export const demoChefAccounts = [
  { email: 'joao.pereira@demo.brigade.test', name: 'João Pereira', language: 'pt' },
  { email: 'camille.martin@demo.brigade.test', name: 'Camille Martin', language: 'fr' },
  { email: 'oliver.bennett@demo.brigade.test', name: 'Oliver Bennett', language: 'en' },
  { email: 'giulia.rossi@demo.brigade.test', name: 'Giulia Rossi', language: 'en' },
  { email: 'mateo.herrera@demo.brigade.test', name: 'Mateo Herrera', language: 'es' },
  { email: 'beatriz.santos@demo.brigade.test', name: 'Beatriz Santos', language: 'pt' },
  { email: 'lukas.schmidt@demo.brigade.test', name: 'Lukas Schmidt', language: 'en' },
  { email: 'amelie.dubois@demo.brigade.test', name: 'Amélie Dubois', language: 'fr' },
  { email: 'sofia.navarro@demo.brigade.test', name: 'Sofía Navarro', language: 'es' },
  { email: 'kenji.tanaka@demo.brigade.test', name: 'Kenji Tanaka', language: 'en' },
  { email: 'ines.lopes@demo.brigade.test', name: 'Inês Lopes', language: 'pt' },
] as const;

/**
 * More restaurant accounts for the public pages: groups with several venues (one of them premium,
 * decisions D5) and independent venues in the UK, Spain, France and Portugal. Their venues' pages are
 * the venues feature's (venues.demo.ts), in this order after the demo restaurant's. They log in with
 * the demo password.
 */
export const demoRestaurantAccounts = [
  {
    email: 'elena.ruiz@demo.brigade.test',
    name: 'Elena Ruiz',
    language: 'es',
    premium: true,
    venues: ['Mar de Fondo', 'Taberna del Puerto', 'Mar Atlântico'],
  },
  {
    email: 'james.whitaker@demo.brigade.test',
    name: 'James Whitaker',
    language: 'en',
    premium: false,
    venues: ['The Albion Kitchen', 'Albion Oyster Bar'],
  },
  {
    email: 'sophie.laurent@demo.brigade.test',
    name: 'Sophie Laurent',
    language: 'fr',
    premium: false,
    venues: ['Bistrot des Canuts'],
  },
  {
    email: 'miguel.costa@demo.brigade.test',
    name: 'Miguel Costa',
    language: 'pt',
    premium: false,
    venues: ['Tasca do Largo'],
  },
  {
    email: 'carmen.vidal@demo.brigade.test',
    name: 'Carmen Vidal',
    language: 'es',
    premium: false,
    venues: ['Bodega Alta'],
  },
  {
    email: 'hannah.price@demo.brigade.test',
    name: 'Hannah Price',
    language: 'en',
    premium: false,
    venues: ["The Drover's Arms"],
  },
] as const;

/** A restaurant account of the demo and its venues, the main one first. */
export interface SeededRestaurant {
  accountId: number;
  venueIds: number[];
}

/** The rows the demo accounts start with, for the features that add their parts (the photos). */
export interface SeededDemo {
  chef: { accountId: number; profileId: number };
  /** The demo chef first, then the chefs of `demoChefAccounts`. */
  chefs: { accountId: number; profileId: number }[];
  restaurant: SeededRestaurant;
  /** The demo restaurant first, then the accounts of `demoRestaurantAccounts`. */
  restaurants: SeededRestaurant[];
}

/**
 * Loads the demo accounts into an empty database (the first `npm start`) and answers their rows; does
 * nothing otherwise (answers null). main.ts then has the media feature draw their photos.
 */
export async function seedDemoData(
  db: Database,
  _config: Config,
  logger: Pick<FastifyBaseLogger, 'info'>,
): Promise<SeededDemo | null> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(accounts);
  if (count > 0) return null;
  const passwordHash = await hashPassword(demoPassword);
  const seeded = await db.transaction(async (tx): Promise<SeededDemo> => {
    const [chef] = await tx
      .insert(accounts)
      .values({
        type: 'chef',
        email: demoAccounts.chef.email,
        passwordHash,
        name: demoAccounts.chef.name,
        contactEmail: demoAccounts.chef.email,
        phone: '612 345 678',
        language: 'es',
      })
      .returning();
    const [chefProfile] = await tx
      .insert(chefProfiles)
      .values({ accountId: chef!.id, slug: slugify(chef!.name), name: chef!.name, approved: 1 })
      .returning({ id: chefProfiles.id });

    const chefs = [{ accountId: chef!.id, profileId: chefProfile!.id }];
    for (const [index, demo] of demoChefAccounts.entries()) {
      const [account] = await tx
        .insert(accounts)
        .values({
          type: 'chef',
          email: demo.email,
          passwordHash,
          name: demo.name,
          contactEmail: demo.email,
          phone: `6${String(10_000_000 + index * 1_234_567).slice(0, 8)}`,
          language: demo.language,
        })
        .returning({ id: accounts.id });
      const [profile] = await tx
        .insert(chefProfiles)
        .values({ accountId: account!.id, slug: slugify(demo.name), name: demo.name, approved: 1 })
        .returning({ id: chefProfiles.id });
      chefs.push({ accountId: account!.id, profileId: profile!.id });
    }

    const [restaurant] = await tx
      .insert(accounts)
      .values({
        type: 'restaurant',
        email: demoAccounts.restaurant.email,
        passwordHash,
        name: demoAccounts.restaurant.name,
        contactEmail: demoAccounts.restaurant.email,
        phone: '491 234 567',
        language: 'fr',
      })
      .returning();
    const addVenues = async (accountId: number, names: readonly string[]) => {
      const venueIds: number[] = [];
      for (const [index, name] of names.entries()) {
        const [venue] = await tx
          .insert(restaurantProfiles)
          .values({ accountId, slug: slugify(name), name, main: index === 0 ? 1 : 0, approved: 1 })
          .returning({ id: restaurantProfiles.id });
        venueIds.push(venue!.id);
      }
      return { accountId, venueIds };
    };
    const restaurants = [await addVenues(restaurant!.id, demoVenues)];
    for (const [index, demo] of demoRestaurantAccounts.entries()) {
      const [account] = await tx
        .insert(accounts)
        .values({
          type: 'restaurant',
          email: demo.email,
          passwordHash,
          name: demo.name,
          contactEmail: demo.email,
          phone: `2${String(10_000_000 + index * 2_345_678).slice(0, 8)}`,
          language: demo.language,
          subscription: demo.premium ? 1 : 0,
          subscriptionStatus: demo.premium ? 1 : 0,
        })
        .returning({ id: accounts.id });
      restaurants.push(await addVenues(account!.id, demo.venues));
    }
    return {
      chef: { accountId: chef!.id, profileId: chefProfile!.id },
      chefs,
      restaurant: restaurants[0]!,
      restaurants,
    };
  });
  logger.info('demo data loaded (see the README for the logins)');
  return seeded;
}
