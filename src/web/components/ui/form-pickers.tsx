import type { StoredPlace } from '@shared/contracts/location';
import type { ReferenceOption } from '@shared/reference/options';
import { LocationPicker } from '@web/components/places/location-picker';
import { useMemo } from 'react';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from './form-field';
import { MultiSelect } from './multi-select';

/**
 * The place picker and the long-list multi-select bound to react-hook-form (the chef wizard's and the
 * venue dialogs' forms).
 */

// The forms' value types differ; these fields only register, watch and read errors.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

/** The place picker (decisions D8) bound to a form field holding a place (or a text kept as written) or null. */
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
      value={(field.value as StoredPlace | null) ?? null}
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
  hint,
}: {
  form: AnyForm<T>;
  name: Path<T>;
  label: string;
  /** `keywords`: other words that find an option when typed (`SearchableOption`). */
  options: readonly (ReferenceOption & { keywords?: readonly string[] })[];
  hint?: string;
}) {
  const { t } = useTranslation('common');
  const { field } = useController({ control: form.control, name });
  const error = useFieldError({ form, name });
  const shown = useMemo(
    () =>
      options.map((o) => ({
        value: String(o.value),
        label: o.label,
        ...(o.keywords ? { keywords: o.keywords } : {}),
      })),
    [options],
  );
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
        remove: (item) => t('multi_select.remove', { name: item }),
        none: t('multi_select.none'),
        found: (count) => t('multi_select.found', { count }),
      }}
    />
  );
}
