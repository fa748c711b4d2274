import { applyInput, maxTrialDates, type SubscribeOutput } from '@shared/contracts/applications';
import type { Language } from '@shared/i18n/languages';
import { availableFrom, disponibilityOptions } from '@shared/reference/disponibility';
import { useSelection } from '@web/components/selection/use-selection';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, autoFocusProps } from '@web/components/ui/dialog';
import { FormInput, FormSelect } from '@web/components/ui/form-field';
import { Skeleton } from '@web/components/ui/skeleton';
import type { DialogComponentProps } from '@web/lib/device';
import { useOverlay } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { applyServerIssues, fieldErrorText } from '@web/lib/form-errors';
import { schemaResolver } from '@web/lib/form-resolver';
import { useSessionUser } from '@web/lib/session';
import { CalendarPlus, CheckCircle2, Send, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApply, useOpenOffers } from '../api/apply';
import type { OfferToApply } from '../dialogs';

interface ApplyForm {
  /** Three date inputs, of which `shown` are on screen; empty ones are not sent. */
  dates: string[];
  disponibility: string;
  disponibilitydate: string;
}

/** Today in the chef's own calendar: the first day the date inputs offer. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The apply dialog (spec doc 1 sections 2, 4 and 5: applyoffers): the offers still open to the chef
 * among those chosen, up to 3 trial dates (none in the past), and when the chef can start (a date with
 * "available from"). Sending applies to them all (offer/subscribe); the selection panel then loses
 * them, and the dialog says what was sent. Offers closed since they were chosen are shown and left out.
 */
export default function ApplyDialog({ data, close }: DialogComponentProps<'applyoffers'>) {
  const { t, i18n } = useTranslation('applications');
  const { user } = useSessionUser();
  const ids = useMemo(() => data.offers.map((offer) => offer.id), [data.offers]);
  const open = useOpenOffers(ids);
  const [sent, setSent] = useState<SubscribeOutput | null>(null);

  // Logged out in the meantime (another tab), or not a chef: nothing to apply with.
  useEffect(() => {
    if (user === null || (user && user.type !== 'chef')) close();
  }, [user, close]);

  const openIds = new Set(open.data?.map((offer) => offer.id));
  const shown: (OfferToApply & { isOpen: boolean })[] = data.offers.map((offer) => {
    const card = open.data?.find((c) => c.id === offer.id);
    return card
      ? { id: offer.id, title: card.name, subtitle: card.restaurant.name, isOpen: true }
      : { ...offer, isOpen: false };
  });
  const title = sent ? t('apply.sent_title') : t('apply.title', { count: data.offers.length });

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && close()}
      title={title}
      description={sent ? undefined : t('apply.intro')}
      sheet
    >
      {sent ? (
        <Sent result={sent} offers={shown} />
      ) : open.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label={t('apply.loading')}>
          <Skeleton className="h-16" />
          <Skeleton className="h-10" />
        </div>
      ) : open.isError ? (
        <div className="flex flex-col gap-4">
          <Alert>{t('apply.load_error')}</Alert>
          <Button className="self-start" onClick={() => void open.refetch()}>
            {t('apply.retry')}
          </Button>
        </div>
      ) : (
        // A full-height sheet on phones: the actions stay at the bottom (as the form dialogs' do).
        <div className="flex min-h-full flex-col">
          <OfferList offers={shown} />
          {openIds.size === 0 ? (
            <>
              <Alert>{t('apply.none_left')}</Alert>
              <DialogActions>
                <Button variant="secondary" onClick={close}>
                  {t('apply.close')}
                </Button>
              </DialogActions>
            </>
          ) : (
            <ApplyFormBody
              offerIds={ids.filter((id) => openIds.has(id))}
              language={i18n.language as Language}
              fromSelection={data.fromSelection === true}
              applicationId={data.applicationId}
              close={close}
              onSent={setSent}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}

function OfferList({ offers }: { offers: (OfferToApply & { isOpen: boolean })[] }) {
  const { t } = useTranslation('applications');
  return (
    <section aria-labelledby="apply-offers" className="mb-4">
      <h3 id="apply-offers" className="mb-2 text-sm font-semibold text-stone-700">
        {t('apply.offers_label')}
      </h3>
      <ul className="flex flex-col gap-2">
        {offers.map((offer) => (
          <li
            key={offer.id}
            className="rounded-xl border border-stone-200 px-3 py-2 data-[closed]:border-dashed data-[closed]:text-stone-500"
            data-closed={offer.isOpen ? undefined : ''}
          >
            <span className="block font-semibold break-words text-stone-900">{offer.title}</span>
            {offer.subtitle ? <span className="block text-sm text-stone-700">{offer.subtitle}</span> : null}
            {offer.isOpen ? null : (
              <span className="block text-sm font-medium text-danger-600">{t('apply.unavailable')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ApplyFormBody({
  offerIds,
  language,
  fromSelection,
  applicationId,
  close,
  onSent,
}: {
  offerIds: number[];
  language: Language;
  fromSelection: boolean;
  applicationId: number | undefined;
  close: () => void;
  onSent: (result: SubscribeOutput) => void;
}) {
  const { t } = useTranslation('applications');
  const { t: tc } = useTranslation();
  const apply = useApply(applicationId);
  const selection = useSelection('offers');
  const [shownDates, setShownDates] = useState(1);
  const [formError, setFormError] = useState<string | null>(null);
  const [today] = useState(localToday);
  // The shared schema checks what the server checks; the form sends only the dates on screen.
  const schema = useMemo(
    () =>
      z.preprocess((raw) => {
        const values = raw as ApplyForm;
        return {
          ...values,
          offers: offerIds,
          dates: values.dates.slice(0, shownDates).filter((date) => date !== ''),
        };
      }, applyInput),
    [offerIds, shownDates],
  );
  const form = useForm<ApplyForm, unknown, z.output<typeof applyInput>>({
    resolver: schemaResolver<ApplyForm, typeof schema>(schema),
    defaultValues: { dates: ['', '', ''], disponibility: '', disponibilitydate: '' },
  });
  const disponibility = useWatch({ control: form.control, name: 'disponibility' });
  const { errors } = useFormState({ control: form.control });
  // The schema's issue on the list sits on `dates.root` (a list field); the server's on `dates`.
  const datesError = ((errors.dates as { root?: unknown } | undefined)?.root ?? errors.dates) as
    { message?: string; type?: string } | undefined;
  const options = useMemo(
    () => [
      { value: '', label: t('apply.choose') },
      ...disponibilityOptions(language).map((o) => ({ value: String(o.value), label: o.label })),
    ],
    [t, language],
  );

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await apply.mutateAsync({
        offers: values.offers.join(','),
        dates: JSON.stringify(values.dates),
        disponibility: values.disponibility,
        disponibilitydate: values.disponibilitydate ?? '',
      });
      if (fromSelection)
        for (const id of [...result.applications.map((a) => a.oid), ...result.already]) selection.remove(id);
      onSent(result);
    } catch (error) {
      if (!applyServerIssues(error, form.setError, ['dates', 'disponibility', 'disponibilitydate']))
        setFormError(errorText(error, tc));
    }
  });

  const removeDate = (index: number) => {
    const dates = form.getValues('dates');
    const next = [...dates.slice(0, index), ...dates.slice(index + 1), ''];
    form.setValue('dates', next);
    setShownDates((n) => Math.max(1, n - 1));
  };

  return (
    <form
      noValidate
      className="flex flex-1 flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {formError ? <Alert>{formError}</Alert> : null}
      <fieldset className="flex flex-col gap-3" aria-describedby="apply-dates-hint">
        <legend className="mb-1 text-base font-semibold text-stone-900">{t('apply.dates_legend')}</legend>
        <p id="apply-dates-hint" className="text-sm text-stone-700">
          {t('apply.dates_hint')}
        </p>
        {Array.from({ length: shownDates }, (_, index) => (
          <div key={index} className="flex items-end gap-2">
            <FormInput
              form={form}
              name={`dates.${index}`}
              type="date"
              min={today}
              label={t('apply.date_label', { n: index + 1 })}
              className="min-w-0"
              {...(index === 0 ? autoFocusProps() : {})}
            />
            {shownDates > 1 ? (
              <Button
                variant="ghost"
                className="mb-1 shrink-0"
                aria-label={t('apply.remove_date', { n: index + 1 })}
                onClick={() => removeDate(index)}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            ) : null}
          </div>
        ))}
        {datesError?.message ? (
          <p role="alert" className="text-sm font-medium text-danger-600">
            {fieldErrorText(datesError as never, tc)}
          </p>
        ) : null}
        {shownDates < maxTrialDates ? (
          <Button variant="ghost" className="self-start" onClick={() => setShownDates((n) => n + 1)}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('apply.add_date')}
          </Button>
        ) : null}
      </fieldset>
      <FormSelect form={form} name="disponibility" label={t('apply.disponibility')} options={options} />
      {disponibility === String(availableFrom) ? (
        <FormInput
          form={form}
          name="disponibilitydate"
          type="date"
          min={today}
          label={t('apply.disponibility_date')}
        />
      ) : null}
      <DialogActions className="mt-auto grid grid-cols-2 gap-2 lg:flex lg:flex-row lg:justify-end">
        <Button variant="secondary" onClick={close}>
          {t('apply.cancel')}
        </Button>
        <Button type="submit" loading={apply.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {t('apply.send')}
        </Button>
      </DialogActions>
    </form>
  );
}

function Sent({ result, offers }: { result: SubscribeOutput; offers: OfferToApply[] }) {
  const { t } = useTranslation('applications');
  const { completeDialog } = useOverlay();
  const names = result.already
    .map((id) => offers.find((offer) => offer.id === id)?.title)
    .filter((name): name is string => Boolean(name));
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="flex items-start gap-2 text-stone-900">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
        <span>{t('apply.sent', { count: result.applications.length })}</span>
      </p>
      {names.length ? (
        <p className="text-sm text-stone-700">{t('apply.already', { names: names.join(', ') })}</p>
      ) : null}
      <DialogActions>
        <Button onClick={() => completeDialog('applyoffers', result)}>{t('apply.close')}</Button>
      </DialogActions>
    </div>
  );
}
