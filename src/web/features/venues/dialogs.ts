import type { DialogComponents } from '@web/lib/device';
import { lazy } from 'react';

/**
 * The venue dialogs of the restaurant side (spec doc 2 section 2 "Overlays used on this side"): the
 * about form (rid 0 adds a venue), the opening hours, one item of the team, covers and contact lists,
 * and the switch of the main venue.
 */
export const venueDialogNames = [
  'restaurantabout',
  'restaurantopeninghours',
  'restaurantchef',
  'restaurantcover',
  'restaurantaddress',
  'restaurantphone',
  'restaurantemail',
  'restaurantsocial',
  'mainprofile',
] as const;
export type VenueDialogName = (typeof venueDialogNames)[number];

/** The venue a dialog acts on (0 for a new venue in restaurantabout), and the item to edit (none adds). */
export interface VenueDialogData {
  rid: number;
  itemId?: number;
}

declare module '@web/lib/device' {
  interface DialogDataMap {
    restaurantabout: VenueDialogData;
    restaurantopeninghours: VenueDialogData;
    restaurantchef: VenueDialogData;
    restaurantcover: VenueDialogData;
    restaurantaddress: VenueDialogData;
    restaurantphone: VenueDialogData;
    restaurantemail: VenueDialogData;
    restaurantsocial: VenueDialogData;
    mainprofile: Record<string, never>;
  }
  interface DialogResultMap {
    restaurantabout: undefined;
    restaurantopeninghours: undefined;
    restaurantchef: undefined;
    restaurantcover: undefined;
    restaurantaddress: undefined;
    restaurantphone: undefined;
    restaurantemail: undefined;
    restaurantsocial: undefined;
    mainprofile: undefined;
  }
}

const items = () => import('./components/dialogs/item-dialogs');

export const venueDialogs: DialogComponents<VenueDialogName> = {
  restaurantabout: lazy(() => import('./components/dialogs/about-dialog')),
  restaurantopeninghours: lazy(() => import('./components/dialogs/hours-dialog')),
  restaurantchef: lazy(() => items().then((m) => ({ default: m.RestaurantChefDialog }))),
  restaurantcover: lazy(() => items().then((m) => ({ default: m.RestaurantCoverDialog }))),
  restaurantaddress: lazy(() => items().then((m) => ({ default: m.RestaurantAddressDialog }))),
  restaurantphone: lazy(() => items().then((m) => ({ default: m.RestaurantPhoneDialog }))),
  restaurantemail: lazy(() => items().then((m) => ({ default: m.RestaurantEmailDialog }))),
  restaurantsocial: lazy(() => items().then((m) => ({ default: m.RestaurantSocialDialog }))),
  mainprofile: lazy(() => import('./components/dialogs/main-profile-dialog')),
};
