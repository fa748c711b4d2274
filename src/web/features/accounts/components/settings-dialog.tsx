import type { BriefSessionUser } from '@shared/contracts/accounts';
import { settingsFormInput } from '@shared/contracts/accounts';
import { isLanguage, languages, type Language } from '@shared/i18n/languages';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { autoFocusProps, Dialog, DialogActions } from '@web/components/ui/dialog';
import { FormInput, FormSelect } from '@web/components/ui/form-field';
import { useDevice, type DialogComponentProps } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { applyServerIssues } from '@web/lib/form-errors';
import { schemaResolver } from '@web/lib/form-resolver';
import { switchLanguagePath } from '@web/lib/language-path';
import { languageNames } from '@web/lib/languages';
import { useSessionUser } from '@web/lib/session';
import { Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUpdateSettings, type SettingsValues } from '../api/update-settings';
import { NewPasswordFields } from './new-password-fields';
import { SettingsSectionsContext } from './settings-sections';

interface SettingsForm {
  contactemail: string;
  phone: string;
  language: Language | '';
  currentpassword: string;
  password: string;
  rpassword: string;
}

const settingsFields = [
  'contactemail',
  'phone',
  'language',
  'currentpassword',
  'password',
  'rpassword',
] as const;

/**
 * Account settings (spec doc 1 sections 5, 7): contact e-mail, phone, account language and an optional
 * new password, pre-filled from the user. Saving replaces the cached user; when the language changed,
 * the interface follows it (a reload in that language, 1000 ms after the success message).
 */
export default function SettingsDialog({ close, complete }: DialogComponentProps<'settings'>) {
  const { t } = useTranslation('account');
  const { user } = useSessionUser();
  const sections = useContext(SettingsSectionsContext);

  // Logged out in the meantime (another tab): nothing to edit.
  useEffect(() => {
    if (!user) close();
  }, [user, close]);
  if (!user) return null;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={t('settings.title')}
      description={t('settings.description')}
      size="lg"
    >
      <SettingsFormBody user={user} onSaved={(saved) => complete(saved)}>
        {/* Other features' sections (a restaurant's plan and Premium request: spec doc 2 section 1;
            decisions D5), above the Save row that stays at the bottom. */}
        {sections.map((Section, index) => (
          <Suspense key={index} fallback={null}>
            <Section user={user} onNavigate={close} />
          </Suspense>
        ))}
      </SettingsFormBody>
    </Dialog>
  );
}

function SettingsFormBody({
  user,
  onSaved,
  children,
}: {
  user: BriefSessionUser;
  onSaved: (user: BriefSessionUser) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('account');
  const { language, openDialog } = useDevice();
  const location = useLocation();
  const update = useUpdateSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SettingsForm, unknown, SettingsValues>({
    resolver: schemaResolver<SettingsForm, typeof settingsFormInput>(settingsFormInput),
    defaultValues: {
      contactemail: user.contactemail || user.email,
      phone: user.phone,
      language: isLanguage(user.language) ? user.language : language,
      currentpassword: '',
      password: '',
      rpassword: '',
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { user: saved, message } = await update.mutateAsync(values);
      onSaved(saved);
      const reloadTo =
        isLanguage(saved.language) && saved.language !== language
          ? switchLanguagePath(location, saved.language)
          : undefined;
      openDialog('success', { message: message || t('common:action_completed'), reloadTo });
    } catch (error) {
      if (!applyServerIssues(error, form.setError, settingsFields)) setFormError(errorText(error, t));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput
          form={form}
          name="contactemail"
          label={t('fields.contactemail')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...autoFocusProps()}
          hint={t('settings.contactemail_hint')}
        />
        <FormInput
          form={form}
          name="phone"
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
      </div>
      <FormSelect
        form={form}
        name="language"
        label={t('fields.language')}
        hint={t('settings.language_hint')}
        options={languages.map((code) => ({ value: code, label: languageNames[code], lang: code }))}
      />
      <fieldset className="flex flex-col gap-4 rounded-xl border border-stone-200 p-4">
        <legend className="px-1 text-sm font-semibold text-stone-800">{t('settings.password_legend')}</legend>
        <p className="-mt-2 text-sm text-stone-600">{t('settings.password_help')}</p>
        <FormInput
          form={form}
          name="currentpassword"
          label={t('fields.current_password')}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields form={form} label={t('fields.new_password')} sideBySide />
      </fieldset>
      {children}
      <DialogActions className="sm:flex-row sm:justify-end">
        <Button type="submit" size="lg" loading={update.isPending}>
          {t('settings.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
