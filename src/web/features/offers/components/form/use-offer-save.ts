import type { OfferView } from '@shared/contracts/offers';
import type { Language } from '@shared/i18n/languages';
import { paths } from '@shared/paths';
import { useToast } from '@web/components/ui/toast';
import { useOverlay } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { applyServerIssues } from '@web/lib/form-errors';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { venuesKey } from '@web/features/venues/query-keys';
import { offersKey } from '../../query-keys';
import { deleteOffer } from '../../api/delete-offer';
import { saveOffer } from '../../api/save-offer';
import {
  offerFormFields,
  offerPayload,
  offerTexts,
  savedOfferNotice,
  textsChangedFrom,
} from '../../lib/offer-form';
import { offerShareData } from '../../lib/share-links';
import type { OfferFormState, OfferSectionProps } from './use-offer-form';

/**
 * What the job offer form does with the server: saves (then shares the link, or says when it can be
 * shared), deletes, and saves the texts before showing them in another language (D7). `saved` is the
 * offer as last saved: a save before switching languages brings its new versions.
 */
export function useOfferSave(
  { form, rid, textLanguage, setTextLanguage }: OfferFormState,
  {
    t,
    language,
    offer,
    close,
    complete,
  }: Pick<OfferSectionProps, 't'> & {
    language: Language;
    offer: OfferView | undefined;
    close: () => void;
    complete: (id: number) => void;
  },
) {
  const { openDialog } = useOverlay();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const id = offer?.id ?? 0;
  const [saved, setSaved] = useState(offer);
  const [saving, setSaving] = useState(false);
  const [switching, setSwitching] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const afterChange = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: offersKey }),
      queryClient.invalidateQueries({ queryKey: venuesKey }),
    ]);
  };

  /** Validates and saves with the texts in `under`; the saved offer, or null when it failed. */
  const saveUnder = (under: Language) =>
    new Promise<OfferView | null>((resolve) => {
      void form.handleSubmit(
        async () => {
          setSaving(true);
          setServerError(null);
          try {
            const answer = await saveOffer(offerPayload(form.getValues(), id, under));
            setSaved(answer);
            resolve(answer);
          } catch (error) {
            if (!applyServerIssues(error, form.setError, offerFormFields))
              setServerError(errorText(error, t));
            resolve(null);
          } finally {
            setSaving(false);
          }
        },
        () => resolve(null),
      )();
    });

  const onSave = async () => {
    const answer = await saveUnder(textLanguage);
    if (!answer) return;
    await afterChange();
    complete(answer.id);
    const notice = savedOfferNotice(answer);
    if (notice) showToast(t(notice), 'success');
    else openDialog('share', offerShareData(answer, language, window.location.origin));
  };

  const onDelete = async () => {
    try {
      await deleteOffer(id);
    } catch (error) {
      // Spec doc 2 section 8: the error, then the restaurant home.
      close();
      void navigate(paths.restaurantHome(language, rid));
      openDialog('error', { message: errorText(error, t) });
      return false;
    }
    await afterChange();
    showToast(t('form.deleted'), 'success');
    return true;
  };

  // Changing the texts' language saves them first when changed (spec doc 2 section 4), then shows the
  // other language's versions. A new offer keeps what was typed: it will be saved in that language.
  const onLanguageChange = async (target: Language) => {
    if (target === textLanguage) return;
    if (id === 0) {
      setTextLanguage(target);
      return;
    }
    let current = saved;
    if (textsChangedFrom(saved, textLanguage, form.getValues())) {
      setSwitching(true);
      const answer = await saveUnder(textLanguage);
      setSwitching(false);
      if (!answer) return;
      current = answer;
      void afterChange();
    }
    setTextLanguage(target);
    const texts = offerTexts(current, target);
    form.setValue('description', texts.description);
    form.setValue('requirements', texts.requirements);
  };

  return { saved, saving, switching, serverError, onSave, onDelete, onLanguageChange };
}
