import type { BriefSessionUser } from '@shared/contracts/accounts';
import type { OfferView } from '@shared/contracts/offers';
import type { VenueView } from '@shared/contracts/venues';
import type { Language } from '@shared/i18n/languages';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { DialogFormBody, DialogLoading } from '@web/components/ui/dialog-form';
import type { DialogComponentProps } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { usePageNamespace } from '@web/lib/i18n';
import { useSessionUser } from '@web/lib/session';
import { useEffect, useMemo } from 'react';
import { useOffer } from '../../api/offer';
import { useOfferVenue } from '../../api/offer-venue';
import type { JobOfferDialogData } from '../../dialogs';
import { offerFormChoices } from '../../lib/offer-form';
import { ConditionsFields } from './conditions-fields';
import { HeadlineField } from './headline-field';
import { OfferPhoto } from './offer-photo';
import { OfferTextsFields } from './offer-texts-fields';
import { PayFields } from './pay-fields';
import { RecruitField } from './recruit-field';
import { StatusChoice } from './status-choice';
import { useOfferForm, type OfferSectionProps } from './use-offer-form';
import { useOfferHandoffs } from './use-offer-handoffs';
import { useOfferSave } from './use-offer-save';
import { VenuePositionFields } from './venue-position-fields';

/**
 * The job offer form (spec doc 2 sections 4 and 5; the joboffers overlay): posts a new offer from a
 * venue (`rid`) or changes one (`id`). The headline writes itself from the position and pay until the
 * manager edits it; recruit is locked on unless the account is premium (D5); the texts are written per
 * language (D7), the Guru fills them, and the photo comes from the media dialog. Those two dialogs
 * replace this one while open, so it reopens with what was typed (`draft`). Saving opens the share
 * overlay with the offer's public link.
 */
export default function JobOfferDialog({ data, close, complete }: DialogComponentProps<'joboffers'>) {
  const { t, ready, i18n } = usePageNamespace('offer-form');
  const { user, isPending } = useSessionUser();
  const id = data.id ?? 0;
  const offer = useOffer(id > 0 ? id : undefined);
  const rid = offer.data?.rid ?? data.rid;
  const venue = useOfferVenue(rid > 0 ? rid : undefined);

  // Logged out in the meantime (another tab), or not a restaurant: no offer to write.
  useEffect(() => {
    if (!isPending && user?.type !== 'restaurant') close();
  }, [user, isPending, close]);

  const offerReady = id === 0 || offer.data;
  // The venue gives the default currency; a venue that cannot be read leaves the euro.
  const venueReady = venue.data || venue.isError || rid === 0;
  if (ready && user && offerReady && venueReady)
    return (
      <OfferFormBody
        t={t}
        language={i18n.language as Language}
        user={user}
        venue={venue.data}
        offer={offer.data}
        data={data}
        close={close}
        complete={complete}
      />
    );
  return (
    <DialogLoading
      close={close}
      failed={offer.isError}
      onRetry={() => void offer.refetch()}
      texts={
        ready
          ? {
              title: t(id ? 'form.title_edit' : 'form.title_new'),
              loading: t('form.loading'),
              error: offer.error ? errorText(offer.error, t) : t('form.load_error'),
              retry: t('form.retry'),
            }
          : null
      }
    />
  );
}

function OfferFormBody({
  t,
  language,
  user,
  venue,
  offer,
  data,
  close,
  complete,
}: Pick<OfferSectionProps, 't'> & {
  language: Language;
  user: BriefSessionUser;
  venue: VenueView | undefined;
  offer: OfferView | undefined;
  data: JobOfferDialogData;
  close: () => void;
  complete: (id: number) => void;
}) {
  const id = offer?.id ?? 0;
  const offerForm = useOfferForm({ user, venue, offer, data, language });
  const { form, rid, hasErrors, textLanguage, headline, recruitLocked } = offerForm;
  const { saved, saving, switching, serverError, onSave, onDelete, onLanguageChange } = useOfferSave(
    offerForm,
    { t, language, offer, close, complete },
  );
  const { openGuru, openMedia } = useOfferHandoffs(offerForm, id);
  const choices = useMemo(
    () => offerFormChoices(user, rid, language, t('form.choose')),
    [user, rid, t, language],
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={t(id ? 'form.title_edit' : 'form.title_new')}
      description={id ? undefined : t('form.intro')}
      sheet
    >
      <DialogFormBody
        onSubmit={() => void onSave()}
        formError={serverError ?? (hasErrors ? t('form.required_fields') : null)}
        onDelete={id ? onDelete : undefined}
        deleteTexts={{
          delete: t('form.delete'),
          confirm: t('form.delete_confirm'),
          yes: t('form.delete_yes'),
          cancel: t('form.cancel'),
        }}
        onDeleted={close}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={saving && !switching}>
              {t(id ? 'form.save' : 'form.publish')}
            </Button>
          </>
        }
      >
        <VenuePositionFields t={t} form={form} choices={choices} />
        <PayFields t={t} form={form} choices={choices} />
        <HeadlineField t={t} form={form} headline={headline} textLanguage={textLanguage} />
        <ConditionsFields t={t} form={form} choices={choices} />
        <OfferTextsFields
          t={t}
          form={form}
          saved={saved}
          textLanguage={textLanguage}
          switching={switching}
          onLanguageChange={(target) => void onLanguageChange(target)}
          onGuru={openGuru}
        />
        <OfferPhoto
          t={t}
          form={form}
          offer={saved}
          onChoose={openMedia}
          onRemove={() => form.setValue('image1', 0, { shouldDirty: true })}
        />
        <RecruitField t={t} form={form} isLocked={recruitLocked} />
        <StatusChoice t={t} form={form} />
      </DialogFormBody>
    </Dialog>
  );
}
