import { experienceValue, itemTextLimit } from '@shared/contracts/chef-profiles';
import { cuisineOptions } from '@shared/reference/cuisines';
import { positionOptions } from '@shared/reference/positions';
import { ratingScales, ratingTypeOptions, type RatingType } from '@shared/reference/ratings';
import { sectorOptions } from '@shared/reference/sectors';
import { FormInput, FormSelect } from '@web/components/ui/form-field';
import { autoFocusProps } from '@web/components/ui/dialog';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { experienceFormValues } from '../../lib/payloads';
import { BoundRichText } from '@web/components/ui/bound-rich-text';
import { LocationField } from '@web/components/ui/form-pickers';
import { itemStepDialog, type ItemBodyProps } from './step-kit';
import { choices, PeriodFields } from './step-fields';
import { useItemTextForm } from './use-item-step';
import { WizardDialog } from './wizard-dialog';

const experienceForm = z.object({ value: experienceValue });

const experienceFields = [
  'value.sector',
  'value.cuisine',
  'value.position',
  'value.company',
  'value.url',
  'value.fromMonth',
  'value.fromYear',
  'value.toMonth',
  'value.toYear',
  'value.currently',
  'value.location',
  'value.rating',
  'value.ratingType',
  'value.description',
] as const;

/** The wizard's work experience step (spec doc 1 sections 3 and 5): one experience, added or changed. */
export default itemStepDialog<'chefworkexperience'>(ExperienceBody);

function ExperienceBody({ t, language, profile, itemId, close }: ItemBodyProps) {
  const { step, form, saves } = useItemTextForm({
    section: 'experience',
    schema: experienceForm,
    valuesOf: experienceFormValues,
    required: false,
    fields: experienceFields,
    context: { t, language, profile, itemId },
  });
  const { text } = step;
  const ratingType = useWatch({ control: form.control, name: 'value.ratingType' }) as RatingType;
  const lists = useMemo(
    () => ({
      sectors: choices(t, sectorOptions(language)),
      cuisines: choices(t, cuisineOptions(language)),
      positions: choices(t, positionOptions(language)),
      ratingTypes: ratingTypeOptions(language).map((o) => ({ value: o.value, label: o.label })),
    }),
    [t, language],
  );
  const max = ratingScales[ratingType]?.max ?? 0;
  const ratings = Array.from({ length: max + 1 }, (_, value) => ({
    value: String(value),
    label: value === 0 ? t('wizard.fields.rating_none') : String(value),
  }));

  return (
    <WizardDialog
      step="chefworkexperience"
      title={t(step.currentId ? 'wizard.titles.experience_edit' : 'wizard.titles.experience_add')}
      t={t}
      close={close}
      {...saves.dialog}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <FormInput
          form={form}
          name="value.company"
          label={t('wizard.fields.company')}
          autoComplete="organization"
          {...autoFocusProps()}
        />
        <FormSelect
          form={form}
          name="value.position"
          label={t('wizard.fields.position')}
          options={lists.positions}
        />
        <FormSelect
          form={form}
          name="value.sector"
          label={t('wizard.fields.sector')}
          options={lists.sectors}
        />
        <FormSelect
          form={form}
          name="value.cuisine"
          label={t('wizard.fields.cuisine_one')}
          options={lists.cuisines}
        />
      </div>
      <FormInput
        form={form}
        name="value.url"
        type="url"
        inputMode="url"
        label={t('wizard.fields.url')}
        hint={t('wizard.fields.url_hint')}
      />
      <PeriodFields
        form={form}
        t={t}
        language={language}
        currentlyLabel={t('wizard.fields.currently_work')}
      />
      <LocationField form={form} name="value.location" label={t('wizard.fields.location')} />
      <div className="grid grid-cols-2 gap-3">
        <FormSelect
          form={form}
          name="value.ratingType"
          label={t('wizard.fields.rating_type')}
          options={lists.ratingTypes}
        />
        {max > 0 ? (
          <FormSelect form={form} name="value.rating" label={t('wizard.fields.rating')} options={ratings} />
        ) : null}
      </div>
      <BoundRichText
        form={form}
        name="value.description"
        label={t('wizard.fields.description')}
        hint={t('wizard.fields.experience_description_hint')}
        limit={itemTextLimit}
        textLanguage={text.language}
        versions={step.versions}
        switching={text.switching}
        onLanguageChange={saves.onLanguageChange}
      />
    </WizardDialog>
  );
}
