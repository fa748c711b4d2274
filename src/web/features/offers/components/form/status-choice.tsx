import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import type { OfferSectionProps } from './use-offer-form';

/** Active or paused (spec doc 2 section 4: a new offer defaults to active). */
export function StatusChoice({ t, form }: OfferSectionProps) {
  const id = useId();
  const active = useWatch({ control: form.control, name: 'status' });
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('form.status')}</legend>
      {[true, false].map((value) => (
        <div key={String(value)} className="flex min-h-11 items-start gap-3 py-1">
          <input
            id={`${id}-${String(value)}`}
            type="radio"
            name={`${id}-status`}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
            checked={active === value}
            onChange={() => form.setValue('status', value, { shouldDirty: true })}
          />
          <label htmlFor={`${id}-${String(value)}`} className="text-sm text-stone-800">
            <span className="font-medium">{t(value ? 'form.status_active' : 'form.status_paused')}</span>
            <span className="block text-stone-600">
              {t(value ? 'form.status_active_hint' : 'form.status_paused_hint')}
            </span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
