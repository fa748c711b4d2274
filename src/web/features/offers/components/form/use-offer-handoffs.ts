import type { MediaItem } from '@shared/contracts/media';
import { useOverlay } from '@web/lib/device';
import { useState } from 'react';
import { formToDraft, textsFilled, type OfferForm } from '../../lib/offer-form';
import type { OfferFormState } from './use-offer-form';

/**
 * The Guru and the media dialog open in the form's place (one dialog at a time); the form comes back
 * with what was typed whether they finish or are closed.
 */
export function useOfferHandoffs({ form, rid, textLanguage }: OfferFormState, id: number) {
  const { openDialog, dialog } = useOverlay();
  // Who opened the form hears of the save even when the form reopened itself after the Guru or the media.
  const [openerCallback] = useState(() => (dialog?.name === 'joboffers' ? dialog.callback : undefined));

  const reopenWith = (values: OfferForm) => () =>
    openDialog(
      'joboffers',
      { rid, id: id || undefined, draft: formToDraft(values, textLanguage) },
      openerCallback,
    );

  const openGuru = () => {
    const values = form.getValues();
    openDialog(
      'jobofferguru',
      { language: textLanguage, filled: textsFilled(values) },
      (texts) => reopenWith({ ...values, ...texts })(),
      reopenWith(values),
    );
  };

  const openMedia = () => {
    const values = form.getValues();
    openDialog(
      'media',
      { key: 'image1', oid: id },
      (media: MediaItem) => reopenWith({ ...values, image1: media.id })(),
      reopenWith(values),
    );
  };

  return { openGuru, openMedia };
}
