import { controlClasses, describedBy, FieldError, FieldHint } from '@web/components/ui/field';
import { cn } from '@web/lib/cn';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

export interface TextareaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The visible counter ("120 of 5000 characters"), tied to the field like a hint. */
  counter?: ReactNode;
  error?: string;
}

/** A labelled textarea with a character counter, its hint and inline error (the Input pattern). */
export function TextareaField({
  label,
  hint,
  counter,
  error,
  id: givenId,
  className,
  ...props
}: TextareaFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const counterId = `${id}-counter`;
  const described = [describedBy(id, { hint, error }), counter ? counterId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={controlClasses(Boolean(error), cn('min-h-36 resize-y', className))}
        {...props}
      />
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="flex flex-col gap-1">
          <FieldHint id={id}>{hint}</FieldHint>
          <FieldError id={id}>{error}</FieldError>
        </div>
        {counter ? (
          <p id={counterId} className="ml-auto text-sm text-stone-600 tabular-nums">
            {counter}
          </p>
        ) : null}
      </div>
    </div>
  );
}
