import { languageValue } from '@shared/contracts/chef-profiles';
import { languageLevelOptions } from '@shared/reference/language-levels';
import { spokenLanguageOptions } from '@shared/reference/spoken-languages';
import { autoFocusProps } from '@web/components/ui/dialog';
import { FormSelect } from '@web/components/ui/form-field';
import { schemaResolver } from '@web/lib/form-resolver';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { languageFormValues, type LanguageForm } from '../../lib/payloads';
import { itemStepDialog, type ItemBodyProps } from './step-kit';
import { choices } from './step-fields';
import { useItemSaves, useItemStep } from './use-item-step';
import { WizardDialog } from './wizard-dialog';

const languageForm = z.object({ value: languageValue });

/**
 * The wizard's language step (spec doc 1 sections 3 and 5): a spoken language (about 185, sorted in
 * the interface language; a native select, which finds an option as one types its first letters) and
 * the level.
 */
export default itemStepDialog<'cheflanguage'>(LanguageBody);

function LanguageBody({ t, language, profile, itemId, close }: ItemBodyProps) {
  const step = useItemStep({ section: 'languages', profile, itemId, t, language });
  const form = useForm<LanguageForm, unknown, z.output<typeof languageForm>>({
    resolver: schemaResolver<LanguageForm, typeof languageForm>(languageForm),
    defaultValues: languageFormValues(profile.languages.find((item) => item.id === itemId)),
  });
  const saves = useItemSaves({
    form,
    step,
    fields: ['value.language', 'value.level'],
    empty: () => languageFormValues(undefined),
    hasText: false,
    t,
  });
  const lists = useMemo(
    () => ({
      languages: choices(t, spokenLanguageOptions(language)),
      levels: choices(t, languageLevelOptions(language)),
    }),
    [t, language],
  );

  return (
    <WizardDialog
      step="cheflanguage"
      title={t(step.currentId ? 'wizard.titles.language_edit' : 'wizard.titles.language_add')}
      t={t}
      close={close}
      {...saves.dialog}
    >
      <FormSelect
        form={form}
        name="value.language"
        label={t('wizard.fields.spoken_language')}
        hint={t('wizard.fields.spoken_language_hint')}
        options={lists.languages}
        {...autoFocusProps()}
      />
      <FormSelect form={form} name="value.level" label={t('wizard.fields.level')} options={lists.levels} />
    </WizardDialog>
  );
}
