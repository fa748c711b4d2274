import { loginInput } from '@shared/contracts/accounts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { autoFocusProps, Dialog } from '@web/components/ui/dialog';
import { FormCheckbox, FormInput } from '@web/components/ui/form-field';
import { useToast } from '@web/components/ui/toast';
import { useOverlay, type DialogComponentProps } from '@web/lib/device';
import { isApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { applyServerIssues } from '@web/lib/form-errors';
import { schemaResolver } from '@web/lib/form-resolver';
import { switchToAccountLanguage } from '@web/lib/language-path';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLogin, type LoginValues } from '../api/login';

interface LoginForm {
  username: string;
  password: string;
  remember: boolean;
  otp: string;
}

/**
 * The login dialog (spec doc 1 sections 4, 5): e-mail, password, remember. The user stays on the page
 * they were on (decisions D12); the opener's callback receives the user, after a sign-up from here too
 * when the opener resumes an action (`resume`). A staff account's right password is answered
 * `otp_required`: the dialog then asks for its authenticator code too, keeping what was typed
 * (docs/decisions/053-back-office.md).
 */
export default function LoginDialog({ data, close, complete }: DialogComponentProps<'login'>) {
  const { t } = useTranslation('account');
  const { openDialog, handOverDialog } = useOverlay();
  const { showToast } = useToast();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const [needsOtp, setNeedsOtp] = useState(false);
  const form = useForm<LoginForm, unknown, LoginValues>({
    resolver: schemaResolver<LoginForm, typeof loginInput>(loginInput),
    defaultValues: { username: data.email ?? '', password: '', remember: false, otp: '' },
  });
  useEffect(() => {
    if (needsOtp) form.setFocus('otp');
  }, [needsOtp, form]);

  const onSubmit = form.handleSubmit(async ({ otp, ...values }) => {
    setFormError(null);
    if (needsOtp && !otp) return form.setError('otp', { message: 'required' }, { shouldFocus: true });
    try {
      const user = await login.mutateAsync(needsOtp ? { ...values, otp } : values);
      complete(user);
      // The account's language wins: the page reloads in it (the welcome toast would not survive).
      if (switchToAccountLanguage(user.language)) return;
      showToast(t('login.welcome_back', { name: user.name }), 'success');
    } catch (error) {
      const code = isApiError(error) ? error.code : null;
      if (code === 'otp_required') setNeedsOtp(true);
      else if (code === 'otp_invalid')
        form.setError('otp', { type: 'server', message: errorText(error, t) }, { shouldFocus: true });
      else if (!applyServerIssues(error, form.setError, ['username', 'password', 'remember', 'otp'])) {
        setFormError(errorText(error, t));
      }
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={t('login.title')}
      description={t('login.description')}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formError ? <Alert>{formError}</Alert> : null}
        <FormInput
          form={form}
          name="username"
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          {...autoFocusProps(!data.email)}
        />
        <FormInput
          form={form}
          name="password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          {...autoFocusProps(Boolean(data.email))}
        />
        {needsOtp ? (
          <FormInput
            form={form}
            name="otp"
            label={t('login.otp_label')}
            hint={t('login.otp_hint')}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
          />
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <FormCheckbox form={form} name="remember" label={t('login.remember')} />
          <Button
            variant="link"
            onClick={() => openDialog('resetpassword', { email: form.getValues('username') || undefined })}
          >
            {t('login.forgot_password')}
          </Button>
        </div>
        <Button type="submit" size="lg" loading={login.isPending}>
          {t('login.submit')}
        </Button>
        <p className="text-center text-sm text-stone-700">
          {t('login.no_account')}{' '}
          <Button
            variant="link"
            onClick={() => {
              const email = form.getValues('username') || undefined;
              // A pending action (an apply) goes on after the sign-up as it would after the login.
              if (data.resume) handOverDialog('signup', { email, resume: true, type: data.signupType });
              else openDialog('signup', { email });
            }}
          >
            {t('login.signup_link')}
          </Button>
        </p>
      </form>
    </Dialog>
  );
}
