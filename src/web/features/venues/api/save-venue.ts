import type { CallInput } from '@shared/contracts/call';
import {
  profileAboutRestaurant,
  profileAddress,
  profileCovers,
  profileSchedule,
  profileSetMainProfile,
  profileSocial,
  profileVenueChefs,
  profileVenueEmail,
  profileVenuePhone,
  restaurantsShow,
  type AboutRestaurantInput,
} from '@shared/contracts/venues';
import { api } from '@web/lib/api-client';
import type { VenueItemSection } from '../lib/dialog-payloads';

/**
 * The venue dialogs' saves (profile/aboutrestaurant, profile/restaurantmeta/*, profile/setmainprofile):
 * each answers the refreshed user, which the caller hands to useVenueSaved.
 */

export async function saveVenueAbout(values: AboutRestaurantInput) {
  return (await api(profileAboutRestaurant, values)).data.user;
}

const itemCalls = {
  chefs: profileVenueChefs,
  covers: profileCovers,
  address: profileAddress,
  phone: profileVenuePhone,
  email: profileVenueEmail,
  social: profileSocial,
} as const;

/** Adds (id 0), changes or deletes (`action: 'delete'`) one item of a venue's section. */
export async function saveVenueItem(section: VenueItemSection, payload: CallInput<typeof profileVenueChefs>) {
  return (await api(itemCalls[section], payload as never)).data.user;
}

/** The week of opening hours (its id is the venue's). */
export async function saveVenueSchedule(payload: CallInput<typeof profileSchedule>) {
  return (await api(profileSchedule, payload)).data.user;
}

export async function setMainVenue(rid: number) {
  return (await api(profileSetMainProfile, { rid })).data.user;
}

/** The venue as it is now (after a save, before switching a text's language). */
export async function readVenue(id: number) {
  return (await api(restaurantsShow, { id })).data;
}
