import type { ComponentPropsWithRef, ReactNode } from 'react';
import { controlClasses, Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
  lang?: string;
}

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: string;
}

/** A labelled native select: the most robust picker on phones. */
export function Select({ label, options, hint, error, id, className, ...props }: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <select {...control} className={controlClasses(Boolean(error), className)} {...props}>
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
