import { z } from 'zod';
import { sessionUser, userData } from './accounts';
import { defineCall, noData } from './call';
import { text } from './fields';
import { imageSizes, offerImageSlots, profileImageKeys, slotImage } from './images';
import { recordId } from './numbers';

export * from './images';
export { imageAccept, imagePresets, maxImageBytes, maxImagePixels, maxPdfBytes } from './limits';

/** The kinds of file an album holds (spec doc 2 section 3 "Media item"). */
export const mediaTypes = ['image', 'curriculum', 'other'] as const;

/**
 * An item of the album (spec doc 2 section 3 "Media item"): `src` is the stored original; `sizes` has
 * every preset of an image (empty for a CV); `name` is the file name as uploaded.
 */
export const mediaItem = z.object({
  id: z.number().int().positive(),
  type: z.enum(mediaTypes),
  src: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int().positive(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  sizes: imageSizes.partial(),
  created: z.string(),
});
export type MediaItem = z.output<typeof mediaItem>;

/** The text fields of an upload (the file is the multipart part `image`). */
export const uploadInput = z.object({
  /** `curriculum` with a PDF CV; anything else (or nothing) is an image. */
  type: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : v),
    z.enum(['image', 'curriculum'], { error: 'invalid_value' }).optional(),
  ),
});

export const accountImage = defineCall({
  name: 'account.image',
  method: 'POST',
  path: '/api/account/image',
  access: 'account',
  summary:
    'Uploads an image (multipart `image`: JPEG, PNG or WebP) or a PDF CV (`type=curriculum`) into the album.',
  input: uploadInput,
  /** The file, and the session user for the spec's client, which refreshes its user after an upload. */
  output: z.object({ media: mediaItem, user: sessionUser }),
  status: 201,
  multipart: true,
  errors: ['file_rejected', 'rate_limited'],
});

export const accountAlbum = defineCall({
  name: 'account.album',
  method: 'GET',
  path: '/api/account/album',
  access: 'account',
  summary: "The account's album: its images and files, newest first.",
  input: z.object({}),
  output: z.array(mediaItem),
});

export const accountImageDelete = defineCall({
  name: 'account.image.delete',
  method: 'POST',
  path: '/api/account/image/delete',
  access: 'account',
  summary: 'Deletes a file of the album with its sizes, and empties every slot that showed it.',
  input: z.object({ id: recordId() }),
  output: noData,
  errors: ['media_not_found'],
});

export const profileImage = defineCall({
  name: 'profile.image',
  method: 'POST',
  path: '/api/profile/image',
  access: 'account',
  summary:
    "Puts an album image in a slot: a chef's `profile` or `header`; a venue's (`rid`) `logo`, `header`, `image1`-`image3`.",
  input: z.object({
    key: text((s) => s.pipe(z.enum(profileImageKeys, { error: 'image_slot' }))),
    id: recordId(),
    rid: z.preprocess((v) => (v === '' || v === null ? undefined : v), recordId().optional()),
  }),
  output: userData,
  errors: ['forbidden', 'not_found', 'media_not_found', 'venue_not_found'],
});

export const offerImage = defineCall({
  name: 'offer.image',
  method: 'POST',
  path: '/api/offer/image',
  access: 'restaurant',
  summary: "Puts an album image in an offer's slot (`key` = `image1`, `oid` = the offer).",
  input: z.object({
    key: text((s) => s.pipe(z.enum(offerImageSlots, { error: 'image_slot' }))),
    id: recordId(),
    oid: recordId(),
  }),
  output: z.object({
    offer: z.object({ id: z.number().int().positive(), images: z.object({ image1: slotImage }) }),
  }),
  errors: ['media_not_found', 'offer_not_found'],
});

export const mediaCalls = [accountImage, accountAlbum, accountImageDelete, profileImage, offerImage];
