import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/shared/contracts/accounts';
import type { ChefProfileView } from '../../src/shared/contracts/chef-profiles';
import { demoAccounts, demoPassword, seedDemoData } from '../../src/server/db/seed';
import { addDemoChefCvs } from '../../src/server/features/chef-profiles/chef-profiles.demo';
import { addDemoPhotos } from '../../src/server/features/media/media.demo';
import { addDemoVenues } from '../../src/server/features/venues/venues.demo';
import type { VenueView } from '../../src/shared/contracts/venues';
import { localFileStorage } from '../../src/server/lib/storage';
import { api, dataOf } from '../api-helpers';
import { useTestApp } from '../build-test-app';

/** The demo accounts get drawn pictures through the upload pipeline, in every slot of their profiles. */
describe('demo photos', () => {
  const t = useTestApp();

  it('fill the chef profile and every venue slot, served as WebP of the preset sizes', async () => {
    const logger = { info: () => undefined };
    const seeded = await seedDemoData(t.database.db, t.config, logger);
    expect(seeded).not.toBeNull();
    await addDemoChefCvs(t.database.db, seeded!.chefs);
    await addDemoVenues(
      t.database.db,
      seeded!.restaurants.flatMap((r) => r.venueIds),
    );
    await addDemoPhotos(
      { db: t.database.db, storage: localFileStorage(join(t.config.dataDir, 'uploads')) },
      seeded!,
    );

    const chef = await api<{ user: SessionUser }>(t.app, 'account/login', {
      username: demoAccounts.chef.email,
      password: demoPassword,
    });
    const images = dataOf(chef).user.profile!.images;
    expect(images.profile).not.toBeNull();
    expect(images.header).not.toBeNull();
    const square = await t.app.inject({ method: 'GET', url: images.profile!.square.url });
    expect(square.statusCode).toBe(200);
    const meta = await sharp(square.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 600]);

    const restaurant = await api<{ user: SessionUser }>(t.app, 'account/login', {
      username: demoAccounts.restaurant.email,
      password: demoPassword,
    });
    const venues = dataOf(restaurant).user.profiles;
    expect(venues).toHaveLength(2);
    for (const venue of venues)
      for (const slot of ['logo', 'header', 'image1', 'image2', 'image3'] as const)
        expect(venue.images[slot], `${venue.name} ${slot}`).not.toBeNull();
    const album = await api<unknown[]>(
      t.app,
      'account/album',
      {},
      { token: restaurant.token, method: 'GET' },
    );
    expect(dataOf(album)).toHaveLength(10);

    // A dozen complete chef profiles across the four languages and several countries, with pictures.
    expect(seeded!.chefs).toHaveLength(12);
    const shown = await Promise.all(
      seeded!.chefs.map(async (chef) =>
        dataOf(await api<ChefProfileView>(t.app, `chefs/show?id=${chef.profileId}`, {}, { method: 'GET' })),
      ),
    );
    expect(new Set(shown.map((chef) => chef.language))).toEqual(new Set(['en', 'es', 'fr', 'pt']));
    expect(new Set(shown.map((chef) => chef.location?.components.country_code)).size).toBeGreaterThan(5);
    for (const chef of shown) {
      expect(chef.description, chef.name).not.toBe('');
      expect(chef.experience.length, chef.name).toBeGreaterThan(0);
      expect(chef.education.length, chef.name).toBeGreaterThan(0);
      expect(chef.languages.length, chef.name).toBeGreaterThan(1);
      expect(chef.referrals.length, chef.name).toBe(1);
      expect(chef.images.profile, chef.name).not.toBeNull();
      expect(chef.images.header, chef.name).not.toBeNull();
    }

    // Groups and independent venues in the UK, Spain, France and Portugal, complete and with pictures;
    // one group is premium (D5).
    expect(seeded!.restaurants.filter((r) => r.venueIds.length > 1).length).toBeGreaterThanOrEqual(3);
    const venueViews = await Promise.all(
      seeded!.restaurants
        .flatMap((r) => r.venueIds)
        .map(async (id) =>
          dataOf(await api<VenueView>(t.app, `restaurants/show?id=${id}`, {}, { method: 'GET' })),
        ),
    );
    expect(new Set(venueViews.map((v) => v.location?.components.country_code))).toEqual(
      new Set(['GB', 'ES', 'FR', 'PT']),
    );
    expect(new Set(venueViews.flatMap((v) => Object.keys(v.translations)))).toEqual(
      new Set(['en', 'es', 'fr', 'pt']),
    );
    expect(venueViews.some((v) => v.premium === 1)).toBe(true);
    for (const venue of venueViews) {
      expect(venue.description, venue.name).not.toBe('');
      expect(venue.cuisine.length, venue.name).toBeGreaterThan(0);
      expect(venue.schedule, venue.name).not.toBeNull();
      expect(venue.chefs.length, venue.name).toBeGreaterThan(0);
      expect(venue.covers.length, venue.name).toBeGreaterThan(0);
      expect(venue.contact.address.length, venue.name).toBe(1);
      expect(venue.contact.social.length, venue.name).toBeGreaterThan(0);
      expect(venue.images.logo, venue.name).not.toBeNull();
      expect(venue.images.image3, venue.name).not.toBeNull();
    }
  }, 120_000);
});
