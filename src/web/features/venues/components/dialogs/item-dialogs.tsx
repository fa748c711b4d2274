import { itemTextLimit } from '@shared/contracts/chef-profiles';
import type { Place } from '@shared/contracts/places';
import {
  addressValue,
  coverValue,
  socialValue,
  venueChefValue,
  venueEmailValue,
  venuePhoneValue,
} from '@shared/contracts/venues';
import type { Language } from '@shared/i18n/languages';
import { positionOptions } from '@shared/reference/positions';
import { socialNetworkOptions } from '@shared/reference/social-networks';
import { BoundRichText } from '@web/components/ui/bound-rich-text';
import { autoFocusProps } from '@web/components/ui/dialog';
import { inputKinds } from '@web/components/ui/input';
import { FormInput, FormSelect } from '@web/components/ui/form-field';
import { LocationField } from '@web/components/ui/form-pickers';
import type { DialogComponentProps } from '@web/lib/device';
import { schemaResolver } from '@web/lib/form-resolver';
import { withRichTextRule } from '@web/lib/rich-text-resolver';
import type { ComponentType } from 'react';
import { z } from 'zod';
import type { VenueItemSection } from '../../lib/dialog-payloads';
import { useVenueItem } from './use-venue-item';
import { VenueFormDialog, VenueGate, type VenueContext } from './venue-dialog-kit';

type ItemDialogName =
  | 'restaurantchef'
  | 'restaurantcover'
  | 'restaurantaddress'
  | 'restaurantphone'
  | 'restaurantemail'
  | 'restaurantsocial';

interface ItemBodyProps extends VenueContext {
  itemId?: number;
  close: () => void;
}

/** An item dialog: the gate (texts, user, venue), then the item's form. */
function itemDialog<N extends ItemDialogName>(Body: ComponentType<ItemBodyProps>) {
  return function VenueItemDialog({ data, close }: DialogComponentProps<N>) {
    return (
      <VenueGate rid={data.rid} close={close}>
        {(context) => <Body {...context} itemId={data.itemId} close={close} />}
      </VenueGate>
    );
  };
}

type Stored = { value: unknown } | undefined;
const stored = <V,>(item: Stored) => item?.value as V | undefined;

/** A text field's item form (chef, phone, e-mail, social): the hook and the dialog's frame together. */
function useItemDialog<F extends { value: object }, O extends { value: object }>(
  props: ItemBodyProps,
  section: VenueItemSection,
  schema: z.ZodType,
  toForm: (item: Stored, language: Language) => F,
  fields: readonly string[],
  textField?: 'value.description',
) {
  const { t, language, venue, itemId } = props;
  const base = schemaResolver<F, z.ZodType>(z.object({ value: schema }));
  const step = useVenueItem<F, O>({
    section,
    venue: venue!,
    itemId,
    resolver: (textField
      ? withRichTextRule(base, textField as never, { limit: itemTextLimit, required: true })
      : base) as never,
    fields: fields as never,
    toForm: toForm as never,
    t,
    language,
    textField: textField as never,
  });
  const frame = (key: string) => ({
    t,
    close: props.close,
    title: t(step.currentId ? `dialogs.${key}.title_edit` : `dialogs.${key}.title_add`),
    ...step.dialog,
  });
  return { step, form: step.form, frame };
}

export const RestaurantChefDialog = itemDialog<'restaurantchef'>(function ChefBody(props) {
  const { t, language } = props;
  const { form, frame } = useItemDialog(
    props,
    'chefs',
    venueChefValue,
    (item) => {
      const value = stored<{ person: string; position: number }>(item);
      return { value: { person: value?.person ?? '', position: value ? String(value.position) : '' } };
    },
    ['value.person', 'value.position'],
  );
  const positions = [
    { value: '', label: t('dialogs.choose') },
    ...positionOptions(language).map((o) => ({ value: String(o.value), label: o.label })),
  ];
  return (
    <VenueFormDialog {...frame('chef')}>
      <FormInput
        form={form}
        name="value.person"
        label={t('dialogs.chef.person')}
        autoCapitalize="words"
        {...autoFocusProps()}
      />
      <FormSelect form={form} name="value.position" label={t('dialogs.chef.position')} options={positions} />
    </VenueFormDialog>
  );
});

export const RestaurantCoverDialog = itemDialog<'restaurantcover'>(function CoverBody(props) {
  const { t } = props;
  const { step, form, frame } = useItemDialog(
    props,
    'covers',
    coverValue,
    (item, language) => {
      const value = stored<{ title: string; translations: Partial<Record<Language, string>> }>(item);
      return { value: { title: value?.title ?? '', description: value?.translations[language] ?? '' } };
    },
    ['value.title', 'value.description'],
    'value.description',
  );
  return (
    <VenueFormDialog {...frame('cover')}>
      <FormInput form={form} name="value.title" label={t('dialogs.cover.name')} {...autoFocusProps()} />
      <BoundRichText
        form={form}
        name="value.description"
        label={t('dialogs.cover.description')}
        hint={t('dialogs.cover.description_hint')}
        limit={itemTextLimit}
        {...step.textProps}
      />
    </VenueFormDialog>
  );
});

export const RestaurantAddressDialog = itemDialog<'restaurantaddress'>(function AddressBody(props) {
  const { t } = props;
  const { form, frame } = useItemDialog(
    props,
    'address',
    addressValue,
    (item) => {
      const value = stored<{ location: Place | null; formatted_address: string }>(item);
      // A line that names no known town has no place: the line shows in the picker, and is sent again
      // as text if no place is chosen.
      return {
        value: {
          location: value ? (value.location ?? { formatted_address: value.formatted_address }) : null,
          formatted_address:
            value?.location && value.formatted_address !== value.location.formatted_address
              ? value.formatted_address
              : '',
        },
      };
    },
    ['value.location', 'value.formatted_address'],
  );
  return (
    <VenueFormDialog {...frame('address')}>
      <LocationField form={form} name="value.location" label={t('dialogs.address.location')} />
      <FormInput
        form={form}
        name="value.formatted_address"
        label={t('dialogs.address.line')}
        hint={t('dialogs.address.line_hint')}
        autoComplete="street-address"
      />
    </VenueFormDialog>
  );
});

export const RestaurantPhoneDialog = itemDialog<'restaurantphone'>(function PhoneBody(props) {
  const { t } = props;
  const { form, frame } = useItemDialog(
    props,
    'phone',
    venuePhoneValue,
    (item) => ({ value: { value: stored<string>(item) ?? '' } }),
    ['value.value'],
  );
  return (
    <VenueFormDialog {...frame('phone')}>
      <FormInput
        form={form}
        name="value.value"
        {...inputKinds.tel}
        label={t('dialogs.phone.value')}
        {...autoFocusProps()}
      />
    </VenueFormDialog>
  );
});

export const RestaurantEmailDialog = itemDialog<'restaurantemail'>(function EmailBody(props) {
  const { t } = props;
  const { form, frame } = useItemDialog(
    props,
    'email',
    venueEmailValue,
    (item) => ({ value: { value: stored<string>(item) ?? '' } }),
    ['value.value'],
  );
  return (
    <VenueFormDialog {...frame('email')}>
      <FormInput
        form={form}
        name="value.value"
        {...inputKinds.email}
        label={t('dialogs.email.value')}
        {...autoFocusProps()}
      />
    </VenueFormDialog>
  );
});

export const RestaurantSocialDialog = itemDialog<'restaurantsocial'>(function SocialBody(props) {
  const { t } = props;
  const { form, frame } = useItemDialog(
    props,
    'social',
    socialValue,
    (item) => {
      const value = stored<{ type: string; url: string }>(item);
      return { value: { type: value?.type ?? '', url: value?.url ?? '' } };
    },
    ['value.type', 'value.url'],
  );
  const networks = [
    { value: '', label: t('dialogs.choose') },
    ...socialNetworkOptions().map((o) => ({ value: o.value, label: o.label })),
  ];
  return (
    <VenueFormDialog {...frame('social')}>
      <FormSelect form={form} name="value.type" label={t('dialogs.social.type')} options={networks} />
      <FormInput
        form={form}
        name="value.url"
        {...inputKinds.url}
        label={t('dialogs.social.url')}
        hint={t('dialogs.social.url_hint')}
      />
    </VenueFormDialog>
  );
});
