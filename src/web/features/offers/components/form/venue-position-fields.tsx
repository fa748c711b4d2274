import { FormSelect } from '@web/components/ui/form-field';
import type { OfferFormChoices } from '../../lib/offer-form';
import type { OfferSectionProps } from './use-offer-form';

/** The venue that posts the offer and the position it is for; the form opens on the position. */
export function VenuePositionFields({ t, form, choices }: OfferSectionProps & { choices: OfferFormChoices }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <FormSelect form={form} name="rid" label={t('form.restaurant')} options={choices.venues} />
      <FormSelect
        form={form}
        name="position"
        label={t('form.position')}
        options={choices.positions}
        data-autofocus=""
      />
    </div>
  );
}
