import { cn } from '@web/lib/cn';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { describedBy, FieldError } from './field';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
}

/** A checkbox with its label beside it; the whole row is a 44 px target. */
export function Checkbox({ label, error, id: givenId, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
          className={cn(
            'size-5 shrink-0 rounded border-stone-400 accent-brand-600',
            error ? 'outline outline-2 outline-danger-600' : undefined,
          )}
          {...props}
        />
        <label htmlFor={id} className="text-sm text-stone-800">
          {label}
        </label>
      </div>
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
