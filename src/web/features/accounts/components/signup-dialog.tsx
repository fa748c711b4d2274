import type { AccountType, BriefSessionUser } from '@shared/contracts/accounts';
import { preregisterFormInput, registerInput } from '@shared/contracts/accounts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { autoFocusProps, Dialog, DialogActions } from '@web/components/ui/dialog';
import { FormCheckbox, FormInput } from '@web/components/ui/form-field';
import { paths } from '@shared/paths';
import { isApiError } from '@web/lib/api-client';
import { useDevice, type DialogComponentProps } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { applyServerIssues, fieldErrorText } from '@web/lib/form-errors';
import { schemaResolver } from '@web/lib/form-resolver';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePreregister, type PreregisterValues } from '../api/preregister';
import { useRegister, type RegisterValues } from '../api/register';
import { NewPasswordFields } from './new-password-fields';
import { ProfileTypeCards } from './profile-type-cards';
import { SignupCvStep } from './signup-cv-step';

/**
 * Sign-up in two steps (spec doc 1 sections 4, 5): 1) e-mail and accepted terms (account/preregister);
 * 2) the full form with the e-mail locked (account/register). Then the new user lands on their profile
 * home, or, when the opener passes `resume`, its callback resumes the pending action (decisions D12).
 * A chef is offered the optional CV upload first, logged in already (signup-cv-step.tsx).
 */
export default function SignupDialog({ data, close, complete }: DialogComponentProps<'signup'>) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState<string | null>(null);
  const [draftEmail, setDraftEmail] = useState(data.email ?? '');
  // A chef just registered: the optional CV step (spec doc 1 section 4) before the dialog closes.
  const [registered, setRegistered] = useState<BriefSessionUser | null>(null);

  return (
    <Dialog
      open
      // Once registered, closing the CV step is skipping it: the opener still gets the new user.
      onOpenChange={(open) => {
        if (!open) {
          if (registered) complete(registered);
          else close();
        }
      }}
      title={t('signup.title')}
      description={
        registered
          ? t('signup.cv_intro')
          : email
            ? t('signup.step2_description')
            : t(
                data.type === 'chef'
                  ? 'signup.step1_description_chef'
                  : data.type === 'restaurant'
                    ? 'signup.step1_description_restaurant'
                    : 'signup.step1_description',
              )
      }
      size={email ? 'lg' : 'md'}
    >
      <p className="mb-4 text-sm font-semibold text-stone-600">
        {registered ? t('signup.cv_step') : t('signup.step', { step: email ? 2 : 1, total: 2 })}
      </p>
      {registered ? (
        <SignupCvStep user={registered} onDone={(user) => complete(user)} />
      ) : email ? (
        <RegisterStep
          email={email}
          initialType={data.type}
          onChangeEmail={() => {
            setDraftEmail(email);
            setEmail(null);
          }}
          onDone={(user) => (user.type === 'chef' ? setRegistered(user) : complete(user))}
          resume={data.resume === true}
        />
      ) : (
        <PreregisterStep initialEmail={draftEmail} onDone={setEmail} />
      )}
    </Dialog>
  );
}

interface PreregisterForm {
  email: string;
  terms: boolean;
}

function PreregisterStep({
  initialEmail,
  onDone,
}: {
  initialEmail: string;
  onDone: (email: string) => void;
}) {
  const { t } = useTranslation('account');
  const { language, openDialog } = useDevice();
  const preregister = usePreregister();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PreregisterForm, unknown, PreregisterValues>({
    resolver: schemaResolver<PreregisterForm, typeof preregisterFormInput>(preregisterFormInput),
    defaultValues: { email: initialEmail, terms: false },
  });
  const { errors } = form.formState;
  const [typedEmail, accepted] = useWatch({ control: form.control, name: ['email', 'terms'] });
  const ready = Boolean(typedEmail?.trim()) && accepted === true;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await preregister.mutateAsync(values);
      onDone(result.email || values.email);
    } catch (error) {
      if (showEmailTaken(error, form.setError)) return;
      if (!applyServerIssues(error, form.setError, ['email', 'terms'])) setFormError(errorText(error, t));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError ? <Alert>{formError}</Alert> : null}
      <FormInput
        form={form}
        name="email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...autoFocusProps()}
      />
      {errors.email?.message === emailTakenKey ? <EmailTakenHelp email={form.getValues('email')} /> : null}
      <FormCheckbox
        form={form}
        name="terms"
        label={
          <Trans
            t={t}
            i18nKey="signup.terms"
            // The tag is <terms>, not <link>: Trans parses <link> as a void HTML element.
            components={{ terms: <TermsLink href={paths.terms(language)} /> }}
          />
        }
      />
      {/* Looks disabled until both are set, yet a click still explains what is missing. */}
      <Button type="submit" size="lg" looksDisabled={!ready} loading={preregister.isPending}>
        {t('signup.continue')}
      </Button>
      <p className="text-center text-sm text-stone-700">
        {t('signup.have_account')}{' '}
        <Button
          variant="link"
          onClick={() => openDialog('login', { email: form.getValues('email') || undefined })}
        >
          {t('signup.login_link')}
        </Button>
      </p>
    </form>
  );
}

interface RegisterForm {
  email: string;
  type: AccountType | '';
  name: string;
  phoneNumber: string;
  password: string;
  rpassword: string;
}

const registerFields = ['email', 'type', 'name', 'phoneNumber', 'password', 'rpassword'] as const;

function RegisterStep({
  email,
  initialType,
  resume,
  onChangeEmail,
  onDone,
}: {
  email: string;
  initialType: AccountType | undefined;
  resume: boolean;
  onChangeEmail: () => void;
  onDone: (user: Parameters<DialogComponentProps<'signup'>['complete']>[0]) => void;
}) {
  const { t } = useTranslation('account');
  const { language } = useDevice();
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterForm, unknown, RegisterValues>({
    resolver: schemaResolver<RegisterForm, typeof registerInput>(registerInput),
    defaultValues: { email, type: initialType ?? '', name: '', phoneNumber: '', password: '', rpassword: '' },
  });
  const { errors } = form.formState;
  const selectedType = useWatch({ control: form.control, name: 'type' });

  // Step 2 replaces step 1 inside the open dialog: move focus to its first choice.
  const { setFocus } = form;
  useEffect(() => {
    setFocus(initialType ? 'name' : 'type');
  }, [setFocus, initialType]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await registerAccount.mutateAsync(values);
      if (!resume) navigate(paths.profileHome(language, user.type));
      onDone(user);
    } catch (error) {
      if (showEmailTaken(error, form.setError)) return;
      if (!applyServerIssues(error, form.setError, registerFields)) setFormError(errorText(error, t));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError ? <Alert>{formError}</Alert> : null}
      <FormInput
        form={form}
        name="email"
        label={t('fields.email')}
        type="email"
        readOnly
        hint={t('signup.email_locked')}
      />
      {errors.email?.message === emailTakenKey ? <EmailTakenHelp email={email} /> : null}
      <Button variant="link" className="-mt-2 self-start" onClick={onChangeEmail}>
        {t('signup.change_email')}
      </Button>
      <ProfileTypeCards
        registration={form.register('type')}
        selected={selectedType}
        error={fieldErrorText(errors.type, t)}
      />
      <FormInput form={form} name="name" label={t('fields.name')} autoComplete="name" />
      <FormInput
        form={form}
        name="phoneNumber"
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
      />
      <NewPasswordFields
        form={form}
        label={t('fields.password')}
        hint={t('fields.password_hint')}
        sideBySide
      />
      <DialogActions>
        <Button type="submit" size="lg" loading={registerAccount.isPending}>
          {t('signup.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** The e-mail field's error for an address that already has an account (the spec's text, localized). */
const emailTakenKey = 'errors:email_unique';

/**
 * An e-mail already in use (409 email_unique, or the same as a field issue) goes under the e-mail field
 * rather than in the form's alert, with the ways forward beside it. Returns whether it was that error.
 */
function showEmailTaken(error: unknown, setError: UseFormSetError<{ email: string }>): boolean {
  const taken =
    isApiError(error) &&
    (error.code === 'email_unique' || error.issues.some((issue) => issue.code === 'email_unique'));
  if (taken) setError('email', { type: 'server', message: emailTakenKey }, { shouldFocus: true });
  return taken;
}

/** Under an e-mail in use: log in with it (the login dialog gets the address), or reset its password. */
function EmailTakenHelp({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const { openDialog } = useDevice();
  return (
    <div className="-mt-2 flex flex-wrap items-center gap-x-4">
      <Button variant="link" onClick={() => openDialog('login', { email })}>
        {t('signup.email_taken_login')}
      </Button>
      <Button variant="link" onClick={() => openDialog('resetpassword', { email })}>
        {t('login.forgot_password')}
      </Button>
    </div>
  );
}

/** The terms link inside the checkbox label; it opens in a new tab so what was typed here is kept. */
function TermsLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
      {children}
    </a>
  );
}
