import type { Place } from '@shared/contracts/places';
import type { Language } from '@shared/i18n/languages';
import { monthOptions, yearOptions } from '@shared/reference/dates';
import type { ReferenceOption } from '@shared/reference/options';
import { LocationPicker } from '@web/components/places/location-picker';
import { FormCheckbox, FormSelect, useFieldError } from '@web/components/ui/form-field';
import { MultiSelect } from '@web/components/ui/multi-select';
import type { SelectOption } from '@web/components/ui/select';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useController, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

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

/** The place picker (decisions D8) bound to a form field holding a place or null. */
export function LocationField<T extends FieldValues>({
  form,
  name,
  label,
}: {
  form: AnyForm<T>;
  name: Path<T>;
  label: string;
}) {
  const { field } = useController({ control: form.control, name });
  const error = useFieldError({ form, name });
  return (
    <LocationPicker
      label={label}
      value={(field.value as Place | null) ?? null}
      onChange={(place) => field.onChange(place)}
      error={error}
      name={field.name}
    />
  );
}

/** A multi-select of a long list (countries, visas, cuisines) bound to a form field holding codes. */
export function MultiSelectField<T extends FieldValues>({
  form,
  name,
  label,
  options,
  t,
  hint,
}: {
  form: AnyForm<T>;
  name: Path<T>;
  label: string;
  options: readonly ReferenceOption[];
  t: TFunction<'chef'>;
  hint?: string;
}) {
  const { field } = useController({ control: form.control, name });
  const error = useFieldError({ form, name });
  const shown = useMemo(() => options.map((o) => ({ value: String(o.value), label: o.label })), [options]);
  return (
    <MultiSelect
      label={label}
      hint={hint}
      options={shown}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
      texts={{
        remove: (item) => t('wizard.multi.remove', { name: item }),
        none: t('wizard.multi.none'),
        found: (count) => t('wizard.multi.found', { count }),
      }}
    />
  );
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
