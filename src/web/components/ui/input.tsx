import type { ComponentPropsWithRef, ReactNode } from 'react';
import { controlClasses, Field } from './field';

export interface InputProps extends ComponentPropsWithRef<'input'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The error text shown under the field; also sets aria-invalid. */
  error?: string;
}

/** A labelled text input with its hint and inline error. */
export function Input({ label, hint, error, id, className, ...props }: InputProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => <input {...control} className={controlClasses(Boolean(error), className)} {...props} />}
    </Field>
  );
}

/** The attributes of the usual kinds of input: the right keyboard on phones, and autofill. */
export const inputKinds = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  tel: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  url: { type: 'url', inputMode: 'url' },
} as const;
