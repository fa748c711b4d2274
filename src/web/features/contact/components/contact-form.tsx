import type { contactInput } from '@shared/contracts/contact';
import { countryCodeOptions, dialCode } from '@shared/reference/country-codes';
import type { CountryId } from '@shared/reference/countries';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormInput, FormSelect, FormTextarea } from '@web/components/ui/form-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { useDevice } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { applyServerIssues, fieldErrorText } from '@web/lib/form-errors';
import { lazyResolver } from '@web/lib/lazy-form-resolver';
import { usePageNamespace } from '@web/lib/i18n';
import type { TFunction } from 'i18next';
import { Send } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type FieldError,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import { useSendContact, type ContactValues } from '../api/send-contact';
import { cvFileProblem, defaultPhoneCountry, isCountryId, maxCvMegabytes } from '../lib/contact-helpers';
import { CvField } from './cv-field';

/** What the visitor edits; `phonecode` holds the picker's country (dial codes are shared, e.g. +44). */
interface ContactFormValues {
  name: string;
  surname: string;
  phonecode: CountryId | '';
  phone: string;
  company: string;
  email: string;
  subject: string;
  enquiry: string;
  fileupload: File | null;
}

type ContactFormOutput = ContactValues & { fileupload: File | null };

interface ContactFormContext {
  /** The callback request has no CV: a file chosen on the other tab is neither checked nor sent. */
  acceptsCv: boolean;
}

const formFields = [
  'name',
  'surname',
  'phonecode',
  'phone',
  'company',
  'email',
  'subject',
  'enquiry',
  'fileupload',
] as const;

/** The enquiry's limit (shared contract: at most 5,000 characters). */
export const enquiryMaxLength = 5000;
/** Plain text inputs: at most 255 characters (spec doc 1 section 5). */
const textMaxLength = 255;

// The schema and zod load on the first submit, not with the page (bundle budget of public pages).
const schemaCheck = lazyResolver(async () => {
  const [{ schemaResolver }, { contactInput: schema }] = await Promise.all([
    import('@web/lib/form-resolver'),
    import('@shared/contracts/contact'),
  ]);
  return schemaResolver<ContactFormValues, typeof contactInput>(schema);
});

/**
 * The shared contact schema, as the server applies it, on the form's values with the picked country
 * turned into its dial code; plus the client's checks of the CV (type and size; the server checks the
 * bytes again).
 */
const contactResolver: Resolver<ContactFormValues, ContactFormContext, ContactFormOutput> = async (
  values,
  context,
  options,
) => {
  const phonecode = isCountryId(values.phonecode) ? dialCode(values.phonecode) : '';
  const result = await schemaCheck(
    { ...values, phonecode } as unknown as ContactFormValues,
    undefined,
    options,
  );
  const file = context?.acceptsCv === false ? null : values.fileupload;
  const errors: FieldErrors<ContactFormValues> = { ...result.errors };
  const problem = cvFileProblem(file);
  if (problem) errors.fileupload = { type: 'validate', message: problem };
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: { ...(result.values as ContactValues), fileupload: file }, errors: {} };
};

function errorFor(
  field: (typeof formFields)[number],
  error: FieldError | undefined,
  t: TFunction,
): string | undefined {
  if (!error?.message || error.type === 'server') return fieldErrorText(error, t);
  if (field === 'fileupload') return t(`validation:${error.message}`, { max: maxCvMegabytes });
  if (field === 'enquiry') return t(`validation:${error.message}`, { max: enquiryMaxLength });
  return fieldErrorText(error, t);
}

export interface ContactFormProps {
  /** 'message': "drop us a line" (with an optional CV); 'callback': "request callback" (sends callback=1). */
  mode: 'message' | 'callback';
  /** The selected offers of the send-CV-only flow (contact/{ids}). */
  offerIds?: number[];
  /** Called after the server took the message (the form has been emptied). */
  onSent?: () => void;
}

/**
 * The contact form (spec doc 1 sections 3, 5, 8; decisions D10, D12): validated with the shared schema,
 * field errors under their fields with a generic message on top, sent as multipart with the CV and
 * upload progress. Failures keep what was typed; the success dialog shows the server's message and
 * the form empties. Also the callback request form of the services pages (`mode="callback"`).
 */
export function ContactForm({ mode, offerIds, onSent }: ContactFormProps) {
  const { t, ready } = usePageNamespace('contact');
  if (!ready) {
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-4">
        <span className="sr-only">{t('common:loading')}</span>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-36 w-full" />
      </div>
    );
  }
  return <ContactFormBody mode={mode} offerIds={offerIds} onSent={onSent} t={t} />;
}

function ContactFormBody({ mode, offerIds, onSent, t }: ContactFormProps & { t: TFunction }) {
  const { language, openDialog } = useDevice();
  const send = useSendContact();
  const [progress, setProgress] = useState<number | null>(null);
  const noticeId = useId();
  const cvFlow = mode === 'message' && (offerIds?.length ?? 0) > 0;
  const acceptsCv = mode === 'message';

  const defaultValues = useMemo<ContactFormValues>(
    () => ({
      name: '',
      surname: '',
      phonecode: defaultPhoneCountry[language],
      phone: '',
      company: '',
      email: '',
      subject: '',
      enquiry: '',
      fileupload: null,
    }),
    [language],
  );
  const form = useForm<ContactFormValues, ContactFormContext, ContactFormOutput>({
    resolver: contactResolver,
    context: { acceptsCv },
    defaultValues,
  });
  const { errors } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;

  const dialCodes = useMemo(
    () => countryCodeOptions(language).map(({ value, label }) => ({ value, label })),
    [language],
  );

  const enquiryLength = useWatch({ control: form.control, name: 'enquiry' }).length;

  // The callback request has no CV: an error of a file chosen on the other tab is not this form's.
  const { clearErrors } = form;
  useEffect(() => {
    if (!acceptsCv) clearErrors('fileupload');
  }, [acceptsCv, clearErrors]);

  const onSubmit = form.handleSubmit(async ({ fileupload, ...values }) => {
    setProgress(0);
    try {
      const { message } = await send.mutateAsync({
        values: { ...values, callback: mode === 'callback', offers: offerIds?.length ? offerIds : undefined },
        file: acceptsCv ? fileupload : null,
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      form.reset(defaultValues);
      openDialog('success', { message: message || t('common:action_completed') });
      onSent?.();
    } catch (error) {
      if (applyServerIssues(error, form.setError, formFields) || applyFileIssue(error)) return;
      const message =
        isApiError(error) && error.isNetworkError && !error.message
          ? t('errors.network')
          : errorText(error, t);
      openDialog('error', { message });
    } finally {
      setProgress(null);
    }
  });

  /** A refused CV past the size limit answers 413 (not 400) with its issue on the file field. */
  function applyFileIssue(error: unknown): boolean {
    if (!isApiError(error)) return false;
    const issue = error.issues.find(
      (i) => i.field === 'fileupload' || i.field === 'curriculum' || i.field === 'cv',
    );
    if (!issue || error.issues.length > 1) return false;
    form.setError('fileupload', { type: 'server', message: issue.message }, { shouldFocus: true });
    return true;
  }

  const sending = send.isPending;
  const submitLabel = cvFlow
    ? t('form.submit_cv')
    : mode === 'callback'
      ? t('form.submit_callback')
      : t('form.submit_message');
  const formLabel = cvFlow
    ? t('form.label_cv')
    : mode === 'callback'
      ? t('form.label_callback')
      : t('form.label_message');

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={formLabel}
      aria-describedby={noticeId}
      className="flex min-w-0 flex-col gap-4"
    >
      {/* Spec doc 1 section 5: a generic message while any field is in error; the first one has focus. */}
      {hasErrors ? <Alert>{t('validation:form_has_errors')}</Alert> : null}
      <p id={noticeId} className="text-sm text-stone-600">
        {t('form.required_note')}
      </p>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput
          form={form}
          name="name"
          label={t('form.name')}
          autoComplete="given-name"
          maxLength={textMaxLength}
          aria-required="true"
        />
        <FormInput
          form={form}
          name="surname"
          label={t('form.surname')}
          autoComplete="family-name"
          maxLength={textMaxLength}
          aria-required="true"
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <FormSelect
          form={form}
          name="phonecode"
          label={t('form.phonecode')}
          options={dialCodes}
          // A select matches :read-only, which the shared control styles grey out as if it were locked.
          className="read-only:bg-white! read-only:text-stone-900!"
        />
        <FormInput
          form={form}
          name="phone"
          label={t('form.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={textMaxLength}
          aria-required="true"
          hint={mode === 'callback' ? t('form.phone_hint_callback') : undefined}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput
          form={form}
          name="company"
          label={cvFlow ? t('form.company_cv') : t('form.company')}
          autoComplete="organization"
          maxLength={textMaxLength}
          aria-required="true"
        />
        <FormInput
          form={form}
          name="email"
          label={t('form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={textMaxLength}
          aria-required="true"
        />
      </div>

      <FormInput
        form={form}
        name="subject"
        label={t('form.subject')}
        maxLength={textMaxLength}
        aria-required="true"
      />

      <FormTextarea
        form={form}
        name="enquiry"
        label={
          cvFlow ? t('form.enquiry_cv') : mode === 'callback' ? t('form.enquiry_callback') : t('form.enquiry')
        }
        maxLength={enquiryMaxLength}
        aria-required="true"
        counter={t('form.counter', { total: enquiryLength, max: enquiryMaxLength })}
        errorText={(error) => errorFor('enquiry', error, t)}
      />

      {acceptsCv ? (
        <Controller
          control={form.control}
          name="fileupload"
          render={({ field }) => (
            <CvField
              legend={t('form.cv')}
              chooseLabel={t('form.cv_choose')}
              replaceLabel={t('form.cv_replace')}
              chosenText={(name) => t('form.cv_chosen', { name })}
              removeLabel={(name) => t('form.cv_remove', { name })}
              hint={t('form.cv_hint', { max: maxCvMegabytes })}
              error={errorFor('fileupload', errors.fileupload, t)}
              value={field.value}
              name={field.name}
              disabled={sending}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(file) => {
                field.onChange(file);
                // Checked at once: a wrong type or size is said before anything is sent.
                void form.trigger('fileupload');
              }}
            />
          )}
        />
      ) : null}

      {progress !== null ? (
        <div className="flex flex-col gap-1.5">
          <div
            role="progressbar"
            aria-label={t('form.sending')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${progress}%` }}
            />
          </div>
          <p className="text-sm text-stone-700" aria-hidden="true">
            {t('form.progress', { percent: progress })}
          </p>
        </div>
      ) : null}

      <div className="flex flex-col sm:flex-row sm:justify-end">
        <Button type="submit" size="lg" loading={sending}>
          {sending ? null : <Send aria-hidden="true" className="size-5" />}
          {sending ? t('form.sending') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
