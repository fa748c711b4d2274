import { aboutTextLimit, descriptionChefInput } from '@shared/contracts/chef-profiles';
import type { Language } from '@shared/i18n/languages';
import type { DialogComponentProps } from '@web/lib/device';
import { applyServerIssues } from '@web/lib/form-errors';
import { schemaResolver } from '@web/lib/form-resolver';
import { useForm } from 'react-hook-form';
import { saveChefAbout } from '../../api/save-chef-profile';
import type { AboutForm } from '../../lib/payloads';
import { withRichTextRule } from '@web/lib/rich-text-resolver';
import { initialTextLanguage, type Versions } from '@web/lib/text-language';
import { BoundRichText } from '@web/components/ui/bound-rich-text';
import { StepGate, useStepSave, type StepContext } from './step-kit';
import { useTextLanguage } from '@web/lib/use-text-language';
import { WizardDialog, type SaveIntent } from './wizard-dialog';

const aboutSchema = descriptionChefInput.pick({ description: true });

/** The wizard's about step (spec doc 1 section 5): the about text, per language (D7). */
export default function ChefAboutStep({ close }: DialogComponentProps<'chefabout'>) {
  return <StepGate close={close}>{(context) => <AboutBody {...context} close={close} />}</StepGate>;
}

function AboutBody({ t, language, profile, close }: StepContext & { close: () => void }) {
  const versions: Versions = profile.translations;
  const text = useTextLanguage(initialTextLanguage(versions, language, profile.language), versions);
  const { run, saving, formError } = useStepSave(t, language);
  const form = useForm<AboutForm, unknown, AboutForm>({
    resolver: withRichTextRule(schemaResolver<AboutForm, typeof aboutSchema>(aboutSchema), 'description', {
      limit: aboutTextLimit,
      required: true,
    }),
    defaultValues: { description: versions[text.language] ?? '' },
  });

  const saveUnder = (textLanguage: Language) =>
    new Promise<Versions | null>((resolve) => {
      void form.handleSubmit(
        async (values) => {
          const fresh = await run(
            () => saveChefAbout(values.description, textLanguage),
            (error) => applyServerIssues(error, form.setError, ['description']),
          );
          resolve(fresh === false ? null : (fresh?.translations ?? {}));
        },
        () => resolve(null),
      )();
    });

  const onSave = async (_intent: SaveIntent) => {
    const fresh = await saveUnder(text.language);
    if (fresh) text.saved(form.getValues('description'));
    return fresh !== null;
  };

  return (
    <WizardDialog
      step="chefabout"
      title={t('wizard.titles.chefabout')}
      t={t}
      close={close}
      onSave={onSave}
      saving={saving && !text.switching}
      formError={formError}
      dirty={form.formState.isDirty}
    >
      <BoundRichText
        form={form}
        name="description"
        label={t('wizard.fields.about')}
        hint={t('wizard.fields.about_hint')}
        limit={aboutTextLimit}
        textLanguage={text.language}
        versions={versions}
        switching={text.switching}
        onLanguageChange={(target) =>
          void text.switchTo(
            target,
            form.getValues('description'),
            (html) => form.reset({ description: html }),
            saveUnder,
          )
        }
      />
    </WizardDialog>
  );
}
