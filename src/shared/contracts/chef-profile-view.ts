import { z } from 'zod';
import { languages } from '../i18n/languages';
import { ratingTypeValues } from '../reference/ratings';
import { chefImages } from './images';
import { storedPlaceSchema } from './location';
import { placeSchema } from './places';

/**
 * A chef profile as it is read (doc 1 section 3 "Chef profile"): chefs/show answers it, and the chef's
 * own session user carries it (`data.user.profile`, src/shared/contracts/accounts.ts). Apart from the
 * calls' file so the accounts contract can hold it without importing the calls that answer the user.
 */

/** A free text as a viewer reads it (D7), with every version for the author's editor. */
export const localizedOutput = {
  description: z.string(),
  /** The language of `description`; null when nothing is written. */
  language: z.enum(languages).nullable(),
  /** Every version written, by language. */
  translations: z.partialRecord(z.enum(languages), z.string()),
};

const periodOutput = {
  fromYear: z.number().int(),
  fromMonth: z.number().int(),
  toYear: z.number().int().nullable(),
  toMonth: z.number().int().nullable(),
  currently: z.boolean(),
};

export const experienceItem = z.object({
  id: z.number().int(),
  order: z.number().int(),
  value: z.object({
    sector: z.number().int(),
    cuisine: z.number().int(),
    position: z.number().int(),
    company: z.string(),
    url: z.string(),
    ...periodOutput,
    /** A place, or the text the chef wrote when no known town has that name. */
    location: storedPlaceSchema.nullable(),
    rating: z.number().int(),
    ratingType: z.enum(ratingTypeValues),
    ...localizedOutput,
  }),
});
export const educationItem = z.object({
  id: z.number().int(),
  order: z.number().int(),
  value: z.object({
    title: z.string(),
    center: z.string(),
    url: z.string(),
    ...periodOutput,
    location: storedPlaceSchema.nullable(),
    ...localizedOutput,
  }),
});
export const languageItem = z.object({
  id: z.number().int(),
  order: z.number().int(),
  language: z.string(),
  level: z.number().int(),
});
export const referralItem = z.object({
  id: z.number().int(),
  order: z.number().int(),
  value: z.object(localizedOutput),
});

/** A chef profile as chefs/show answers it (doc 1 section 3 "Chef profile"). */
export const chefProfileView = z.object({
  id: z.number().int(),
  /** The chef's account id. */
  acc: z.number().int(),
  slug: z.string(),
  name: z.string(),
  position: z.number().int().nullable(),
  location: placeSchema.nullable(),
  /** Logged-in viewers only (null otherwise), as nationalities, visas and cuisine. */
  dob: z.string().nullable(),
  nationalities: z.array(z.string()).nullable(),
  visas: z.array(z.string()).nullable(),
  workvisas: z.array(z.string()).nullable(),
  cuisine: z.array(z.number().int()).nullable(),
  ...localizedOutput,
  active: z.union([z.literal(0), z.literal(1)]),
  /** "0" while the profile is in review (decisions D6). */
  approved: z.enum(['0', '1']),
  status: z.literal(1),
  images: chefImages,
  experience: z.array(experienceItem),
  education: z.array(educationItem),
  languages: z.array(languageItem),
  referrals: z.array(referralItem),
  updated: z.string(),
  related: z.union([z.literal(0), z.literal(1)]),
  inapply: z.union([z.literal(0), z.literal(1)]),
  invited: z.union([z.literal(0), z.literal(1)]),
  /** Contact details (decisions D13): null unless the viewer may see them. */
  contactemail: z.string().nullable(),
  phone: z.string().nullable(),
  lastlogin: z.string().nullable(),
});
export type ChefProfileView = z.output<typeof chefProfileView>;
