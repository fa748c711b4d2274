import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { EmbeddedDatabaseError } from './db/embedded';
import { seedDemoData } from './db/seed';
import { preloadGazetteer } from './features/places/gazetteer';
import { addDemoChefCvs } from './features/chef-profiles/chef-profiles.demo';
import { addDemoPhotos } from './features/media/media.demo';
import { addDemoVenues } from './features/venues/venues.demo';
import { addDemoOffers, addDemoSavedOffers } from './features/offers/offers.demo';
import { addDemoNotifications } from './features/notifications/notifications.demo';
import { chefProfileNames } from './features/chef-profiles/chef-profiles.service';
import { venueFacts } from './features/venues/venues.service';
import { addDemoApplications } from './features/applications/applications.demo';
import { addDemoConversations } from './features/messaging/messaging.demo';
import { localFileStorage } from './lib/storage';
import { loggerOptions } from './lib/logger';
import { stopOnSignals } from './lib/stop-signals';

/** Starts the server: configuration, database (embedded or external), demo data, HTTP. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino(loggerOptions(config.logLevel));
  if (config.env === 'production' && !config.publicUrlGiven) {
    logger.warn(`PUBLIC_URL is not set: e-mail links will point to ${config.publicUrl}`);
  }
  // One file store for the app, the demo photos and housekeeping.
  const storage = localFileStorage(join(config.dataDir, 'uploads'));
  let demo: Awaited<ReturnType<typeof seedDemoData>> = null;
  const database = await openDatabase(config, logger, async (db) => {
    if (!config.seedDemo) return;
    const seeded = await seedDemoData(db, config, logger);
    // The demo chefs' CVs are the chef-profiles feature's (features/chef-profiles/chef-profiles.demo.ts).
    if (seeded) await addDemoChefCvs(db, seeded.chefs);
    // The demo venues' pages are the venues feature's (features/venues/venues.demo.ts).
    if (seeded)
      await addDemoVenues(
        db,
        seeded.restaurants.flatMap((r) => r.venueIds),
      );
    // The demo job offers are the offers feature's (features/offers/offers.demo.ts), the approvals
    // they and the profiles were told of the notifications feature's (notifications.demo.ts), the
    // chefs' applications to them the applications feature's (applications.demo.ts), the messages the
    // messaging feature's (messaging.demo.ts). The demo chef's saved offers are the offers feature's.
    if (seeded) {
      const offers = await addDemoOffers(
        db,
        seeded.restaurants.flatMap((r) => r.venueIds),
      );
      await addDemoNotifications(db, {
        chefs: seeded.chefs,
        restaurants: seeded.restaurants,
        offers,
        chefNames: await chefProfileNames(
          db,
          seeded.chefs.map((chef) => chef.profileId),
        ),
        venues: await venueFacts(
          db,
          seeded.restaurants.flatMap((r) => r.venueIds),
        ),
      });
      await addDemoApplications(db, { chefs: seeded.chefs, restaurants: seeded.restaurants, offers });
      await addDemoConversations(db, { chefs: seeded.chefs, restaurants: seeded.restaurants });
      await addDemoSavedOffers(
        db,
        seeded.chef,
        offers.map((offer) => offer.id),
      );
    }
    demo = seeded;
  });
  const app = await buildApp({ config, db: database.db, loggerInstance: logger, storage });

  // Hourly housekeeping is a scheduled background job, run once per cluster (src/server/jobs).

  // A graceful stop within 10 s: on an uncaught error, another fatal signal, or (stopOnSignals) the
  // first SIGINT or SIGTERM, whose repeats from npm's process group are expected (lib/stop-signals.ts).
  const grace = closeWithGrace(
    { delay: 10_000, logger, skip: ['SIGINT', 'SIGTERM'] },
    async ({ err, signal }) => {
      if (err) logger.error({ err }, 'shutting down after an error');
      else if (signal) logger.info({ signal }, 'shutting down');
      await app.close();
      await database.close();
    },
  );
  stopOnSignals({
    stop: (signal) => {
      logger.info({ signal }, 'shutting down');
      void grace.close();
    },
    exit: (code) => process.exit(code),
    log: logger,
  });

  await app.listen({ port: config.port, host: config.host });
  // The place gazetteer (a few seconds to index) is built now rather than on the first suggestion.
  if (!config.geocoderUrl)
    preloadGazetteer((err) => logger.error({ err }, 'the place gazetteer could not be loaded'));
  logger.info(`Brigade is running at ${config.publicUrl}`);
  // The demo accounts' pictures go through the upload pipeline (features/media/media.demo.ts). Drawing
  // them takes a minute on a small machine: the app answers meanwhile, and the pictures appear as made.
  if (demo) {
    logger.info('drawing the demo pictures (about a minute, the first time only)');
    addDemoPhotos({ db: database.db, storage }, demo).then(
      () => logger.info('the demo pictures are ready'),
      (err: unknown) => logger.warn({ err }, 'the demo photos could not be made'),
    );
  }
}

main().catch((error: unknown) => {
  // A start the person can fix gets one line that says what to do; anything else keeps its stack.
  console.error(error instanceof EmbeddedDatabaseError ? error.message : error);
  process.exit(1);
});
