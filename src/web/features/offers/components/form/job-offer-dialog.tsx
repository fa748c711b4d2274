import type { BriefSessionUser } from '@shared/contracts/accounts';
import { aboutTextLimit } from '@shared/contracts/chef-profiles';
import type { MediaItem } from '@shared/contracts/media';
import { offerSaveInput, type OfferView } from '@shared/contracts/offers';
import { isLive } from '../../lib/offer-display';
import type { VenueView } from '@shared/contracts/venues';
import { languages, type Language } from '@shared/i18n/languages';
import { currencyOfCountry } from '@shared/offers/pay';
import { currencyOptions } from '@shared/reference/currencies';
import { offerTermOptions, salaryTypeOptions } from '@shared/reference/offer-terms';
import { positionOptions } from '@shared/reference/positions';
import { BoundRichText } from '@web/components/ui/bound-rich-text';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { DialogFormBody, DialogLoading } from '@web/components/ui/dialog-form';
import { FormCheckbox, FormInput, FormSelect } from '@web/components/ui/form-field';
import { Picture } from '@web/components/ui/picture';
import { useToast } from '@web/components/ui/toast';
import { paths } from '@shared/paths';
import { offerPath } from '@web/components/offers/offer-display';
import { useOverlay, type DialogComponentProps } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { applyServerIssues } from '@web/lib/form-errors';
import { schemaResolver } from '@web/lib/form-resolver';
import { usePageNamespace } from '@web/lib/i18n';
import { parseRichText, plainText } from '@web/lib/rich-text';
import { withRichTextRule } from '@web/lib/rich-text-resolver';
import { useSessionUser } from '@web/lib/session';
import { initialTextLanguage, textChanged } from '@web/lib/text-language';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ImagePlus, Sparkles, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { offersKey, useOffer } from '../../api/offer';
import { useChosenPhoto, useOfferVenue, venueQueriesKey } from '../../api/offer-venue';
import { deleteOffer } from '../../api/delete-offer';
import { saveOffer } from '../../api/save-offer';
import type { JobOfferDialogData } from '../../dialogs';
import {
  canChangeRecruit,
  draftToForm,
  emptyOfferForm,
  formToDraft,
  generatedHeadline,
  headlineFollows,
  offerFormFields,
  offerPayload,
  offerTexts,
  offerToForm,
  offerVenueChoices,
  offerVersions,
  type OfferForm,
} from '../../lib/offer-form';
import { offerStatus } from '@shared/states';

type OfferOutput = z.output<typeof offerSaveInput>;
type OffersT = TFunction<'offer-form'>;

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
}: {
  t: OffersT;
  language: Language;
  user: BriefSessionUser;
  venue: VenueView | undefined;
  offer: OfferView | undefined;
  data: JobOfferDialogData;
  close: () => void;
  complete: (id: number) => void;
}) {
  const { openDialog, dialog } = useOverlay();
  // Who opened the form hears of the save even when the form reopened itself after the Guru or the media.
  const [openerCallback] = useState(() => (dialog?.name === 'joboffers' ? dialog.callback : undefined));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const id = offer?.id ?? 0;
  const rid = offer?.rid ?? data.rid;
  // The offer as last saved: a save before switching the texts' language brings its new versions.
  const [saved, setSaved] = useState(offer);
  const versions = useMemo(() => offerVersions(saved), [saved]);
  const [textLanguage, setTextLanguage] = useState<Language>(() => {
    const drafted = data.draft?.language;
    if (typeof drafted === 'string' && (languages as readonly string[]).includes(drafted))
      return drafted as Language;
    return initialTextLanguage(offerVersions(offer), language, offer?.language ?? null);
  });
  const [saving, setSaving] = useState(false);
  const [switching, setSwitching] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const initial = useMemo(() => {
    const base = offer
      ? offerToForm(offer, textLanguage)
      : emptyOfferForm(rid, currencyOfCountry(venue?.location?.components.country_code));
    return data.draft ? draftToForm(data.draft, base) : base;
    // The form starts once, from what it was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const form = useForm<OfferForm, unknown, OfferOutput>({
    resolver: withRichTextRule(
      withRichTextRule(schemaResolver<OfferForm, typeof offerSaveInput>(offerSaveInput), 'description', {
        limit: aboutTextLimit,
        required: true,
        min: 4,
      }),
      'requirements',
      { limit: aboutTextLimit, required: false },
    ),
    defaultValues: initial,
  });
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  // The headline follows position and pay until edited by hand (spec doc 2 section 4).
  const [headlineAuto, setHeadlineAuto] = useState(() => headlineFollows(initial.name, initial, languages));
  const sources = useWatch({
    control: form.control,
    name: ['position', 'currency', 'salarytype', 'salaryfrom', 'salaryto', 'hidesalary'],
  });
  const [position, currency, salarytype, salaryfrom, salaryto, hidesalary] = sources;
  const headline = generatedHeadline(
    { position, currency, salarytype, salaryfrom, salaryto, hidesalary },
    textLanguage,
  );
  useEffect(() => {
    if (headlineAuto && form.getValues('name') !== headline)
      form.setValue('name', headline, { shouldValidate: form.formState.isSubmitted });
  }, [headline, headlineAuto, form]);

  const recruitLocked = !canChangeRecruit(user, rid);
  useEffect(() => {
    if (recruitLocked && !form.getValues('recruit')) form.setValue('recruit', true);
  }, [recruitLocked, form]);

  const lists = useMemo(
    () => ({
      venues: offerVenueChoices(user, rid).map((v) => ({ value: String(v.id), label: v.name })),
      positions: [
        { value: '', label: t('form.choose') },
        ...positionOptions(language).map((o) => ({ value: String(o.value), label: o.label })),
      ],
      currencies: currencyOptions(language).map((o) => ({ value: String(o.value), label: o.label })),
      salaryTypes: salaryTypeOptions(language).map((o) => ({ value: o.value, label: o.label })),
      terms: offerTermOptions(language).map((o) => ({ value: o.value, label: o.label })),
    }),
    [user, rid, t, language],
  );

  const afterChange = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: offersKey }),
      queryClient.invalidateQueries({ queryKey: venueQueriesKey }),
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
    // Its link opens only once the offer is live (approved and on, D6): before that it would be a dead
    // link for everyone it reached, so the restaurant is told when it can share instead.
    if (!isLive(answer)) {
      showToast(
        t(answer.status === offerStatus.paused ? 'form.saved_paused' : 'form.saved_in_review'),
        'success',
      );
      return;
    }
    const link = offerPath(language, answer);
    openDialog('share', {
      url: new URL(link, window.location.origin).href,
      title: answer.name,
      subtitle: answer.restaurant.name,
      image:
        answer.image1?.miniature?.url ?? answer.image1?.square?.url ?? answer.restaurant.logo?.square?.url,
    });
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
    const before = offerTexts(saved, textLanguage);
    const changed =
      textChanged(before.description, form.getValues('description')) ||
      textChanged(before.requirements, form.getValues('requirements'));
    let current = saved;
    if (changed) {
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

  // The Guru and the media dialog open in the form's place (one dialog at a time); the form comes back
  // with what was typed whether they finish or are closed.
  const reopenWith = (values: OfferForm) => () =>
    openDialog(
      'joboffers',
      { rid, id: id || undefined, draft: formToDraft(values, textLanguage) },
      openerCallback,
    );

  const openGuru = () => {
    const values = form.getValues();
    const holdsWords = (html: string) => plainText(parseRichText(html)).trim() !== '';
    openDialog(
      'jobofferguru',
      {
        language: textLanguage,
        filled: {
          description: holdsWords(values.description),
          requirements: holdsWords(values.requirements),
        },
      },
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

  const richProps = {
    form,
    limit: aboutTextLimit,
    textLanguage,
    versions,
    switching,
    onLanguageChange: (target: Language) => void onLanguageChange(target),
  };

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
        <div className="grid gap-4 lg:grid-cols-2">
          <FormSelect form={form} name="rid" label={t('form.restaurant')} options={lists.venues} />
          <FormSelect
            form={form}
            name="position"
            label={t('form.position')}
            options={lists.positions}
            data-autofocus=""
          />
        </div>

        <fieldset className="flex flex-col gap-4 rounded-xl border border-stone-200 p-4">
          <legend className="px-1 text-sm font-semibold text-stone-800">{t('form.pay')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <FormSelect form={form} name="currency" label={t('form.currency')} options={lists.currencies} />
            <FormSelect
              form={form}
              name="salarytype"
              label={t('form.salarytype')}
              options={lists.salaryTypes}
            />
            <FormInput
              form={form}
              name="salaryfrom"
              inputMode="decimal"
              autoComplete="off"
              label={t('form.salaryfrom')}
            />
            <FormInput
              form={form}
              name="salaryto"
              inputMode="decimal"
              autoComplete="off"
              label={t('form.salaryto')}
            />
          </div>
          <FormCheckbox form={form} name="hidesalary" label={t('form.hidesalary')} />
        </fieldset>

        <div className="flex flex-col gap-1">
          <FormInput
            form={form}
            name="name"
            label={t('form.headline')}
            lang={textLanguage}
            hint={headlineAuto ? t('form.headline_auto') : t('form.headline_manual')}
            registerOptions={{
              onChange: (event: { target: { value: string } }) =>
                setHeadlineAuto(event.target.value.trim() === ''),
            }}
          />
          {!headlineAuto && headline ? (
            <Button
              variant="link"
              className="self-start"
              onClick={() => {
                setHeadlineAuto(true);
                form.setValue('name', headline, { shouldValidate: form.formState.isSubmitted });
              }}
            >
              {t('form.headline_reset')}
            </Button>
          ) : null}
        </div>

        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <FormSelect form={form} name="term" label={t('form.term')} options={lists.terms} />
          <FormInput form={form} name="hours" inputMode="numeric" label={t('form.hours')} />
          <FormInput form={form} name="holidays" inputMode="numeric" label={t('form.holidays')} />
          <FormInput form={form} name="daysoff" inputMode="numeric" label={t('form.daysoff')} />
        </div>

        <div className="flex flex-col gap-2">
          <div className="flex flex-col gap-2 rounded-xl bg-brand-50 p-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="min-w-0 flex-1 text-sm text-stone-800">{t('form.guru_hint')}</p>
            <Button variant="secondary" className="sm:shrink-0" onClick={openGuru} disabled={switching}>
              <Sparkles aria-hidden="true" className="size-4" />
              {t('form.guru')}
            </Button>
          </div>
          <BoundRichText {...richProps} name="description" label={t('form.description')} />
        </div>
        <BoundRichText
          {...richProps}
          name="requirements"
          label={t('form.requirements')}
          hint={t('form.requirements_hint')}
        />

        <OfferPhoto
          t={t}
          form={form}
          offer={saved}
          onChoose={openMedia}
          onRemove={() => form.setValue('image1', 0, { shouldDirty: true })}
        />

        <div className="flex flex-col gap-1">
          <FormCheckbox form={form} name="recruit" label={t('form.recruit')} disabled={recruitLocked} />
          <p className="text-sm text-stone-600">
            {recruitLocked ? t('form.recruit_locked') : t('form.recruit_hint')}
          </p>
        </div>

        <StatusChoice t={t} form={form} />
      </DialogFormBody>
    </Dialog>
  );
}

/** The offer's photo: the one chosen here, else the saved one; choose or change, and remove. */
function OfferPhoto({
  t,
  form,
  offer,
  onChoose,
  onRemove,
}: {
  t: OffersT;
  form: ReturnType<typeof useForm<OfferForm, unknown, OfferOutput>>;
  offer: OfferView | undefined;
  onChoose: () => void;
  onRemove: () => void;
}) {
  const chosen = useWatch({ control: form.control, name: 'image1' });
  const picked = useChosenPhoto(chosen)?.sizes;
  const sizes = chosen === 0 ? null : (picked ?? offer?.image1 ?? null);
  return (
    <section aria-labelledby="offer-photo-title" className="flex flex-col gap-2">
      <h3 id="offer-photo-title" className="text-sm font-medium text-stone-800">
        {t('form.photo')}
      </h3>
      {sizes ? (
        <Picture
          sizes={sizes}
          preset={sizes.miniature ? 'miniature' : 'square'}
          alt={t('form.photo_alt')}
          width={230}
          height={120}
          className="h-auto w-full max-w-[230px] rounded-lg border border-stone-200"
        />
      ) : (
        <p className="text-sm text-stone-600">{chosen ? t('form.photo_chosen') : t('form.photo_none')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onChoose}>
          <ImagePlus aria-hidden="true" className="size-4" />
          {sizes || chosen ? t('form.photo_change') : t('form.photo_choose')}
        </Button>
        {sizes ? (
          <Button variant="ghost" onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('form.photo_remove')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** Active or paused (spec doc 2 section 4: a new offer defaults to active). */
function StatusChoice({
  t,
  form,
}: {
  t: OffersT;
  form: ReturnType<typeof useForm<OfferForm, unknown, OfferOutput>>;
}) {
  const id = useId();
  const active = useWatch({ control: form.control, name: 'status' });
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('form.status')}</legend>
      {[true, false].map((value) => (
        <div key={String(value)} className="flex min-h-11 items-start gap-3 py-1">
          <input
            id={`${id}-${String(value)}`}
            type="radio"
            name={`${id}-status`}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
            checked={active === value}
            onChange={() => form.setValue('status', value, { shouldDirty: true })}
          />
          <label htmlFor={`${id}-${String(value)}`} className="text-sm text-stone-800">
            <span className="font-medium">{t(value ? 'form.status_active' : 'form.status_paused')}</span>
            <span className="block text-stone-600">
              {t(value ? 'form.status_active_hint' : 'form.status_paused_hint')}
            </span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
