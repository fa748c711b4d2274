import { randomBytes } from 'node:crypto';
import type { ImageSizes, MediaItem } from '@shared/contracts/media';
import { chefImageSlots, offerImageSlots, venueImageSlots } from '@shared/contracts/media';
import { imagePresets, maxPdfBytes, type ImagePreset } from '@shared/contracts/limits';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import type { SessionUserPart } from '../../lib/session-user';
import { enforceRateLimits } from '../../lib/rate-limit';
import { sniffDocumentType } from '../../lib/sniff';
import { checkPdf, imageFormats, printableJpeg, processImage, type ImageContentType } from './media.images';
import * as repo from './media.repository';

/**
 * The media feature owns the `media` and `profile_images` tables (docs/architecture.md "Who owns which
 * table"; docs/decisions/021-media.md): the album of each account, the files behind it, and which picture
 * fills which slot of a chef profile, a venue or an offer. The bytes are in file storage; the row says
 * what they are and whose.
 */

/** Records a file another feature stored (a visitor's CV); accepts the caller's transaction. */
export async function recordFile(db: Executor, file: repo.NewMedia): Promise<{ id: number }> {
  return repo.insertMedia(db, file);
}

/**
 * Deletes the records of the given files sent by visitors (files of an account stay with the account);
 * answers the storage keys of the deleted ones, for the caller to delete from storage.
 */
export async function deleteVisitorFiles(db: Executor, ids: number[]): Promise<string[]> {
  return repo.deleteUnownedMedia(db, ids);
}

export interface Upload {
  filename: string;
  content: Buffer;
}

/** The folder of every stored file of one media item: `images/<32 hex>/` or `documents/<32 hex>/`. */
const keyPattern = /^(images|documents)\/([0-9a-f]{32})\/([a-z0-9]+)\.(jpg|png|webp|pdf)$/;

function rejected(code: string, params?: Record<string, unknown>): AppError {
  return new AppError('file_rejected', {
    issues: [{ field: 'image', code, params }],
    message: { key: `validation:${code}`, params },
  });
}

/**
 * account/image: checks the file by its bytes and stores it in the account's album (an image with every
 * preset made at once, or a PDF CV). Nothing is left in storage when anything fails.
 */
export async function uploadMedia(
  deps: Pick<Deps, 'db' | 'storage' | 'config'>,
  accountId: number,
  upload: Upload,
  type: 'image' | 'curriculum' | undefined,
): Promise<MediaItem> {
  if (upload.content.length === 0) throw rejected('file_empty');
  // Making the sizes costs the server a second or so per image: an account gets a generous hourly share.
  await enforceRateLimits(
    deps.db,
    [{ key: `upload:account:${accountId}`, ...uploadRateLimit }],
    deps.config.rateLimitMultiplier,
  );
  return addMedia(deps, accountId, upload, type);
}

/** Uploads per account and hour. */
export const uploadRateLimit = { limit: 120, windowMs: 60 * 60 * 1000 };

/** Stores a file in an account's album, checked and processed as an upload is (also the demo photos). */
export async function addMedia(
  deps: Pick<Deps, 'db' | 'storage'>,
  accountId: number,
  upload: Upload,
  type: 'image' | 'curriculum' | undefined,
): Promise<MediaItem> {
  if (upload.content.length === 0) throw rejected('file_empty');
  const sniffed = sniffDocumentType(upload.content);
  const folder = randomBytes(16).toString('hex');
  const name = upload.filename.trim().slice(0, 255) || (type === 'curriculum' ? 'cv.pdf' : 'image');
  const written: string[] = [];
  const put = async (key: string, content: Buffer, contentType: string) => {
    written.push(key);
    await deps.storage.put(key, content, contentType);
  };
  try {
    let values: repo.NewMedia;
    if (type === 'curriculum') {
      if (sniffed !== 'application/pdf') throw rejected('curriculum_pdf');
      if (upload.content.length > maxPdfBytes)
        throw rejected('file_too_large', { max: maxPdfBytes / 1024 / 1024 });
      checkPdf(upload.content);
      const key = `documents/${folder}/original.pdf`;
      await put(key, upload.content, sniffed);
      values = {
        accountId,
        kind: 'curriculum',
        storageKey: key,
        originalName: name,
        contentType: sniffed,
        sizeBytes: upload.content.length,
      };
    } else {
      if (!sniffed || !(sniffed in imageFormats)) throw rejected('image_type');
      const image = await processImage(upload.content, sniffed as ImageContentType);
      const originalKey = `images/${folder}/original.${image.original.extension}`;
      await put(originalKey, image.original.content, image.original.contentType);
      const variants: repo.NewMedia['variants'] = {};
      for (const variant of image.variants) {
        const storageKey = `images/${folder}/${variant.preset}.webp`;
        await put(storageKey, variant.webp.content, variant.webp.contentType);
        let jpegKey: string | undefined;
        if (variant.jpeg) {
          jpegKey = `images/${folder}/${variant.preset}.jpg`;
          await put(jpegKey, variant.jpeg.content, variant.jpeg.contentType);
        }
        variants[variant.preset] = {
          storageKey,
          width: variant.webp.width,
          height: variant.webp.height,
          ...(jpegKey ? { jpegKey } : {}),
        };
      }
      values = {
        accountId,
        kind: 'image',
        storageKey: originalKey,
        originalName: name,
        contentType: image.original.contentType,
        sizeBytes: image.original.content.length,
        width: image.original.width,
        height: image.original.height,
        variants,
      };
    }
    const row = await repo.insertMedia(deps.db, values);
    return toMediaItem(deps, row);
  } catch (error) {
    await Promise.all(written.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** GET account/album: the account's files, newest first. */
export async function album(deps: Pick<Deps, 'db' | 'storage'>, accountId: number): Promise<MediaItem[]> {
  const rows = await repo.listAccountMedia(deps.db, accountId);
  return rows.map((row) => toMediaItem(deps, row));
}

/**
 * account/image/delete: deletes a file of the account with every stored size; the slots that showed it
 * are emptied by the database (profile_images.media_id ON DELETE CASCADE). Another account's file is
 * answered as not found: its existence is not told.
 */
export async function deleteMedia(
  deps: Pick<Deps, 'db' | 'storage'>,
  accountId: number,
  id: number,
): Promise<void> {
  const row = await repo.deleteAccountMedia(deps.db, accountId, id);
  if (!row) throw new AppError('media_not_found');
  await Promise.all(storedKeys(row).map((key) => deps.storage.delete(key)));
}

/** A CV file of the account's album (kind curriculum), or null: another account's, an image, none. */
export async function curriculumOfAccount(db: Executor, accountId: number, id: number) {
  const row = await repo.findAccountMedia(db, accountId, id);
  if (!row || row.kind !== 'curriculum') return null;
  return { id: row.id, storageKey: row.storageKey, contentType: row.contentType, name: row.originalName };
}

/**
 * Files by id, whoever's, for staff (the CVs visitors sent with the contact form, which GET /media/
 * does not serve): name, type, size and storage key; one query.
 */
export async function filesByIds(db: Executor, ids: number[]) {
  const rows = await repo.findFilesByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The slots of each kind of owner. */
export const slotsByOwner = { chef: chefImageSlots, venue: venueImageSlots, offer: offerImageSlots } as const;

/**
 * Puts an image of the account's album in a slot. The caller has checked that the owner (the chef
 * profile, venue or offer) is the account's; this checks the file: the account's own, and an image.
 */
export async function fillSlot(
  deps: { db: Executor },
  accountId: number,
  owner: repo.SlotOwner,
  slot: repo.ImageSlot,
  mediaId: number,
): Promise<void> {
  const file = await repo.findAccountMedia(deps.db, accountId, mediaId);
  if (!file) throw new AppError('media_not_found');
  if (file.kind !== 'image')
    throw new AppError('invalid_input', {
      issues: [{ field: 'id', code: 'not_an_image' }],
      message: { key: 'validation:not_an_image' },
    });
  await repo.setSlot(deps.db, owner, slot, mediaId);
}

/** Empties an owner's slot (the caller has checked that the owner is the account's). */
export async function emptySlot(deps: { db: Executor }, owner: repo.SlotOwner, slot: repo.ImageSlot) {
  await repo.clearSlot(deps.db, owner, slot);
}

type Slots<S extends readonly string[]> = Record<S[number], ImageSizes | null>;

async function slotImages<S extends readonly string[]>(
  deps: Pick<Deps, 'db' | 'storage'>,
  kind: 'chef' | 'venue' | 'offer',
  slots: S,
  ownerIds: number[],
): Promise<Map<number, Slots<S>>> {
  const rows = await repo.slotsOf(deps.db, kind, [...new Set(ownerIds)]);
  const result = new Map<number, Slots<S>>();
  for (const id of ownerIds)
    result.set(id, Object.fromEntries(slots.map((slot) => [slot, null])) as Slots<S>);
  for (const row of rows) {
    const images = row.ownerId === null ? undefined : result.get(row.ownerId);
    const sizes = sizesOf(deps, row.variants);
    if (images && row.slot in images && isComplete(sizes)) images[row.slot as S[number]] = sizes;
  }
  return result;
}

/** The photo and header of each chef profile (one query), for data.user and the profiles. */
export function imagesOfChefProfiles(deps: Pick<Deps, 'db' | 'storage'>, ids: number[]) {
  return slotImages(deps, 'chef', chefImageSlots, ids);
}

/** The photo and header of a chef profile for print (the CV PDF): JPEG bytes, null for an empty slot. */
export interface PrintPictures {
  profile: Buffer | null;
  header: Buffer | null;
}

/**
 * The chef profile's photo (its square size, the stored JPEG copy) and header (its header size cut to
 * `headerBand`, as JPEG) for the CV PDF, in one query. A file that cannot be read is left out (logged):
 * the CV is made without it.
 */
export async function chefPicturesForPrint(
  deps: Pick<Deps, 'db' | 'storage' | 'log'>,
  profileId: number,
  headerBand: { width: number; height: number },
): Promise<PrintPictures> {
  const rows = await repo.slotsOf(deps.db, 'chef', [profileId]);
  const variantOf = (slot: string, preset: ImagePreset) =>
    rows.find((row) => row.slot === slot)?.variants[preset];
  const read = async (work: () => Promise<Buffer>) => {
    try {
      return await work();
    } catch (error) {
      deps.log.warn({ err: error, profileId }, 'a picture of the CV could not be read; left out');
      return null;
    }
  };
  const square = variantOf('profile', 'square');
  const header = variantOf('header', 'header');
  const [profile, band] = await Promise.all([
    square
      ? read(async () =>
          square.jpegKey
            ? deps.storage.get(square.jpegKey)
            : printableJpeg(await deps.storage.get(square.storageKey)),
        )
      : null,
    header ? read(async () => printableJpeg(await deps.storage.get(header.storageKey), headerBand)) : null,
  ]);
  return { profile, header: band };
}

/** The logo, header and showcase images of each venue (one query). */
export function imagesOfVenues(deps: Pick<Deps, 'db' | 'storage'>, ids: number[]) {
  return slotImages(deps, 'venue', venueImageSlots, ids);
}

/** The image of each offer (one query). */
export function imagesOfOffers(deps: Pick<Deps, 'db' | 'storage'>, ids: number[]) {
  return slotImages(deps, 'offer', offerImageSlots, ids);
}

/** A stored file as the media route serves it, or null when the key names no file it may serve. */
export interface ServedFile {
  key: string;
  contentType: string;
  /** A CV: private to its owner, sent as a download. */
  private: boolean;
  ownerId: number | null;
}

/**
 * Which file a /media/ path names, and its type as recorded at upload (never from the name). Only files
 * of an account's album are served: a visitor's CV sent through the contact form is not.
 */
export async function fileForKey(deps: Pick<Deps, 'db'>, key: string): Promise<ServedFile | null> {
  const match = keyPattern.exec(key);
  if (!match) return null;
  const [, folder, hex] = match;
  const originals = ['jpg', 'png', 'webp', 'pdf'].map((ext) => `${folder}/${hex}/original.${ext}`);
  const row = await repo.findMediaByOriginalKey(deps.db, originals);
  if (!row) return null;
  const isPrivate = row.kind !== 'image';
  if (row.storageKey === key)
    return { key, contentType: row.contentType, private: isPrivate, ownerId: row.accountId };
  for (const variant of Object.values(row.variants)) {
    if (variant?.storageKey === key)
      return { key, contentType: 'image/webp', private: isPrivate, ownerId: row.accountId };
    if (variant?.jpegKey === key)
      return { key, contentType: 'image/jpeg', private: isPrivate, ownerId: row.accountId };
  }
  return null;
}

function storedKeys(row: repo.MediaRow): string[] {
  return [
    row.storageKey,
    ...Object.values(row.variants).flatMap((v) =>
      v ? [v.storageKey, ...(v.jpegKey ? [v.jpegKey] : [])] : [],
    ),
  ];
}

function sizesOf(deps: Pick<Deps, 'storage'>, variants: repo.MediaRow['variants']): Partial<ImageSizes> {
  const sizes: Partial<ImageSizes> = {};
  for (const preset of Object.keys(imagePresets) as ImagePreset[]) {
    const variant = variants[preset];
    if (!variant) continue;
    sizes[preset] = {
      url: deps.storage.publicUrl(variant.storageKey),
      width: variant.width,
      height: variant.height,
      ...(variant.jpegKey ? { jpeg: deps.storage.publicUrl(variant.jpegKey) } : {}),
    };
  }
  return sizes;
}

function isComplete(sizes: Partial<ImageSizes>): sizes is ImageSizes {
  return (Object.keys(imagePresets) as ImagePreset[]).every((preset) => sizes[preset] !== undefined);
}

function toMediaItem(deps: Pick<Deps, 'storage'>, row: repo.MediaRow): MediaItem {
  return {
    id: row.id,
    type: row.kind,
    src: deps.storage.publicUrl(row.storageKey),
    name: row.originalName,
    contentType: row.contentType,
    size: row.sizeBytes,
    width: row.width,
    height: row.height,
    sizes: sizesOf(deps, row.variants),
    created: row.createdAt.toISOString(),
  };
}

/** The pictures of the session user's chef profile or venues (lib/session-user.ts); one query. */
export const sessionUserPictures: SessionUserPart = async (deps, owner) => {
  if (owner.chefProfileId !== null) {
    const images = await imagesOfChefProfiles(deps, [owner.chefProfileId]);
    return { chef: { images: images.get(owner.chefProfileId)! } };
  }
  const images = await imagesOfVenues(deps, owner.venueIds);
  return { venues: new Map(owner.venueIds.map((id) => [id, { images: images.get(id)! }])) };
};

/** A file of an account's album as its export lists it and ships it (docs/decisions/054-own-data.md). */
export interface ExportedFile {
  id: number;
  kind: repo.MediaRow['kind'];
  originalName: string;
  contentType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  createdAt: Date;
  /** Where the original is kept: the export reads it from there (never shown in the export). */
  storageKey: string;
}

/** The account's files (originals) and which slot each fills, for its export; two queries. */
export async function mediaExport(db: Executor, accountId: number) {
  const [rows, slots] = [
    await repo.listAccountMedia(db, accountId),
    await repo.findSlotsOfAccount(db, accountId),
  ];
  const files: ExportedFile[] = rows.reverse().map((row) => ({
    id: row.id,
    kind: row.kind,
    originalName: row.originalName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt,
    storageKey: row.storageKey,
  }));
  return { files, slots };
}

/**
 * The media feature's part of deleting an account (054): every file of its album goes, with the slots
 * showing them; answers every stored key (originals and sizes), for the caller to delete from storage
 * once the deletion is committed.
 */
export async function forgetMedia(db: Executor, accountId: number): Promise<string[]> {
  const rows = await repo.deleteAllOfAccount(db, accountId);
  return rows.flatMap(storedKeys);
}
