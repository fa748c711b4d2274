import type { AccountType } from '@shared/contracts/accounts';
import { cn } from '@web/lib/cn';
import { ChefHat, Store } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const options: ReadonlyArray<{ value: AccountType; icon: typeof ChefHat }> = [
  { value: 'chef', icon: ChefHat },
  { value: 'restaurant', icon: Store },
];

/** The profile type as two big radio cards (chef / restaurant), native radios underneath. */
export function ProfileTypeCards({
  registration,
  selected,
  error,
}: {
  registration: UseFormRegisterReturn;
  selected: string | undefined;
  error?: string;
}) {
  const { t } = useTranslation('account');
  const errorId = `${registration.name}-error`;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('signup.type_legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map(({ value, icon: Icon }) => {
          const isSelected = selected === value;
          return (
            <label
              key={value}
              className={cn(
                'relative flex min-h-24 cursor-pointer flex-col gap-1 rounded-xl border-2 p-4 pr-10 transition-colors',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus-600',
                isSelected
                  ? 'border-brand-600 bg-brand-50'
                  : error
                    ? 'border-danger-600 bg-white'
                    : 'border-stone-300 bg-white hover:border-stone-400',
              )}
            >
              <input
                type="radio"
                value={value}
                className="absolute top-4 right-4 size-5 accent-brand-600 focus-visible:outline-none"
                aria-describedby={error ? errorId : undefined}
                {...registration}
              />
              <Icon
                aria-hidden="true"
                className={cn('size-7', isSelected ? 'text-brand-700' : 'text-stone-600')}
              />
              <span className="font-bold text-stone-900">{t(`signup.type_${value}`)}</span>
              <span className="text-sm text-stone-600">{t(`signup.type_${value}_hint`)}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
