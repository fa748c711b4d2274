import type { SentCvView } from '@shared/contracts/chef-cv';
import type { DialogComponents } from '@web/lib/device';
import { withNamespaces } from '@web/lib/i18n';
import { lazy } from 'react';

/**
 * The dialogs of the chef-cv feature (spec doc 1 section 2 "Dialogs" and doc 2 section 2: sendcv). The
 * venue's and the offer's public pages open it by name, through the button their routes hand them.
 */
export const chefCvDialogNames = ['sendcv'] as const;
export type ChefCvDialogName = (typeof chefCvDialogNames)[number];

/** Where the CV goes: the venue, and the offer it is about when sent from an offer's page. */
export interface SendCvTarget {
  rid: number;
  venueName: string;
  oid?: number;
  offerName?: string;
}

declare module '@web/lib/device' {
  interface DialogDataMap {
    sendcv: SendCvTarget;
  }
  interface DialogResultMap {
    sendcv: SentCvView;
  }
}

export const chefCvDialogs: DialogComponents<ChefCvDialogName> = {
  // Its texts are the chef's (`chef`), loaded with it: the feed's first load carries `offers` only.
  sendcv: lazy(() => withNamespaces(import('./components/send-cv-dialog'), ['chef'])),
};
