import type { Language } from '@shared/i18n/languages';
import type { DialogComponents } from '@web/lib/device';
import { lazy } from 'react';

/**
 * The dialogs of the offers feature (spec doc 2 section 2 "Overlays used on this side"). The Guru
 * (jobofferguru) is opened by the job offer form: one dialog is open at a time, so the form keeps its
 * draft aside, opens the Guru with a callback, and reopens itself with the Guru's texts.
 */
export const offerDialogNames = ['jobofferguru'] as const;
export type OfferDialogName = (typeof offerDialogNames)[number];

/** What the Guru opens with. */
export interface GuruDialogData {
  /** The language of the offer texts being written (D7); left out, the interface language. */
  language?: Language;
}

/** What the Guru hands back on import: rich text (p only) for the offer form's two editors. */
export interface GuruDialogResult {
  description: string;
  requirements: string;
}

declare module '@web/lib/device' {
  interface DialogDataMap {
    jobofferguru: GuruDialogData;
  }
  interface DialogResultMap {
    jobofferguru: GuruDialogResult;
  }
}

export const offerDialogs: DialogComponents<OfferDialogName> = {
  jobofferguru: lazy(() => import('./components/guru/guru-dialog')),
};
