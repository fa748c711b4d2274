import { languages, type Language } from '@shared/i18n/languages';
import { displayName, localeOf } from '@shared/reference/options';
import { controlClasses, FieldError } from '@web/components/ui/field';
import { Skeleton } from '@web/components/ui/skeleton';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Versions } from '@web/lib/text-language';

// The editor (TipTap and ProseMirror) loads with the first form that shows a free text, not before.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

export interface RichTextFieldProps {
  label: string;
  hint?: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Translated. */
  error?: string;
  limit: number;
  /** The language the text is written in (decisions D7). */
  textLanguage: Language;
  /** Every version written so far: their languages are marked in the selector. */
  versions: Versions;
  onLanguageChange: (language: Language) => void;
  /** True while the text is being saved before another language loads. */
  switching: boolean;
}

/**
 * A free text written per language (a chef's about, descriptions and referrals; a venue's about, stage
 * info and covers): its label with the language it
 * is written in beside it (the four languages, those already written marked), a line saying which one
 * is being written, the rich-text editor and its error. Changing the language is the form's to handle
 * (it saves first).
 */
export function RichTextField({
  label,
  hint,
  value,
  onChange,
  onBlur,
  error,
  limit,
  textLanguage,
  versions,
  onLanguageChange,
  switching,
}: RichTextFieldProps) {
  const id = useId();
  const { t, i18n } = useTranslation('common');
  const interfaceLanguage = i18n.language as Language;
  const nameOf = (code: Language) => displayName('language', code, interfaceLanguage);
  // Inside a sentence, Spanish, French and Portuguese write language names in lower case.
  const inSentence = (code: Language) =>
    interfaceLanguage === 'en' ? nameOf(code) : nameOf(code).toLocaleLowerCase(localeOf[interfaceLanguage]);
  const number = (value: number) => new Intl.NumberFormat(localeOf[interfaceLanguage]).format(value);
  const labelId = `${id}-label`;
  const counterId = `${id}-counter`;
  const selectId = `${id}-language`;
  const describedBy = [`${id}-hint`, hint ? `${id}-extra` : null, error ? `${id}-error` : null, counterId]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div id={labelId} className="text-sm font-medium text-stone-800">
          {label}
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="shrink-0 text-sm text-stone-700">
            {t('rich_text.text_language.label')}
          </label>
          <select
            id={selectId}
            value={textLanguage}
            disabled={switching}
            aria-describedby={`${id}-hint`}
            className={controlClasses(false, 'w-auto py-1')}
            onChange={(event) => onLanguageChange(event.target.value as Language)}
          >
            {languages.map((code) => (
              <option key={code} value={code} lang={code}>
                {versions[code]
                  ? t('rich_text.text_language.written', { language: nameOf(code) })
                  : nameOf(code)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-stone-600" aria-live="polite">
        {switching
          ? t('rich_text.text_language.saving')
          : t('rich_text.text_language.hint', { language: inSentence(textLanguage) })}
      </p>
      {hint ? (
        <p id={`${id}-extra`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <Suspense fallback={<Skeleton className="h-56 w-full" />}>
        <RichTextEditor
          labelId={labelId}
          counterId={counterId}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          limit={limit}
          describedBy={describedBy}
          invalid={Boolean(error)}
          lang={textLanguage}
          labels={{
            toolbar: t('rich_text.editor.toolbar'),
            bold: t('rich_text.editor.bold'),
            italic: t('rich_text.editor.italic'),
            underline: t('rich_text.editor.underline'),
            bulletList: t('rich_text.editor.bullet_list'),
            orderedList: t('rich_text.editor.ordered_list'),
            count: (count, max) => t('rich_text.editor.count', { used: number(count), limit: number(max) }),
          }}
        />
      </Suspense>
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
