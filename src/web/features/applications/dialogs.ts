import type { StageView, SubscribeOutput } from '@shared/contracts/applications';
import type { DialogComponents } from '@web/lib/device';
import { withNamespaces } from '@web/lib/i18n';
import { lazy } from 'react';
import type { VenueMoveCalls } from './api/venue-moves';

/**
 * The dialogs of the applications feature (spec doc 1 section 2 "Dialogs": applyoffers; doc 2:
 * acceptapplication, acceptstage/reschedule, and sendoffer, a premium venue's offer to chefs). Pages of
 * other features open them by name: the offer page, the selection panels of offers and of chefs, and a
 * chef's public page.
 */
export const applicationDialogNames = [
  'applyoffers',
  'acceptapplication',
  'reschedule',
  'sendoffer',
  'proposestage',
] as const;
export type ApplicationDialogName = (typeof applicationDialogNames)[number];

/** A chef a venue sends its offer to, as the opener shows them (the selection's or the page's name). */
export interface ChefToSendTo {
  id: number;
  name: string;
}

/** An offer the chef is applying to, as the opener shows it (its headline and venue). */
export interface OfferToApply {
  id: number;
  title: string;
  subtitle?: string;
}

declare module '@web/lib/device' {
  interface DialogDataMap {
    /**
     * `fromSelection`: the offers come from the selection panel, which loses those applied to.
     * `applicationId`: the offer is one a venue sent (offer/acceptsugestedoffer takes it).
     */
    applyoffers: { offers: OfferToApply[]; fromSelection?: boolean; applicationId?: number };
    /**
     * The venue accepts an applicant: one of the dates the chef proposed, with hours, kind and message
     * (starting from the venue's default message), or proposes another date.
     */
    acceptapplication: {
      applicationId: number;
      chefName: string;
      stages: StageView[];
      message?: string;
      /** The calls that make the moves: the venue's own unless given (the recruitment service's). */
      calls?: VenueMoveCalls;
    };
    /**
     * A side proposes another date for the application, replacing date `replaceId` (0: none open); the
     * hours, kind and message start from the date replaced when there is one.
     */
    reschedule: {
      applicationId: number;
      replaceId: number;
      side: 'chef' | 'restaurant';
      /** The other side's name: whom the date goes to. */
      otherName: string;
      /** The date replaced is an agreed trial (it is called off by the new one). */
      agreed?: boolean;
      start?: string | null;
      end?: string | null;
      typeId?: number;
      message?: string;
      /** The call that sends the date: the side's own unless given (the recruitment service's). */
      calls?: VenueMoveCalls;
    };
    /**
     * A premium venue picks one of its live offers and sends it to up to 10 chefs. `fromSelection`: the
     * chefs come from the selection panel, which loses those who received it.
     */
    sendoffer: { chefs: ChefToSendTo[]; fromSelection?: boolean };
    /** A venue proposes another period for stage request `id` (docs/decisions/052). */
    proposestage: { id: number; chefName: string };
  }
  interface DialogResultMap {
    applyoffers: SubscribeOutput;
    acceptapplication: undefined;
    reschedule: undefined;
    sendoffer: SubscribeOutput;
    proposestage: undefined;
  }
}

export const applicationDialogs: DialogComponents<ApplicationDialogName> = {
  applyoffers: lazy(() => withNamespaces(import('./components/apply-dialog'), ['applications'])),
  acceptapplication: lazy(() => withNamespaces(import('./components/accept-dialog'), ['applications'])),
  reschedule: lazy(() => withNamespaces(import('./components/propose-date-dialog'), ['applications'])),
  sendoffer: lazy(() => withNamespaces(import('./components/send-offer-dialog'), ['applications'])),
  proposestage: lazy(() => withNamespaces(import('./components/propose-stage-dialog'), ['applications'])),
};
