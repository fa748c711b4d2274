import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { controlClasses, describedBy, FieldError, FieldHint } from './field';

export interface InputProps extends ComponentPropsWithRef<'input'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The error text shown under the field; also sets aria-invalid. */
  error?: string;
}

/** A labelled text input with its hint and inline error. */
export function Input({ label, hint, error, id: givenId, className, ...props }: InputProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={controlClasses(Boolean(error), className)}
        {...props}
      />
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
