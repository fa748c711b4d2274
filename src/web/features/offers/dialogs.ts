import type { OfferSaveInput } from '@shared/contracts/offers';
import type { DialogComponents } from '@web/lib/device';
import { lazy } from 'react';

/**
 * The names and data of the offer dialogs other parts of the app open (spec doc 2 section 2 "Overlays
 * used on this side": joboffers, share). Declared apart from the components (dialogs.ts) so pages can
 * open them by name.
 */

/**
 * The job offer form: the venue it is opened from (`rid`), the offer to edit (`id`; none posts a new
 * one), and the form's values when it reopens after a dialog it opened itself (the Guru, the media
 * dialog: only one dialog is open at a time).
 */
export interface JobOfferDialogData {
  rid: number;
  id?: number;
  draft?: Partial<OfferSaveInput>;
}

/** The share overlay: an offer's public link, its title and picture (doc 2 section 4). */
export interface ShareDialogData {
  url: string;
  title: string;
  /** The venue's name, shown under the title. */
  subtitle?: string;
  /** The picture shown with the link (the offer's photo, else the venue's logo), if any. */
  image?: string | null;
}

declare module '@web/lib/device' {
  interface DialogDataMap {
    joboffers: JobOfferDialogData;
    share: ShareDialogData;
  }
  interface DialogResultMap {
    /** The saved offer's id; the form then opens the share overlay itself. */
    joboffers: number;
    share: undefined;
  }
}

export const offerDialogs: DialogComponents<'joboffers' | 'share'> = {
  joboffers: lazy(() => import('./components/form/job-offer-dialog')),
  share: lazy(() => import('./components/share/share-dialog')),
};
