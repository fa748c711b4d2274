import type { Language } from '@shared/i18n/languages';
import { monthOptions, yearOptions } from '@shared/reference/dates';
import type { ReferenceOption } from '@shared/reference/options';
import { FormCheckbox, FormSelect } from '@web/components/ui/form-field';
import type { SelectOption } from '@web/components/ui/select';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

// The step forms' value types differ; these fields only register, watch and read errors.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

/** A reference list as select options, after a first "Choose…" option with no value. */
export function choices(
  t: TFunction<'chef'>,
  options: readonly ReferenceOption[],
  placeholder = t('wizard.fields.choose'),
): SelectOption[] {
  return [
    { value: '', label: placeholder },
    ...options.map((o) => ({ value: String(o.value), label: o.label })),
  ];
}

/**
 * From and to (month and year) of an experience or a study, and "currently": while ticked, the end is
 * neither asked nor kept (spec doc 1 section 5). Years: this one and the 59 before.
 */
export function PeriodFields<T extends FieldValues>({
  form,
  t,
  language,
  currentlyLabel,
}: {
  form: AnyForm<T>;
  t: TFunction<'chef'>;
  language: Language;
  currentlyLabel: string;
}) {
  const currently = useWatch({ control: form.control, name: 'value.currently' as Path<T> }) as boolean;
  const months = useMemo(() => choices(t, monthOptions(language)), [t, language]);
  const years = useMemo(() => choices(t, yearOptions()), [t]);
  const field = (key: string) => `value.${key}` as Path<T>;
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <FormSelect
          form={form}
          name={field('fromMonth')}
          label={t('wizard.fields.from_month')}
          options={months}
        />
        <FormSelect
          form={form}
          name={field('fromYear')}
          label={t('wizard.fields.from_year')}
          options={years}
        />
      </div>
      <FormCheckbox form={form} name={field('currently')} label={currentlyLabel} />
      {currently ? null : (
        <div className="grid grid-cols-2 gap-3">
          <FormSelect
            form={form}
            name={field('toMonth')}
            label={t('wizard.fields.to_month')}
            options={months}
          />
          <FormSelect form={form} name={field('toYear')} label={t('wizard.fields.to_year')} options={years} />
        </div>
      )}
    </>
  );
}
