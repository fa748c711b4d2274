import { z } from 'zod';
import { languages } from '../i18n/languages';
import { isRatingAllowed, ratingTypeValues, ratingValues } from '../reference/ratings';
import { socialNetworkValues } from '../reference/social-networks';
import { spokenLanguageCodes } from '../reference/spoken-languages';
import { restaurantProfileSummary, sessionUser } from './accounts';
import { defineCall, formAlternatives } from './call';
import {
  chefMetaDelete,
  chefMetaSave,
  countryList,
  cuisineList,
  emptyToUndefined,
  itemId,
  localizedOutput,
  positionField,
  requiredField,
  richTextField,
  textLanguageField,
  urlField,
  visaList,
} from './chef-profiles';
import { email, multilineText, phone, text } from './fields';
import { venueImages } from './images';
import { decimalInteger, recordId } from './numbers';
import { offerCard } from './offers';
import { locationField } from './location';
import { placeSchema } from './places';

/**
 * The venue (restaurant profile) calls (spec doc 2 sections 3, 5 and 7; docs/decisions/025-venues.md):
 * one schema per form, shared by the web forms and the server. As for chefs, forms send lists as
 * comma-separated text and objects (`value`, `location`) as JSON text, and `language` is the language
 * of the texts sent (D7), not the interface language.
 */

/** The default accept-application message is plain text (an e-mail body), at most this long. */
export const emailMessageLimit = 5000;
/** Restaurant about: the description needs at least this many characters (doc 2 section 5). */
export const venueDescriptionMin = 4;

/** The venue an item call works on: required, a positive id. */
const ridField = () => requiredField(recordId(), 'required');

/** A rating with its type: the rating may not pass the type's maximum (doc 2 section 3). */
const ratingFields = {
  rating: z.preprocess(
    (v) => emptyToUndefined(v) ?? 0,
    decimalInteger().refine((v) => (ratingValues as readonly number[]).includes(v), {
      error: 'invalid_value',
    }),
  ),
  ratingtype: z.preprocess(
    (v) => emptyToUndefined(v) ?? 'none',
    z.enum(ratingTypeValues, { error: 'invalid_value' }),
  ),
};

/** profile/aboutrestaurant: the restaurant about form; `id` 0 adds a venue to the account. */
export const aboutRestaurantInput = z
  .object({
    id: itemId,
    name: text((s) => s.min(1, { error: 'venue_name_required' }).min(4, { error: 'min_4' })),
    /** Rich text (D7), sanitized on the server, then at least 4 characters. */
    description: richTextField(),
    ...ratingFields,
    url: urlField(),
    cuisine: cuisineList().refine((list) => list.length > 0, { error: 'cuisine_required' }),
    /** The working language (a spoken-language code), the audience of D9; empty means anyone. */
    worklanguage: z
      .preprocess(emptyToUndefined, z.enum(spokenLanguageCodes, { error: 'invalid_value' }).optional())
      .transform((v) => v ?? null),
    /** Shown on the public page and the stage booking page (D5); rich text, optional. */
    stageinfo: richTextField(),
    /** The default text of the accept-application dialog (D5); plain text, optional. */
    emailmessage: multilineText(undefined, emailMessageLimit),
    /** Receives the venue's application and message e-mails; empty means the account's e-mail (D5). */
    contactemail: z.preprocess(emptyToUndefined, email().optional()).transform((v) => v ?? null),
    location: locationField(),
    /** The audience of D9: chefs of these nationalities; empty means anyone. */
    nationalities: countryList(),
    visas: visaList(),
    language: textLanguageField(),
  })
  .superRefine((value, context) => {
    if (!isRatingAllowed(value.ratingtype, value.rating))
      context.addIssue({ code: 'custom', path: ['rating'], message: 'rating_above_scale' });
  });
export type AboutRestaurantInput = z.input<typeof aboutRestaurantInput>;

/**
 * An opening or closing time: an hour (0-23, as the form's hour lists send it) or HH:mm; empty (or
 * null) means none. Stored as HH:mm.
 */
export const scheduleTime = () =>
  z.preprocess(
    (v) => emptyToUndefined(v) ?? null,
    z.union([z.number(), z.string(), z.null()], { error: 'time_invalid' }).transform((v, context) => {
      if (v === null) return null;
      const text = String(v).trim();
      const hour = /^([01]?[0-9]|2[0-3])$/.exec(text);
      if (hour) return `${hour[1]!.padStart(2, '0')}:00`;
      const time = /^([01]?[0-9]|2[0-3]):([0-5][0-9])$/.exec(text);
      if (time) return `${time[1]!.padStart(2, '0')}:${time[2]}`;
      context.addIssue({ code: 'custom', message: 'time_invalid' });
      return z.NEVER;
    }),
  );

/** One day of the week: lunch and dinner, each with both ends or neither; all empty means closed. */
export const scheduleDay = z
  .object(
    {
      lunchFrom: scheduleTime(),
      lunchTo: scheduleTime(),
      dinnerFrom: scheduleTime(),
      dinnerTo: scheduleTime(),
    },
    { error: 'invalid_value' },
  )
  .superRefine((day, context) => {
    for (const service of ['lunch', 'dinner'] as const) {
      const from = day[`${service}From`];
      const to = day[`${service}To`];
      if ((from === null) !== (to === null))
        context.addIssue({
          code: 'custom',
          path: [from === null ? `${service}From` : `${service}To`],
          message: 'schedule_pair',
        });
    }
  });
export type ScheduleDay = z.output<typeof scheduleDay>;

export const weekdays = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type Weekday = (typeof weekdays)[number];

const closedDay = { lunchFrom: null, lunchTo: null, dinnerFrom: null, dinnerTo: null };

const dayField = z.preprocess((v) => emptyToUndefined(v) ?? closedDay, scheduleDay);

/** The schedule's `value`: the week by day, 1 Monday to 7 Sunday; a missing day is closed. */
export const scheduleValue = z.object(
  { 1: dayField, 2: dayField, 3: dayField, 4: dayField, 5: dayField, 6: dayField, 7: dayField },
  { error: 'invalid_value' },
);
export type ScheduleValue = z.input<typeof scheduleValue>;

/** A kitchen team member on the venue's page. */
export const venueChefValue = z.object(
  {
    person: text((s) => s.min(1, { error: 'person_required' })),
    position: positionField(),
  },
  { error: 'invalid_value' },
);

/** A cover: a title and a rich-text description in the item's language (D7); both required. */
export const coverValue = z.object(
  {
    title: text((s) => s.min(1, { error: 'title_required' })),
    description: richTextField(),
  },
  { error: 'invalid_value' },
);

/**
 * An address: a place (any shape of the location field, docs/decisions/044) and the line shown when the
 * venue wrote its own. Also taken: the place itself as the value, and the spec's `{ value }` (doc 2
 * section 3, "address (formatted_address) ... each a value"), a line of text or a place: the line is
 * shown, and its town found when the gazetteer knows it.
 */
export const addressValue = z.preprocess(
  (v) => {
    if (!v || typeof v !== 'object' || 'location' in v) return v;
    const record = v as Record<string, unknown>;
    if ('value' in record) {
      const value = record.value;
      const line =
        typeof value === 'string'
          ? value
          : value && typeof value === 'object'
            ? (value as { formatted_address?: unknown }).formatted_address
            : undefined;
      return { location: value, formatted_address: line };
    }
    const isPlace = ['formatted_address', 'lat', 'geometry'].some((key) => key in record);
    return isPlace ? { location: v, formatted_address: record.formatted_address } : v;
  },
  z.object(
    {
      location: requiredField(locationField(), 'address_required'),
      formatted_address: text(),
    },
    { error: 'invalid_value' },
  ),
);

export const venueEmailValue = z.object({ value: email('venue_email_required') }, { error: 'invalid_value' });
export const venuePhoneValue = z.object({ value: phone() }, { error: 'invalid_value' });
export const socialValue = z.object(
  {
    type: requiredField(z.enum(socialNetworkValues, { error: 'invalid_value' }), 'social_type_required'),
    url: urlField().refine((v) => v !== '', { error: 'social_url_required' }),
  },
  { error: 'invalid_value' },
);

export const venueMetaSections = [
  'schedule',
  'chefs',
  'covers',
  'address',
  'phone',
  'social',
  'email',
] as const;
export type VenueMetaSection = (typeof venueMetaSections)[number];

/** Every profile/restaurantmeta/* form: the chef items' forms (id, name, order, value, language) with `rid`. */
const venueMetaInput = <T extends z.ZodType>(value: T) => {
  const save = chefMetaSave(value).extend({ rid: ridField() });
  const remove = chefMetaDelete.extend({ rid: ridField() });
  return formAlternatives((raw) => (raw.action === 'delete' ? remove : save), [save, remove] as const);
};

export const scheduleInput = venueMetaInput(scheduleValue);
export const venueChefsInput = venueMetaInput(venueChefValue);
export const coversInput = venueMetaInput(coverValue);
export const addressInput = venueMetaInput(addressValue);
export const venuePhoneInput = venueMetaInput(venuePhoneValue);
export const socialInput = venueMetaInput(socialValue);
export const venueEmailInput = venueMetaInput(venueEmailValue);

/** profile/togglerestaurant and profile/setmainprofile: the venue. */
export const venueIdInput = z.object({ rid: ridField() });

const userOutput = z.object({ user: sessionUser });

const timeOutput = z.string().nullable();
export const scheduleDayOutput = z.object({
  lunchFrom: timeOutput,
  lunchTo: timeOutput,
  dinnerFrom: timeOutput,
  dinnerTo: timeOutput,
});
/** The week (always seven days, closed days all null); its id is the venue's (one schedule per venue). */
export const scheduleOutput = z.object({
  id: z.number().int(),
  value: z.object({
    1: scheduleDayOutput,
    2: scheduleDayOutput,
    3: scheduleDayOutput,
    4: scheduleDayOutput,
    5: scheduleDayOutput,
    6: scheduleDayOutput,
    7: scheduleDayOutput,
  }),
});

const item = <T extends z.ZodType>(value: T) =>
  z.object({ id: z.number().int(), order: z.number().int(), value });

const zeroOne = z.union([z.literal(0), z.literal(1)]);
const translations = z.partialRecord(z.enum(languages), z.string());

/** A venue as restaurants/show answers it (doc 2 section 3 "Restaurant profile"). */
export const venueView = z.object({
  id: z.number().int(),
  /** The owner account's id. */
  acc: z.number().int(),
  slug: z.string(),
  name: z.string(),
  url: z.string(),
  /** The about text in the viewer's language, else the first written (D7). */
  ...localizedOutput,
  location: placeSchema.nullable(),
  rating: z.number().int(),
  ratingType: z.enum(ratingTypeValues),
  cuisine: z.array(z.number().int()),
  /** The working language (spoken-language code), null for anyone. */
  worklanguage: z.string().nullable(),
  nationalities: z.array(z.string()),
  visas: z.array(z.string()),
  workvisas: z.array(z.string()),
  stageinfo: z.string(),
  stageinfoTranslations: translations,
  /** The owner's and staff's only (null for others): the default accept message and the manager's e-mail. */
  emailmessage: z.string().nullable(),
  emailmessageTranslations: translations.nullable(),
  contactemail: z.string().nullable(),
  /** Derived from the account (D5): premium 1 and status 3 when premium, else 0 and 1. */
  status: z.number().int(),
  premium: zeroOne,
  active: zeroOne,
  main: zeroOne,
  approved: restaurantProfileSummary.shape.approved,
  /** The viewing chef's relation to the venue (D13); 0 for other viewers. */
  related: zeroOne,
  inapply: zeroOne,
  invited: zeroOne,
  images: venueImages,
  schedule: scheduleOutput.nullable(),
  chefs: z.array(item(z.object({ person: z.string(), position: z.number().int() }))),
  covers: z.array(item(z.object({ title: z.string(), ...localizedOutput }))),
  contact: z.object({
    /** An address line and its town; `location` null when the line names no town the gazetteer knows. */
    address: z.array(item(z.object({ formatted_address: z.string(), location: placeSchema.nullable() }))),
    /** E-mails and phones: to a chef only when the venue is premium and related (D13); [] otherwise. */
    email: z.array(item(z.string())),
    phone: z.array(item(z.string())),
    social: z.array(item(z.object({ type: z.enum(socialNetworkValues), url: z.string() }))),
    /** 1 when the e-mails and phones are shown to this viewer. */
    visible: zeroOne,
  }),
  /**
   * The venue's live offers the viewer may see (active, approved; D6 blocks, D9 audience), newest first,
   * up to 20 (`venueHomeOffersSize`), as offer cards; `total` counts them all.
   */
  offers: z.object({ list: z.array(offerCard), total: z.number().int() }),
  updated: z.string(),
});
export type VenueView = z.output<typeof venueView>;

export const venueShowInput = z.object({ id: recordId() });

export const profileAboutRestaurant = defineCall({
  name: 'profile.aboutrestaurant',
  method: 'POST',
  path: '/api/profile/aboutrestaurant',
  access: 'restaurant',
  summary:
    "Save a venue's about form (id 0 adds a venue to the account, in review): name, texts, rating, cuisines, place and audience.",
  input: aboutRestaurantInput,
  output: userOutput,
  languageIsData: true,
});

const venueMetaCall = <I extends z.ZodType>(section: VenueMetaSection, input: I) =>
  defineCall({
    name: `profile.restaurantmeta.${section}`,
    method: 'POST',
    path: `/api/profile/restaurantmeta/${section}`,
    access: 'restaurant',
    summary:
      section === 'schedule'
        ? "Save (id 0 or the venue's id) or clear (action=delete) the venue's opening hours for the week."
        : `Add (id 0), change or delete (action=delete) one ${section} item of a venue (rid).`,
    input,
    output: userOutput,
    languageIsData: true,
  });

export const profileSchedule = venueMetaCall('schedule', scheduleInput);
export const profileVenueChefs = venueMetaCall('chefs', venueChefsInput);
export const profileCovers = venueMetaCall('covers', coversInput);
export const profileAddress = venueMetaCall('address', addressInput);
export const profileVenuePhone = venueMetaCall('phone', venuePhoneInput);
export const profileSocial = venueMetaCall('social', socialInput);
export const profileVenueEmail = venueMetaCall('email', venueEmailInput);

export const profileToggleRestaurant = defineCall({
  name: 'profile.togglerestaurant',
  method: 'POST',
  path: '/api/profile/togglerestaurant',
  access: 'restaurant',
  summary: 'Switch a venue between active and hidden.',
  input: venueIdInput,
  output: userOutput,
});

export const profileSetMainProfile = defineCall({
  name: 'profile.setmainprofile',
  method: 'POST',
  path: '/api/profile/setmainprofile',
  access: 'restaurant',
  summary: "Make a venue the account's main one (exactly one is main).",
  input: venueIdInput,
  output: userOutput,
});

export const restaurantsShow = defineCall({
  name: 'restaurants.show',
  method: 'GET',
  path: '/api/restaurants/show',
  access: 'public',
  summary:
    'A venue with its images, hours, chefs, covers, contact and live offers, as the viewer may see it.',
  input: venueShowInput,
  output: venueView,
  errors: ['not_found'],
});

export const restaurantsShowPost = defineCall({
  name: 'restaurants.showPost',
  method: 'POST',
  path: '/api/restaurants/show',
  access: 'public',
  summary: 'restaurants/show as the spec client sends it (form-encoded POST).',
  input: venueShowInput,
  output: venueView,
  errors: ['not_found'],
});

export const venueCalls = [
  profileAboutRestaurant,
  profileSchedule,
  profileVenueChefs,
  profileCovers,
  profileAddress,
  profileVenuePhone,
  profileSocial,
  profileVenueEmail,
  profileToggleRestaurant,
  profileSetMainProfile,
  restaurantsShow,
  restaurantsShowPost,
];
