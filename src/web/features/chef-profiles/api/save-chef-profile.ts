import type { CallInput } from '@shared/contracts/call';
import {
  type InfoChefInput,
  profileDescriptionChef,
  profileEducation,
  profileExperience,
  profileInfoChef,
  profileLanguages,
  profileReferrals,
} from '@shared/contracts/chef-profiles';
import type { Language } from '@shared/i18n/languages';
import { api } from '@web/lib/api-client';
import type { ItemSection } from '../lib/payloads';

/**
 * The wizard's saves (spec doc 1 section 7, profile/*): each answers the refreshed user, which the
 * caller hands to useProfileSaved.
 */

export async function saveChefInfo(values: InfoChefInput) {
  return (await api(profileInfoChef, values)).data.user;
}

/** The about text in one language (profile/descriptionchef: the text is required there). */
export async function saveChefAbout(description: string, language: Language) {
  return (await api(profileDescriptionChef, { description, language })).data.user;
}

const itemCalls = {
  experience: profileExperience,
  education: profileEducation,
  languages: profileLanguages,
  referrals: profileReferrals,
} as const;

/** Adds (id 0), changes or deletes (`action: 'delete'`) one item of a section. */
export async function saveChefItem(section: ItemSection, payload: CallInput<typeof profileExperience>) {
  return (await api(itemCalls[section], payload)).data.user;
}
