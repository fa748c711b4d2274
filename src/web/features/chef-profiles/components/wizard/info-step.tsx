import { infoChefInput } from '@shared/contracts/chef-profiles';
import { isLanguage, languages } from '@shared/i18n/languages';
import { searchableCountryOptions, searchableVisaOptions } from '@shared/reference/country-aliases';
import { cuisineOptions } from '@shared/reference/cuisines';
import { positionOptions } from '@shared/reference/positions';
import { autoFocusProps } from '@web/components/ui/dialog';
import { FormInput, FormSelect } from '@web/components/ui/form-field';
import { useOverlay, type DialogComponentProps } from '@web/lib/device';
import { applyServerIssues } from '@web/lib/form-errors';
import { schemaResolver } from '@web/lib/form-resolver';
import { switchLanguagePath } from '@web/lib/language-path';
import { languageNames } from '@web/lib/languages';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { saveChefInfo } from '../../api/save-chef-profile';
import { infoFormValues, infoPayload, type InfoForm } from '../../lib/payloads';
import { StepGate, useStepSave, type StepContext } from './step-kit';
import { LocationField, MultiSelectField } from '@web/components/ui/form-pickers';
import { choices } from './step-fields';
import { WizardDialog } from './wizard-dialog';

const infoFields = [
  'name',
  'position',
  'dob',
  'location',
  'nationalities',
  'visas',
  'cuisine',
  'contactemail',
  'phone',
  'language',
  'currentpassword',
  'password',
  'rpassword',
] as const;

/**
 * The wizard's first step, chef info (spec doc 1 section 5): who the chef is (name, position, birth
 * date, place, nationalities, visas, cuisines) and the account's contact details, interface language
 * and, when filled, a new password (profile/infochef).
 */
export default function ChefInfoStep({ close }: DialogComponentProps<'chefinfo'>) {
  return <StepGate close={close}>{(context) => <InfoBody {...context} close={close} />}</StepGate>;
}

function InfoBody({ t, language, user, profile, close }: StepContext & { close: () => void }) {
  const { openDialog } = useOverlay();
  const location = useLocation();
  const { run, saving, formError } = useStepSave(t, language);
  const form = useForm<InfoForm, unknown, z.output<typeof infoChefInput>>({
    resolver: schemaResolver<InfoForm, typeof infoChefInput>(infoChefInput),
    defaultValues: infoFormValues(profile, user, language),
  });
  const lists = useMemo(
    () => ({
      positions: choices(t, positionOptions(language)),
      countries: searchableCountryOptions(language),
      visas: searchableVisaOptions(language),
      cuisines: cuisineOptions(language),
      languages: languages.map((code) => ({ value: code, label: languageNames[code], lang: code })),
    }),
    [t, language],
  );

  const onSave = () =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        async (values) => {
          const saved = await run(
            () => saveChefInfo(infoPayload(values)),
            (error) => applyServerIssues(error, form.setError, infoFields),
          );
          if (saved === false) return resolve(false);
          form.reset({ ...form.getValues(), currentpassword: '', password: '', rpassword: '' });
          // A new interface language: the app follows it (a reload in that language), as settings do.
          if (isLanguage(values.language ?? '') && values.language !== language) {
            openDialog('success', {
              message: t('wizard.saved'),
              reloadTo: switchLanguagePath(location, values.language!),
            });
            return resolve(false);
          }
          resolve(true);
        },
        () => resolve(false),
      )();
    });

  return (
    <WizardDialog
      step="chefinfo"
      title={t('wizard.titles.chefinfo')}
      t={t}
      close={close}
      onSave={onSave}
      saving={saving}
      formError={formError}
      dirty={form.formState.isDirty}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <FormInput
          form={form}
          name="name"
          label={t('wizard.fields.name')}
          autoComplete="name"
          autoCapitalize="words"
          {...autoFocusProps()}
        />
        <FormSelect
          form={form}
          name="position"
          label={t('wizard.fields.position')}
          options={lists.positions}
        />
        <FormInput form={form} name="dob" type="date" label={t('wizard.fields.dob')} autoComplete="bday" />
      </div>
      <LocationField form={form} name="location" label={t('wizard.fields.location_home')} />
      <MultiSelectField
        form={form}
        name="nationalities"
        label={t('wizard.fields.nationalities')}
        hint={t('wizard.fields.multi_hint')}
        options={lists.countries}
      />
      <MultiSelectField
        form={form}
        name="visas"
        label={t('wizard.fields.visas')}
        hint={t('wizard.fields.visas_hint')}
        options={lists.visas}
      />
      <MultiSelectField
        form={form}
        name="cuisine"
        label={t('wizard.fields.cuisines')}
        options={lists.cuisines}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <FormInput
          form={form}
          name="contactemail"
          type="email"
          inputMode="email"
          autoComplete="email"
          label={t('wizard.fields.contactemail')}
        />
        <FormInput
          form={form}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          label={t('wizard.fields.phone')}
        />
      </div>
      <FormSelect
        form={form}
        name="language"
        label={t('wizard.fields.interface_language')}
        options={lists.languages}
      />
      <fieldset className="flex flex-col gap-4 rounded-xl border border-stone-200 p-4">
        <legend className="px-1 text-sm font-semibold text-stone-800">
          {t('wizard.fields.password_legend')}
        </legend>
        <p className="-mt-2 text-sm text-stone-600">{t('wizard.fields.password_help')}</p>
        <FormInput
          form={form}
          name="currentpassword"
          type="password"
          autoComplete="current-password"
          label={t('wizard.fields.current_password')}
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <FormInput
            form={form}
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('wizard.fields.new_password')}
          />
          <FormInput
            form={form}
            name="rpassword"
            type="password"
            autoComplete="new-password"
            label={t('wizard.fields.rpassword')}
          />
        </div>
      </fieldset>
    </WizardDialog>
  );
}
