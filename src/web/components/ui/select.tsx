import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { controlClasses, describedBy, FieldError, FieldHint } from './field';

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
export function Select({ label, options, hint, error, id: givenId, className, ...props }: SelectProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={controlClasses(Boolean(error), className)}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
