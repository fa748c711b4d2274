import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

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
