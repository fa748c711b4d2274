import { cn } from '@web/lib/cn';
import { useId, type ReactNode } from 'react';

/** Ids that tie a control to its hint and error (aria-describedby). */
export function describedBy(
  id: string,
  { hint, error }: { hint?: ReactNode; error?: ReactNode },
): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-hint`} className="text-sm text-stone-600">
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-danger-600">
      {children}
    </p>
  );
}

/** What a field hands its control: the id its label points at, and the invalid and described states. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The error text shown under the control; also sets aria-invalid. */
  error?: string;
  id?: string;
  /** More ids the control is described by (a counter). */
  describedByExtra?: string;
  /** Shown under the control in place of the hint and error (they are passed to it to place). */
  below?: (parts: { hint: ReactNode; error: ReactNode }) => ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled control with its hint and inline error, and the aria wiring between them: the label's
 * `for`, `aria-invalid` while in error, and `aria-describedby` naming the hint and the error. Input,
 * Select and Textarea are this with their control; the form-bound fields (form-field.tsx) feed it from
 * react-hook-form.
 */
export function Field({ label, hint, error, id: givenId, describedByExtra, below, children }: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const described = [describedBy(id, { hint, error }), describedByExtra].filter(Boolean).join(' ');
  const hintNode = <FieldHint id={id}>{hint}</FieldHint>;
  const errorNode = <FieldError id={id}>{error}</FieldError>;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {below ? (
        below({ hint: hintNode, error: errorNode })
      ) : (
        <>
          {hintNode}
          {errorNode}
        </>
      )}
    </div>
  );
}

export const controlClasses = (invalid: boolean, className?: string) =>
  cn(
    'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-xs',
    // Only text inputs can be read-only; a select must not look locked.
    'placeholder:text-stone-500 [&:is(input):read-only]:bg-stone-100 [&:is(input):read-only]:text-stone-700',
    // Focus is a blue ring; an invalid field keeps its red border while focused, so both read at once.
    'focus-visible:outline-2 focus-visible:outline-offset-0',
    invalid ? 'border-danger-600' : 'border-stone-300 focus-visible:border-focus-600',
    className,
  );
