import { FormCheckbox, FormInput, FormSelect } from '@web/components/ui/form-field';
import type { OfferFormChoices } from '../../lib/offer-form';
import type { OfferSectionProps } from './use-offer-form';

/** The pay: currency, per hour or year, the range, and whether it shows as negotiable instead. */
export function PayFields({ t, form, choices }: OfferSectionProps & { choices: OfferFormChoices }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-800">{t('form.pay')}</legend>
      <div className="grid grid-cols-2 gap-3">
        <FormSelect form={form} name="currency" label={t('form.currency')} options={choices.currencies} />
        <FormSelect
          form={form}
          name="salarytype"
          label={t('form.salarytype')}
          options={choices.salaryTypes}
        />
        {(['salaryfrom', 'salaryto'] as const).map((name) => (
          <FormInput
            key={name}
            form={form}
            name={name}
            inputMode="decimal"
            autoComplete="off"
            label={t(`form.${name}`)}
          />
        ))}
      </div>
      <FormCheckbox form={form} name="hidesalary" label={t('form.hidesalary')} />
    </fieldset>
  );
}
