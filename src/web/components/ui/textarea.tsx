import { cn } from '@web/lib/cn';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { controlClasses, Field } from './field';

export interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The visible counter ("120 of 5000 characters"), tied to the field like a hint. */
  counter?: ReactNode;
  error?: string;
}

/** A labelled textarea with an optional character counter beside its hint and inline error. */
export function Textarea({ label, hint, counter, error, id: givenId, className, ...props }: TextareaProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const counterId = `${id}-counter`;
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      id={id}
      describedByExtra={counter ? counterId : undefined}
      below={({ hint: hintNode, error: errorNode }) => (
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="flex flex-col gap-1">
            {hintNode}
            {errorNode}
          </div>
          {counter ? (
            <p id={counterId} className="ml-auto text-sm text-stone-600 tabular-nums">
              {counter}
            </p>
          ) : null}
        </div>
      )}
    >
      {(control) => (
        <textarea
          {...control}
          rows={6}
          className={controlClasses(Boolean(error), cn('min-h-36 resize-y', className))}
          {...props}
        />
      )}
    </Field>
  );
}
