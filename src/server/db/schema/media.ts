import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { chefProfiles } from './chef-profiles';
import { offers } from './offers';
import { restaurantProfiles } from './restaurant-profiles';

export const mediaKindValues = ['image', 'curriculum', 'other'] as const;
export const imageSlotValues = ['profile', 'header', 'logo', 'image1', 'image2', 'image3'] as const;
/** Crop presets (doc 1 section 9): header 1200x600, square 600x600, showcase 400x300, miniature 460x240, plus the share image. */
export type ImageVariant = 'header' | 'square' | 'showcase' | 'miniature' | 'share';

/**
 * An uploaded file in an account's album (account/album): an image (already cropped by the client), a
 * CV (PDF, kind curriculum) or another file. The bytes live in file storage under storage_key.
 */
export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The uploader; null for a CV sent by a visitor through the contact form (decisions D12). */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16, enum: mediaKindValues }).notNull(),
    /** Key of the original in file storage (local folder or S3-compatible, D2). */
    storageKey: varchar('storage_key', { length: 255 }).notNull(),
    /** File name as uploaded (shown cut to 20 characters). */
    originalName: varchar('original_name', { length: 255 }).notNull(),
    /** Sniffed from the bytes, not trusted from the upload (D10). */
    contentType: varchar('content_type', { length: 127 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /**
     * Resized copies of an image, by crop preset: { square: { storageKey, width, height, jpegKey? } }.
     * storageKey is the WebP; jpegKey the JPEG copy of the presets that have one.
     */
    variants: jsonb('variants')
      .$type<
        Partial<Record<ImageVariant, { storageKey: string; width: number; height: number; jpegKey?: string }>>
      >()
      .notNull()
      .default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_storage_key_unique').on(t.storageKey),
    // The album: an account's files, newest first.
    index('media_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst()),
    check('media_kind_check', sql`${t.kind} in ('image', 'curriculum', 'other')`),
    check('media_size_check', sql`${t.sizeBytes} > 0`),
    check(
      'media_dimensions_check',
      sql`(${t.width} is null) = (${t.height} is null) and ${t.width} > 0 and ${t.height} > 0`,
    ),
    check('media_image_dimensions_check', sql`${t.kind} <> 'image' or ${t.width} is not null`),
    check('media_variants_check', sql`jsonb_typeof(${t.variants}) = 'object'`),
  ],
);

/**
 * Which image fills which slot of a chef profile (profile, header), a venue (logo, header, image1-3) or an
 * offer (image1). Exactly one owner is set; one image per owner and slot. Deleting the file empties the slot.
 */
export const profileImages = pgTable(
  'profile_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chefProfileId: integer('chef_profile_id').references(() => chefProfiles.id, { onDelete: 'cascade' }),
    restaurantProfileId: integer('restaurant_profile_id').references(() => restaurantProfiles.id, {
      onDelete: 'cascade',
    }),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    slot: varchar('slot', { length: 16, enum: imageSlotValues }).notNull(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profile_images_chef_slot_unique')
      .on(t.chefProfileId, t.slot)
      .where(sql`${t.chefProfileId} is not null`),
    uniqueIndex('profile_images_restaurant_slot_unique')
      .on(t.restaurantProfileId, t.slot)
      .where(sql`${t.restaurantProfileId} is not null`),
    uniqueIndex('profile_images_offer_slot_unique')
      .on(t.offerId, t.slot)
      .where(sql`${t.offerId} is not null`),
    index('profile_images_media_idx').on(t.mediaId),
    check(
      'profile_images_one_owner_check',
      sql`num_nonnulls(${t.chefProfileId}, ${t.restaurantProfileId}, ${t.offerId}) = 1`,
    ),
    check(
      'profile_images_slot_check',
      sql`(${t.chefProfileId} is null or ${t.slot} in ('profile', 'header')) and (${t.restaurantProfileId} is null or ${t.slot} in ('logo', 'header', 'image1', 'image2', 'image3')) and (${t.offerId} is null or ${t.slot} = 'image1')`,
    ),
  ],
);
