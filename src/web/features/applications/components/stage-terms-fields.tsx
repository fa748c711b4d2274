import type { Language } from '@shared/i18n/languages';
import { applicationTypeOptions } from '@shared/reference/application-types';
import { endsNextDay, quarterHourOptions } from '@shared/reference/dates';
import { FormSelect, FormTextarea } from '@web/components/ui/form-field';
import { useMemo } from 'react';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The fields every date is set with, whoever sets it: its hours, what it is for and a message. */
export interface StageTermsForm {
  start: string;
  end: string;
  type: string;
  description: string;
}

/**
 * The hours (quarter hours; an end before the start is the next day, said under the end), what the date
 * is for (trial, interview, call) and the message, as the accept and the new-date dialogs ask them
 * (spec doc 2 section 5: start, end and type required, message at least 4 characters).
 */
export function StageTermsFields<F extends FieldValues & StageTermsForm>({
  form,
  messageLabel,
  messageHint,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output, as form-field.tsx takes it
  form: UseFormReturn<F, any, any>;
  messageLabel: string;
  messageHint: string;
}) {
  const { t, i18n } = useTranslation('applications');
  const language = i18n.language as Language;
  const name = (field: keyof StageTermsForm) => field as Path<F>;
  const [start, end] = useWatch({ control: form.control, name: [name('start'), name('end')] }) as [
    string,
    string,
  ];
  const lists = useMemo(() => {
    const choose = { value: '', label: t('accept.choose') };
    return {
      hours: [choose, ...quarterHourOptions()],
      types: applicationTypeOptions(language).map((o) => ({ value: String(o.value), label: o.label })),
    };
  }, [t, language]);
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <FormSelect form={form} name={name('start')} label={t('accept.start')} options={lists.hours} />
        <FormSelect
          form={form}
          name={name('end')}
          label={t('accept.end')}
          options={lists.hours}
          hint={start && end && endsNextDay(start, end) ? t('accept.next_day', { end }) : undefined}
        />
      </div>
      <FormSelect form={form} name={name('type')} label={t('accept.type')} options={lists.types} />
      <FormTextarea form={form} name={name('description')} label={messageLabel} hint={messageHint} rows={4} />
    </>
  );
}
