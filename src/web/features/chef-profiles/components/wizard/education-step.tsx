import { educationValue, itemTextLimit } from '@shared/contracts/chef-profiles';
import { autoFocusProps } from '@web/components/ui/dialog';
import { FormInput } from '@web/components/ui/form-field';
import { z } from 'zod';
import { educationFormValues } from '../../lib/payloads';
import { BoundRichText } from '@web/components/ui/bound-rich-text';
import { LocationField } from '@web/components/ui/form-pickers';
import { itemStepDialog, type ItemBodyProps } from './step-kit';
import { PeriodFields } from './step-fields';
import { useItemTextForm } from './use-item-step';
import { WizardDialog } from './wizard-dialog';

const educationForm = z.object({ value: educationValue });

const educationFields = [
  'value.title',
  'value.center',
  'value.url',
  'value.fromMonth',
  'value.fromYear',
  'value.toMonth',
  'value.toYear',
  'value.currently',
  'value.location',
  'value.description',
] as const;

/** The wizard's education step (spec doc 1 sections 3 and 5): one study, added or changed. */
export default itemStepDialog<'chefeducation'>(EducationBody);

function EducationBody({ t, language, profile, itemId, close }: ItemBodyProps) {
  const { step, form, saves } = useItemTextForm({
    section: 'education',
    schema: educationForm,
    valuesOf: educationFormValues,
    required: false,
    fields: educationFields,
    context: { t, language, profile, itemId },
  });

  return (
    <WizardDialog
      step="chefeducation"
      title={t(step.currentId ? 'wizard.titles.education_edit' : 'wizard.titles.education_add')}
      t={t}
      close={close}
      {...saves.dialog}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <FormInput form={form} name="value.title" label={t('wizard.fields.title')} {...autoFocusProps()} />
        <FormInput form={form} name="value.center" label={t('wizard.fields.center')} />
      </div>
      <FormInput
        form={form}
        name="value.url"
        type="url"
        inputMode="url"
        label={t('wizard.fields.url_center')}
        hint={t('wizard.fields.url_hint')}
      />
      <PeriodFields
        form={form}
        t={t}
        language={language}
        currentlyLabel={t('wizard.fields.currently_study')}
      />
      <LocationField form={form} name="value.location" label={t('wizard.fields.location')} />
      <BoundRichText
        form={form}
        name="value.description"
        label={t('wizard.fields.description')}
        hint={t('wizard.fields.education_description_hint')}
        limit={itemTextLimit}
        textLanguage={step.text.language}
        versions={step.versions}
        switching={step.text.switching}
        onLanguageChange={saves.onLanguageChange}
      />
    </WizardDialog>
  );
}
