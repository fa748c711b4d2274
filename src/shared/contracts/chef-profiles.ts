import { z } from 'zod';
import { countryIds, visaIds } from '../reference/countries';
import { cuisineIds } from '../reference/cuisines';
import { languageLevelIds } from '../reference/language-levels';
import { positionIds } from '../reference/positions';
import { isRatingAllowed, ratingTypeValues, ratingValues } from '../reference/ratings';
import { sectorIds } from '../reference/sectors';
import { spokenLanguageCodes } from '../reference/spoken-languages';
import { sessionUser } from './accounts';
import { defineCall, formAlternatives } from './call';
import { email, flag, languageField, maxTextLength, password, personName, phone, text } from './fields';
import { chefProfileView } from './chef-profile-view';
import { jsonNestsDeeperThan, jsonTooDeep } from './json-depth';
import { locationField } from './location';
import { decimalInteger, recordId, recordIdOrZero } from './numbers';

/**
 * The chef profile calls (spec doc 1 sections 3, 5 and 7): one schema per form, shared by the web
 * wizard and the server. Form bodies send lists as comma-separated text and objects as JSON text.
 */

/** Rich-text limits on plain-text characters (decisions D7); the HTML sent may be longer. */
export const aboutTextLimit = 5000;
export const itemTextLimit = 2000;
/** The most HTML a rich-text field may carry before sanitizing (markup of a text at its limit). */
export const maxRichTextHtml = 60000;

export const emptyToUndefined = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/**
 * A JSON value sent as text by a form (`location={"formatted_address":...}`), or as JSON itself. Text
 * nested deeper than `maxJsonDepth` is `json_too_deep`, as a JSON body would be.
 */
export const jsonText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v, context) => {
    if (typeof v !== 'string') return v;
    if (jsonNestsDeeperThan(v)) {
      context.addIssue(jsonTooDeep);
      return v;
    }
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, schema);

/** A list sent as comma-separated text (`ES,FR`) or as an array; empty means none. Duplicates dropped. */
const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return [];
      const list = typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v : [v];
      return [...new Set(list.map((x) => (typeof x === 'string' ? x.trim() : x)))].filter((x) => x !== '');
    },
    // Again once parsed: `4` and `04` are the same cuisine.
    z
      .array(item, { error: 'invalid_value' })
      .max(300, { error: 'invalid_value' })
      .transform((list) => [...new Set(list)]),
  );

/**
 * A required field: missing or empty is `requiredKey` (an optional schema would skip a missing key's
 * checks), anything else goes through `inner`.
 */
export const requiredField = <T>(inner: z.ZodType<T>, requiredKey: string) =>
  z
    .preprocess((v) => emptyToUndefined(v) ?? null, inner.nullable())
    .refine((v) => v !== null, { error: requiredKey })
    .transform((v) => v as T);

export const idOf = <const T extends readonly number[]>(ids: T, requiredKey = 'required') =>
  requiredField(
    decimalInteger().refine((v) => (ids as readonly number[]).includes(v), { error: 'invalid_value' }),
    requiredKey,
  ) as unknown as z.ZodType<T[number], unknown>;

export const positionField = () => idOf(positionIds, 'position_required');
export const countryList = () => commaList(z.enum(countryIds, { error: 'country_invalid' }));
export const visaList = () => commaList(z.enum(visaIds, { error: 'country_invalid' }));
export const cuisineList = () =>
  commaList(
    decimalInteger().refine((v) => (cuisineIds as readonly number[]).includes(v), {
      error: 'invalid_value',
    }),
  );

/** Date of birth as YYYY-MM-DD, a real date between 1900 and today; empty clears it. */
export const dobField = () =>
  z
    .preprocess(
      emptyToUndefined,
      z
        .string({ error: 'date_invalid' })
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date_invalid' })
        .refine(
          (v) => {
            const date = new Date(`${v}T00:00:00Z`);
            return (
              !Number.isNaN(date.getTime()) &&
              date.toISOString().slice(0, 10) === v &&
              v >= '1900-01-01' &&
              date.getTime() <= Date.now()
            );
          },
          { error: 'date_invalid' },
        )
        .optional(),
    )
    .transform((v) => v ?? null);

/**
 * A rich text as the editor sends it (HTML). The server sanitizes it on write (decisions D7) and then
 * checks its plain-text length against `limit` and `min`.
 */
export const richTextField = () =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: 'invalid_value' }).max(maxRichTextHtml, { error: 'text_too_long' }),
  );

/** The language a free text is written in (D7); data on these calls, not the interface language. */
export const textLanguageField = () => z.preprocess(emptyToUndefined, languageField().optional());

/** profile/aboutchef: the "about" step of the wizard (who the chef is, and the about text). */
export const aboutChefInput = z.object({
  name: personName(),
  position: positionField(),
  description: richTextField(),
  dob: dobField(),
  location: locationField(),
  nationalities: countryList(),
  visas: visaList(),
  cuisine: cuisineList(),
  language: textLanguageField(),
});
export type AboutChefInput = z.input<typeof aboutChefInput>;

const passwordsMatch = (value: { password?: string; rpassword?: string }) =>
  (value.password ?? '') === (value.rpassword ?? '');

/** profile/infochef: the chef info step, with the account's contact details and language. */
export const infoChefInput = z
  .object({
    name: personName(),
    position: positionField(),
    dob: dobField(),
    location: locationField(),
    nationalities: countryList(),
    visas: visaList(),
    cuisine: cuisineList(),
    contactemail: email(),
    phone: phone(),
    password: z.preprocess(emptyToUndefined, password().optional()).transform((v) => v ?? ''),
    rpassword: z.preprocess(emptyToUndefined, password().optional()).transform((v) => v ?? ''),
    /** The current password, as account/settings takes it (docs/api.md). */
    currentpassword: z.preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z.string({ error: 'invalid_value' }).max(maxTextLength, { error: 'max_length' }),
    ),
    /** The account's interface language (data on this call, decisions D3). */
    language: z.preprocess(emptyToUndefined, languageField().optional()),
  })
  .refine(passwordsMatch, { path: ['rpassword'], error: 'passwords_mismatch' });
export type InfoChefInput = z.input<typeof infoChefInput>;

/** profile/descriptionchef: the about text alone, in one language. */
export const descriptionChefInput = z.object({
  description: richTextField(),
  language: textLanguageField(),
});
export type DescriptionChefInput = z.input<typeof descriptionChefInput>;

const yearField = (requiredKey: string) =>
  requiredField(
    decimalInteger().refine((v) => v >= 1900 && v <= 2100, { error: 'invalid_value' }),
    requiredKey,
  );
const monthField = (requiredKey: string) =>
  requiredField(
    decimalInteger().refine((v) => v >= 1 && v <= 12, { error: 'invalid_value' }),
    requiredKey,
  );
const optionalYear = () =>
  z.preprocess(
    emptyToUndefined,
    decimalInteger()
      .refine((v) => v >= 1900 && v <= 2100, { error: 'invalid_value' })
      .optional(),
  );
const optionalMonth = () =>
  z.preprocess(
    emptyToUndefined,
    decimalInteger()
      .refine((v) => v >= 1 && v <= 12, { error: 'invalid_value' })
      .optional(),
  );
export const urlField = () =>
  text((s) =>
    s.refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), { error: 'url_invalid' }),
  );
const minTwo = (requiredKey: string) =>
  text((s) => s.min(1, { error: requiredKey }).min(2, { error: 'min_2' }));

interface Period {
  fromYear?: number;
  fromMonth?: number;
  toYear?: number;
  toMonth?: number;
  currently: boolean;
}

/** The end of a period is required unless the chef is still there, and may not come before its start. */
function checkPeriod(value: Period, context: z.RefinementCtx) {
  if (value.currently) return;
  if (value.toYear === undefined)
    context.addIssue({ code: 'custom', path: ['toYear'], message: 'to_year_required' });
  if (value.toMonth === undefined)
    context.addIssue({ code: 'custom', path: ['toMonth'], message: 'to_month_required' });
  if (
    value.toYear !== undefined &&
    value.toMonth !== undefined &&
    value.fromYear !== undefined &&
    value.fromMonth !== undefined &&
    value.toYear * 12 + value.toMonth < value.fromYear * 12 + value.fromMonth
  )
    context.addIssue({ code: 'custom', path: ['toYear'], message: 'end_before_start' });
}

/** While still there, the end date is not kept. */
const openPeriod = <T extends Period>(value: T) =>
  value.currently ? { ...value, toYear: undefined, toMonth: undefined } : value;

const periodFields = {
  fromYear: yearField('from_year_required'),
  fromMonth: monthField('from_month_required'),
  toYear: optionalYear(),
  toMonth: optionalMonth(),
  currently: flag(),
};

/** An experience item's `value` (doc 1 sections 3 and 5). */
export const experienceValue = z
  .object(
    {
      sector: idOf(sectorIds, 'sector_required'),
      cuisine: idOf(cuisineIds, 'cuisine_required'),
      position: positionField(),
      company: minTwo('company_required'),
      url: urlField(),
      ...periodFields,
      location: locationField(),
      rating: z.preprocess(
        (v) => emptyToUndefined(v) ?? 0,
        decimalInteger().refine((v) => (ratingValues as readonly number[]).includes(v), {
          error: 'invalid_value',
        }),
      ),
      ratingType: z.preprocess(
        (v) => emptyToUndefined(v) ?? 'none',
        z.enum(ratingTypeValues, { error: 'invalid_value' }),
      ),
      description: richTextField(),
    },
    { error: 'invalid_value' },
  )
  .superRefine(checkPeriod)
  .superRefine((value, context) => {
    if (!isRatingAllowed(value.ratingType, value.rating))
      context.addIssue({ code: 'custom', path: ['rating'], message: 'invalid_value' });
  })
  .transform(openPeriod);
export type ExperienceValue = z.input<typeof experienceValue>;

/** An education item's `value`. */
export const educationValue = z
  .object(
    {
      title: minTwo('title_required'),
      center: minTwo('center_required'),
      url: urlField(),
      ...periodFields,
      location: locationField(),
      description: richTextField(),
    },
    { error: 'invalid_value' },
  )
  .superRefine(checkPeriod)
  .transform(openPeriod);
export type EducationValue = z.input<typeof educationValue>;

/** A language item's `value`: a spoken language and a level. */
export const languageValue = z.object(
  {
    language: requiredField(
      z.enum(spokenLanguageCodes, { error: 'invalid_value' }),
      'spoken_language_required',
    ),
    level: idOf(languageLevelIds, 'level_required'),
  },
  { error: 'invalid_value' },
);
export type LanguageValue = z.input<typeof languageValue>;

/** A referral's `value`: a free text. */
export const referralValue = z.object({ description: richTextField() }, { error: 'invalid_value' });
export type ReferralValue = z.input<typeof referralValue>;

/** A save form's `id`: 0 (or empty) adds an item, another id changes that item. */
export const itemId = z.preprocess((v) => emptyToUndefined(v) ?? 0, recordIdOrZero());

/** Delete form of every profile/chefmeta call: `id`, `action=delete`. */
export const chefMetaDelete = z.object({
  id: recordId(),
  action: z.literal('delete', { error: 'invalid_value' }),
  name: text().optional(),
});

/** Save form: `id` 0 adds, another id changes that item; `value` is the item (JSON text in forms). */
export const chefMetaSave = <T extends z.ZodType>(value: T) =>
  z.object({
    id: itemId,
    /** The section's name as the spec's client sends it; informative only. */
    name: text().optional(),
    order: z.preprocess(
      (v) => emptyToUndefined(v) ?? 0,
      decimalInteger().refine((v) => v >= 0 && v <= 1000, { error: 'invalid_value' }),
    ),
    /** The language of the item's text (D7). */
    language: textLanguageField(),
    value: z.preprocess((v) => emptyToUndefined(v) ?? {}, jsonText(value)),
    action: z.preprocess(emptyToUndefined, z.literal('save', { error: 'invalid_value' }).optional()),
  });

const chefMetaInput = <T extends z.ZodType>(value: T) =>
  formAlternatives((raw) => (raw.action === 'delete' ? chefMetaDelete : chefMetaSave(value)), [
    chefMetaSave(value),
    chefMetaDelete,
  ] as const);

export const experienceInput = chefMetaInput(experienceValue);
export const educationInput = chefMetaInput(educationValue);
export const languagesInput = chefMetaInput(languageValue);
export const referralsInput = chefMetaInput(referralValue);

export const chefMetaSections = ['experience', 'education', 'languages', 'referrals'] as const;
export type ChefMetaSection = (typeof chefMetaSections)[number];

const userOutput = z.object({ user: sessionUser });

// The profile as read lives in chef-profile-view.ts (the session user carries it too); its names stay
// reachable from the calls' file, where the forms and pages look for them.
export {
  chefProfileView,
  educationItem,
  experienceItem,
  languageItem,
  localizedOutput,
  referralItem,
  type ChefProfileView,
} from './chef-profile-view';

export const chefShowInput = z.object({ id: recordId() });

export const profileAboutChef = defineCall({
  name: 'profile.aboutchef',
  method: 'POST',
  path: '/api/profile/aboutchef',
  access: 'chef',
  summary:
    "Save the chef's name, position, birth date, place, nationalities, visas, cuisines and about text.",
  input: aboutChefInput,
  output: userOutput,
  languageIsData: true,
  errors: ['not_found'],
});

export const profileInfoChef = defineCall({
  name: 'profile.infochef',
  method: 'POST',
  path: '/api/profile/infochef',
  access: 'chef',
  summary: "Save the chef info step: the profile's facts and the account's contact details and language.",
  input: infoChefInput,
  output: userOutput,
  languageIsData: true,
  errors: ['not_found', 'rate_limited'],
});

export const profileDescriptionChef = defineCall({
  name: 'profile.descriptionchef',
  method: 'POST',
  path: '/api/profile/descriptionchef',
  access: 'chef',
  summary: "Save the chef's about text in one language.",
  input: descriptionChefInput,
  output: userOutput,
  languageIsData: true,
  errors: ['not_found'],
});

const chefMetaCall = <I extends z.ZodType>(section: ChefMetaSection, input: I) =>
  defineCall({
    name: `profile.chefmeta.${section}`,
    method: 'POST',
    path: `/api/profile/chefmeta/${section}`,
    access: 'chef',
    summary: `Add (id 0), change or delete (action=delete) one ${section} item of the chef's profile.`,
    input,
    output: userOutput,
    languageIsData: true,
    errors: ['not_found'],
  });

export const profileExperience = chefMetaCall('experience', experienceInput);
export const profileEducation = chefMetaCall('education', educationInput);
export const profileLanguages = chefMetaCall('languages', languagesInput);
export const profileReferrals = chefMetaCall('referrals', referralsInput);

export const profileToggleChef = defineCall({
  name: 'profile.toggleChef',
  method: 'POST',
  path: '/api/profile/toggleChef',
  access: 'chef',
  summary: "Switch the chef's profile between active and hidden from restaurants.",
  input: z.object({}),
  output: userOutput,
  errors: ['not_found'],
});

export const chefsShow = defineCall({
  name: 'chefs.show',
  method: 'GET',
  path: '/api/chefs/show',
  access: 'public',
  summary: 'A chef profile with its sections, as the viewer may see it.',
  input: chefShowInput,
  output: chefProfileView,
  errors: ['not_found'],
});

export const chefsShowPost = defineCall({
  name: 'chefs.showPost',
  method: 'POST',
  path: '/api/chefs/show',
  access: 'public',
  summary: 'chefs/show as the spec client sends it (form-encoded POST).',
  input: chefShowInput,
  output: chefProfileView,
  errors: ['not_found'],
});

export const chefProfileCalls = [
  profileAboutChef,
  profileInfoChef,
  profileDescriptionChef,
  profileExperience,
  profileEducation,
  profileLanguages,
  profileReferrals,
  profileToggleChef,
  chefsShow,
  chefsShowPost,
];
