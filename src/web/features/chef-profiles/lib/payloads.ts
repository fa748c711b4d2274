import type { BriefSessionUser } from '@shared/contracts/accounts';
import type { ChefProfileView } from '@shared/contracts/chef-profiles';
import type { StoredPlace } from '@shared/contracts/location';
import type { Place } from '@shared/contracts/places';
import { isLanguage, type Language } from '@shared/i18n/languages';
import { defaultRatingType } from '@shared/reference/ratings';

/**
 * The wizard's form values and the calls' payloads (src/shared/contracts/chef-profiles.ts): selects
 * hold text ('' when nothing is chosen), the shared schemas turn it into the ids the server stores.
 * The list steps keep their fields under `value`, so the server's issues (`value.company`) land on the
 * field of the same name.
 */

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export interface InfoForm {
  name: string;
  position: string;
  dob: string;
  location: Place | null;
  nationalities: string[];
  visas: string[];
  cuisine: string[];
  contactemail: string;
  phone: string;
  language: Language | '';
  currentpassword: string;
  password: string;
  rpassword: string;
}

export function infoFormValues(
  profile: ChefProfileView | undefined,
  user: BriefSessionUser,
  interfaceLanguage: Language,
): InfoForm {
  return {
    name: profile?.name ?? user.name,
    position: text(profile?.position),
    dob: profile?.dob ?? '',
    location: profile?.location ?? null,
    nationalities: profile?.nationalities ?? [],
    visas: profile?.visas ?? [],
    cuisine: (profile?.cuisine ?? []).map(String),
    contactemail: profile?.contactemail || user.contactemail || user.email,
    phone: profile?.phone ?? user.phone,
    language: isLanguage(user.language) ? user.language : interfaceLanguage,
    currentpassword: '',
    password: '',
    rpassword: '',
  };
}

/** The current password goes only with a new one (as account/settings takes it). */
export function infoPayload<T extends { password: string; currentpassword: string }>(values: T): T {
  return values.password ? values : { ...values, currentpassword: '' };
}

export interface PeriodForm {
  fromMonth: string;
  fromYear: string;
  toMonth: string;
  toYear: string;
  currently: boolean;
}

export interface ExperienceForm {
  value: PeriodForm & {
    sector: string;
    cuisine: string;
    position: string;
    company: string;
    url: string;
    /** A place, or the text a CV wrote when no known town has that name. */
    location: StoredPlace | null;
    ratingType: string;
    rating: string;
    description: string;
  };
}

export interface EducationForm {
  value: PeriodForm & {
    title: string;
    center: string;
    url: string;
    /** A place, or the text a CV wrote when no known town has that name. */
    location: StoredPlace | null;
    description: string;
  };
}

export interface LanguageForm {
  value: { language: string; level: string };
}

export interface ReferralForm {
  value: { description: string };
}

export interface AboutForm {
  description: string;
}

type Period = Pick<
  ChefProfileView['experience'][number]['value'],
  'fromMonth' | 'fromYear' | 'toMonth' | 'toYear' | 'currently'
>;

function periodForm(period: Period | undefined): PeriodForm {
  return {
    fromMonth: text(period?.fromMonth),
    fromYear: text(period?.fromYear),
    toMonth: period?.currently ? '' : text(period?.toMonth),
    toYear: period?.currently ? '' : text(period?.toYear),
    currently: period?.currently ?? false,
  };
}

/** An experience item as the form shows it, with `description` in `language`; none: a new item. */
export function experienceFormValues(
  item: ChefProfileView['experience'][number] | undefined,
  language: Language,
): ExperienceForm {
  const value = item?.value;
  return {
    value: {
      sector: text(value?.sector),
      cuisine: text(value?.cuisine),
      position: text(value?.position),
      company: value?.company ?? '',
      url: value?.url ?? '',
      ...periodForm(value),
      location: value?.location ?? null,
      ratingType: value?.ratingType ?? defaultRatingType,
      rating: text(value?.rating ?? 0),
      description: value?.translations[language] ?? '',
    },
  };
}

export function educationFormValues(
  item: ChefProfileView['education'][number] | undefined,
  language: Language,
): EducationForm {
  const value = item?.value;
  return {
    value: {
      title: value?.title ?? '',
      center: value?.center ?? '',
      url: value?.url ?? '',
      ...periodForm(value),
      location: value?.location ?? null,
      description: value?.translations[language] ?? '',
    },
  };
}

export function languageFormValues(item: ChefProfileView['languages'][number] | undefined): LanguageForm {
  return { value: { language: item?.language ?? '', level: text(item?.level) } };
}

export function referralFormValues(
  item: ChefProfileView['referrals'][number] | undefined,
  language: Language,
): ReferralForm {
  return { value: { description: item?.value.translations[language] ?? '' } };
}

/**
 * A profile/chefmeta/* save: `id` 0 adds, another id changes that item; `language` is the language of
 * the item's text (D7), sent only by the sections that have one.
 */
export function itemPayload<V extends object>(id: number, order: number, value: V, language?: Language) {
  return { id, order, action: 'save' as const, ...(language ? { language } : {}), value };
}

export function deletePayload(id: number) {
  return { id, action: 'delete' as const };
}

/** The item ids of one section of the chef's profile. */
export function itemIds(profile: ChefProfileView | undefined, section: ItemSection): number[] {
  return (profile?.[section] ?? []).map((item) => item.id);
}

export type ItemSection = 'experience' | 'education' | 'languages' | 'referrals';
