import { FormInput, FormSelect } from '@web/components/ui/form-field';
import type { OfferFormChoices } from '../../lib/offer-form';
import type { OfferSectionProps } from './use-offer-form';

/** The contract and its time: the term, hours a week, holidays a year and days off a week. */
export function ConditionsFields({ t, form, choices }: OfferSectionProps & { choices: OfferFormChoices }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FormSelect form={form} name="term" label={t('form.term')} options={choices.terms} />
      <FormInput form={form} name="hours" inputMode="numeric" label={t('form.hours')} />
      <FormInput form={form} name="holidays" inputMode="numeric" label={t('form.holidays')} />
      <FormInput form={form} name="daysoff" inputMode="numeric" label={t('form.daysoff')} />
    </div>
  );
}
