import { applyInput, maxTrialDates, type SubscribeOutput } from '@shared/contracts/applications';
import { audienceParts, type AudiencePart, type OfferCard } from '@shared/contracts/offers';
import { AudienceReasons, OfferAsks } from '@web/components/offers/offer-asks';
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
import { localToday } from '../lib/month';
import { useApply, useOpenOffers, type ClosedOffer } from '../api/apply';
import type { OfferToApply } from '../dialogs';

interface ApplyForm {
  /** Three date inputs, of which `shown` are on screen; empty ones are not sent. */
  dates: string[];
  disponibility: string;
  disponibilitydate: string;
}

/**
 * The apply dialog (spec doc 1 sections 2, 4 and 5: applyoffers): the offers still open to the chef
 * among those chosen, up to 3 trial dates (none in the past), and when the chef can start (a date with
 * "available from"). Sending applies to them all (offer/subscribe); the selection panel then loses
 * them, and the dialog says what was sent. Offers closed since they were chosen are shown and left out,
 * with why (D9: the venue's conditions the profile does not meet). Offers asking for a nationality or a
 * spoken language the chef has not declared ask for it first (the profile's step, then back here). An
 * offer a venue sent (`applicationId`) is accepted with the same form, in its own words.
 */
export default function ApplyDialog({ data, close }: DialogComponentProps<'applyoffers'>) {
  const { t, i18n } = useTranslation('applications');
  const { user } = useSessionUser();
  const { openDialog } = useOverlay();
  const ids = useMemo(() => data.offers.map((offer) => offer.id), [data.offers]);
  const open = useOpenOffers(ids);
  const [sent, setSent] = useState<SubscribeOutput | null>(null);
  // An offer a venue sent is accepted, not applied to (the same form, its own words).
  const accepting = data.applicationId !== undefined;
  const k = (key: string) => (accepting ? `take.${key}` : `apply.${key}`);

  // Logged out in the meantime (another tab), or not a chef: nothing to apply with.
  useEffect(() => {
    if (user === null || (user && user.type !== 'chef')) close();
  }, [user, close]);

  const openIds = new Set(open.data?.list.map((offer) => offer.id));
  const shown: ShownOffer[] = data.offers.map((offer) => {
    const card = open.data?.list.find((c) => c.id === offer.id);
    const closed = open.data?.closed.find((c) => c.id === offer.id);
    return card
      ? { id: offer.id, title: card.name, subtitle: card.restaurant.name, isOpen: true, card }
      : { ...offer, isOpen: false, closed };
  });
  // What the open offers ask that the chef has not declared yet (D9 as revised): added first, through
  // the profile's own step, after which this dialog opens again with the same offers.
  const asking = shown.filter((offer) => offer.card && offer.card.undeclared.length > 0);
  const reopen = () => openDialog('applyoffers', data);
  const title = sent ? t(k('sent_title')) : t(k('title'), { count: data.offers.length });

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && close()}
      title={title}
      description={sent ? undefined : t(k('intro'))}
      sheet
    >
      {sent ? (
        <Sent result={sent} offers={shown} accepting={accepting} />
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
          <OfferList offers={shown} label={t(k('offers_label'))} />
          {openIds.size === 0 ? (
            <>
              <Alert>{t('apply.none_left', { count: data.offers.length })}</Alert>
              <DialogActions>
                <Button variant="secondary" onClick={close}>
                  {t('apply.close')}
                </Button>
              </DialogActions>
            </>
          ) : asking.length > 0 && !accepting ? (
            <DeclareFirst
              offers={asking}
              onAdd={(part) =>
                openDialog(part === 'language' ? 'cheflanguage' : 'chefinfo', {}, undefined, reopen)
              }
              close={close}
            />
          ) : (
            <ApplyFormBody
              offerIds={ids.filter((id) => openIds.has(id))}
              language={i18n.language as Language}
              fromSelection={data.fromSelection === true}
              applicationId={data.applicationId}
              close={close}
              onSent={setSent}
              sendLabel={t(k('send'))}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}

interface ShownOffer extends OfferToApply {
  isOpen: boolean;
  /** The open offer's card (what it asks, D9). */
  card?: OfferCard;
  /** Why a closed one is closed (offers/in). */
  closed?: ClosedOffer;
}

function OfferList({ offers, label }: { offers: ShownOffer[]; label: string }) {
  const { t } = useTranslation('applications');
  return (
    <section aria-labelledby="apply-offers" className="mb-4">
      <h3 id="apply-offers" className="mb-2 text-sm font-semibold text-stone-700">
        {label}
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
            {offer.card ? (
              <OfferAsks
                audience={offer.card.restaurant.audience}
                undeclared={offer.card.undeclared}
                className="mt-1"
              />
            ) : null}
            {offer.isOpen ? null : offer.closed?.reason === 'not_for_you' && offer.closed.audience ? (
              <div className="mt-1 text-sm text-stone-800">
                <span className="block font-medium text-danger-600">{t('apply.not_for_you')}</span>
                <AudienceReasons detail={offer.closed.audience} />
              </div>
            ) : (
              <span className="block text-sm font-medium text-danger-600">{t('apply.unavailable')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The open offers ask for a nationality or a spoken language the chef's profile does not give yet:
 * one button per part opens the profile's own step (languages, or the info step with nationalities).
 */
function DeclareFirst({
  offers,
  onAdd,
  close,
}: {
  offers: ShownOffer[];
  onAdd: (part: AudiencePart) => void;
  close: () => void;
}) {
  const { t } = useTranslation('applications');
  const parts = audienceParts.filter((part) => offers.some((offer) => offer.card?.undeclared.includes(part)));
  return (
    <div className="flex flex-1 flex-col gap-4">
      <p className="text-stone-900">{t('apply.declare_first', { count: offers.length })}</p>
      <DialogActions className="mt-auto flex flex-col gap-2 lg:flex-row lg:justify-end">
        <Button variant="secondary" onClick={close}>
          {t('apply.cancel')}
        </Button>
        {parts.map((part) => (
          <Button key={part} onClick={() => onAdd(part)}>
            {t(`apply.declare_${part}`)}
          </Button>
        ))}
      </DialogActions>
    </div>
  );
}

function ApplyFormBody({
  offerIds,
  language,
  fromSelection,
  applicationId,
  close,
  onSent,
  sendLabel,
}: {
  offerIds: number[];
  language: Language;
  fromSelection: boolean;
  applicationId: number | undefined;
  close: () => void;
  onSent: (result: SubscribeOutput) => void;
  sendLabel: string;
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
          {sendLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

function Sent({
  result,
  offers,
  accepting,
}: {
  result: SubscribeOutput;
  offers: OfferToApply[];
  accepting: boolean;
}) {
  const { t } = useTranslation('applications');
  const { completeDialog } = useOverlay();
  const names = result.already
    .map((id) => offers.find((offer) => offer.id === id)?.title)
    .filter((name): name is string => Boolean(name));
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="flex items-start gap-2 text-stone-900">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
        <span>{t(accepting ? 'take.sent' : 'apply.sent', { count: result.applications.length })}</span>
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
