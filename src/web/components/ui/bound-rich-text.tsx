import type { Language } from '@shared/i18n/languages';
import { fieldErrorText } from '@web/lib/form-errors';
import { useTranslation } from 'react-i18next';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { Versions } from '@web/lib/text-language';
import { RichTextField } from './rich-text-field';

/** The free text of a form, bound to react-hook-form, with its language selector. */
export function BoundRichText<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  limit,
  textLanguage,
  versions,
  switching,
  onLanguageChange,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>;
  name: Path<T>;
  label: string;
  hint?: string;
  limit: number;
  textLanguage: Language;
  versions: Versions;
  switching: boolean;
  onLanguageChange: (language: Language) => void;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: form.control, name });
  const error = fieldState.error;
  const text =
    error?.message === 'text_too_long' && error.type !== 'server'
      ? t('validation:text_too_long', { max: limit })
      : fieldErrorText(error, t);
  return (
    <RichTextField
      label={label}
      hint={hint}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={text}
      limit={limit}
      textLanguage={textLanguage}
      versions={versions}
      switching={switching}
      onLanguageChange={onLanguageChange}
    />
  );
}
