import { z } from 'zod';
import { defineCall } from './call';
import { textLanguageField } from './chef-profiles';

/**
 * The Guru, the ad-writing helper of the job offer form (spec doc 2 sections 3, 4, 5 and 7): ready-made
 * sentences in ten groups; the manager picks at least one per group and imports them into the offer's
 * description and requirements (src/shared/offers/guru-import.ts).
 */

/** The ten template groups in the order of spec doc 2 section 3 (also the order of the imported text). */
export const guruGroups = [
  'about',
  'position',
  'headchef',
  'opportunities',
  'thechef',
  'foodstandards',
  'staffdevelopment',
  'healthsafety',
  'management',
  'other',
] as const;
export type GuruGroup = (typeof guruGroups)[number];

/** The groups that make the description; the other six make the requirements (spec doc 2 section 4). */
export const guruDescriptionGroups = ['about', 'position', 'headchef', 'opportunities'] as const;
export const guruRequirementGroups = [
  'thechef',
  'foodstandards',
  'staffdevelopment',
  'healthsafety',
  'management',
  'other',
] as const;

/** One ready-made sentence: `id` is the same in every language, `text` is plain text. */
export const guruItem = z.object({ id: z.string().min(1), text: z.string().min(1) });
export type GuruItem = z.output<typeof guruItem>;

/** Every group's items in one language. */
export const guruItems = z.object(
  Object.fromEntries(guruGroups.map((group) => [group, z.array(guruItem)])) as Record<
    GuruGroup,
    z.ZodArray<typeof guruItem>
  >,
);
export type GuruItems = z.output<typeof guruItems>;

/**
 * offer/guru's input: `language` is the language of the offer texts being written (D7: an offer has its
 * texts per language, and the form may be writing the French ones in an English interface); left out,
 * the request's interface language (`lang`).
 */
export const offerGuruInput = z.object({ language: textLanguageField() });
export type OfferGuruInput = z.input<typeof offerGuruInput>;

/** GET /api/offer/guru: the Guru's items of every group in the language asked for. */
export const offerGuru = defineCall({
  name: 'offer.guru',
  method: 'GET',
  path: '/api/offer/guru',
  access: 'restaurant',
  summary:
    "The Guru: ready-made job-ad sentences of the ten template groups, in `language` (the offer texts' language; default: the interface language).",
  input: offerGuruInput,
  output: guruItems,
  languageIsData: true,
});

export const offerGuruCalls = [offerGuru];
