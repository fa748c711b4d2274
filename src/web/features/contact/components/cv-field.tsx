import { cvAccept } from '@shared/contracts/limits';
import { buttonClasses } from '@web/components/ui/button';
import { FieldError, FieldHint } from '@web/components/ui/field';
import { cn } from '@web/lib/cn';
import { FileText, Paperclip, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef } from 'react';
import { shortFileName } from '../lib/contact-helpers';

export interface CvFieldProps {
  legend: string;
  chooseLabel: string;
  replaceLabel: string;
  /** "Attached: {name}" with the name already cut to 20 characters. */
  chosenText: (shortName: string) => string;
  /** The remove button's accessible name, with the whole file name. */
  removeLabel: (name: string) => string;
  hint?: string;
  error?: string;
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  /** react-hook-form's ref: the file input is what gets focus when the CV is in error. */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * The optional CV: a native file input (kept for keyboards, screen readers and phones' pickers) shown as
 * a button, the chosen file's name cut at 20 characters (spec doc 1 section 9) and a remove button.
 */
export function CvField({
  legend,
  chooseLabel,
  replaceLabel,
  chosenText,
  removeLabel,
  hint,
  error,
  value,
  onChange,
  onBlur,
  name,
  disabled,
  inputRef,
}: CvFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      inputRef?.(element);
    },
    [inputRef],
  );

  // Removed or reset by the form: empty the input too, so choosing the same file again is a change.
  useEffect(() => {
    if (!value && input.current) input.current.value = '';
  }, [value]);

  const fileId = `${id}-file`;
  const described = [hint ? `${id}-hint` : null, value ? fileId : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <input
          ref={setInput}
          id={id}
          name={name}
          type="file"
          accept={cvAccept}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className="peer sr-only"
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          onBlur={onBlur}
        />
        <label
          htmlFor={id}
          className={cn(
            buttonClasses({ variant: 'secondary' }),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus-600',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
            error ? 'border-danger-600' : undefined,
          )}
        >
          <Paperclip aria-hidden="true" className="size-4" />
          {value ? replaceLabel : chooseLabel}
        </label>
        {value ? (
          <span className="flex min-w-0 items-center gap-1 rounded-lg bg-stone-100 py-1 pr-1 pl-3 text-sm text-stone-800">
            <FileText aria-hidden="true" className="size-4 shrink-0 text-stone-600" />
            <span id={fileId} title={value.name} className="min-w-0 [overflow-wrap:anywhere]">
              {chosenText(shortFileName(value.name))}
            </span>
            <button
              type="button"
              disabled={disabled}
              aria-label={removeLabel(value.name)}
              onClick={() => {
                onChange(null);
                input.current?.focus();
              }}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-200 hover:text-stone-900 disabled:opacity-60"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </span>
        ) : null}
      </div>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id}>{error}</FieldError>
    </fieldset>
  );
}
