import type { OfferSaveInput } from '@shared/contracts/offers';
import type { GuruTexts } from '@shared/offers/guru-import';
import type { Language } from '@shared/i18n/languages';
import type { DialogComponents } from '@web/lib/device';
import { lazy } from 'react';

/**
 * The dialogs of the offers feature (spec doc 2 section 2 "Overlays used on this side": joboffers,
 * jobofferguru, share). Declared apart from the components so pages can open them by name. The Guru
 * (jobofferguru) and the media dialog are opened by the job offer form: one dialog is open at a time,
 * so the form keeps its draft aside, opens them with a callback, and reopens itself with the result.
 */
export const offerDialogNames = ['joboffers', 'jobofferguru', 'share'] as const;
export type OfferDialogName = (typeof offerDialogNames)[number];

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

/** The share overlay: an offer's public link, its title and picture (doc 2 section 4), or a search's. */
export interface ShareDialogData {
  url: string;
  title: string;
  /** What the link opens: an offer (the default) or a search of the feed, which the texts then name. */
  kind?: 'offer' | 'search';
  /** The venue's name, shown under the title. */
  subtitle?: string;
  /** The picture shown with the link (the offer's photo, else the venue's logo), if any. */
  image?: string | null;
}

/** What the Guru opens with. */
export interface GuruDialogData {
  /** The language of the offer texts being written (D7); left out, the interface language. */
  language?: Language;
  /** Which of the form's texts hold words: importing over them asks first. */
  filled?: { description: boolean; requirements: boolean };
}

/**
 * What the Guru hands back on import: rich text (p only) for the offer form's editors, only the texts
 * the manager chose sentences for.
 */
export type GuruDialogResult = GuruTexts;

declare module '@web/lib/device' {
  interface DialogDataMap {
    joboffers: JobOfferDialogData;
    jobofferguru: GuruDialogData;
    share: ShareDialogData;
  }
  interface DialogResultMap {
    /** The saved offer's id; the form then opens the share overlay itself. */
    joboffers: number;
    jobofferguru: GuruDialogResult;
    share: undefined;
  }
}

export const offerDialogs: DialogComponents<OfferDialogName> = {
  joboffers: lazy(() => import('./components/form/job-offer-dialog')),
  jobofferguru: lazy(() => import('./components/guru/guru-dialog')),
  share: lazy(() => import('./components/share/share-dialog')),
};
