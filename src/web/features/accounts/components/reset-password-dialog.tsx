import { resetConfirmInput, resetRequestInput } from '@shared/contracts/accounts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { autoFocusProps, Dialog } from '@web/components/ui/dialog';
import { FormInput } from '@web/components/ui/form-field';
import { isApiError } from '@web/lib/api-client';
import { useOverlay, type DialogComponentProps } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { applyServerIssues, fieldErrorText } from '@web/lib/form-errors';
import { schemaResolver } from '@web/lib/form-resolver';
import { Skeleton } from '@web/components/ui/skeleton';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCheckPasswordReset } from '../api/check-password-reset';
import { useConfirmPasswordReset, type ResetConfirmValues } from '../api/confirm-password-reset';
import { useRequestPasswordReset, type ResetRequestValues } from '../api/request-password-reset';
import { NewPasswordFields } from './new-password-fields';

/**
 * Password reset (spec doc 1 sections 2, 5): without a code, ask for a link by e-mail; with the code
 * from that link (/{lang}/resetpassword?code=...), choose a new password.
 */
export default function ResetPasswordDialog({
  data,
  close,
  complete,
}: DialogComponentProps<'resetpassword'>) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState(data.code ?? '');
  // The link's code is checked as the dialog opens: a used or expired one goes straight to asking for a
  // new link. If the check itself fails (offline, rate limited), the form stays and submit tells.
  const check = useCheckPasswordReset(code);
  const checking = code !== '' && check.isPending;
  const linkInvalid = code !== '' && check.data === false;
  const confirming = code !== '' && !linkInvalid;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={t('reset.title')}
      description={confirming ? t('reset.confirm_description') : t('reset.request_description')}
    >
      {checking ? (
        <div className="flex flex-col gap-4" role="status">
          <p className="text-sm text-stone-700">{t('reset.checking')}</p>
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : confirming ? (
        <ConfirmForm code={code} onDone={() => complete(undefined)} onAskNewLink={() => setCode('')} />
      ) : (
        <RequestForm
          initialEmail={data.email ?? ''}
          notice={linkInvalid ? t('reset.link_invalid') : undefined}
        />
      )}
    </Dialog>
  );
}

interface RequestForm {
  email: string;
}

function RequestForm({ initialEmail, notice }: { initialEmail: string; notice?: string }) {
  const { t } = useTranslation('account');
  const { openDialog } = useOverlay();
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RequestForm, unknown, ResetRequestValues>({
    resolver: schemaResolver<RequestForm, typeof resetRequestInput>(resetRequestInput),
    defaultValues: { email: initialEmail },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { message } = await request.mutateAsync(values);
      setSent(message || t('reset.sent'));
    } catch (error) {
      // Decisions D12: the reset request ignores network errors (the form stays as typed, to retry).
      if (isApiError(error) && error.isNetworkError) return;
      if (!applyServerIssues(error, form.setError, ['email'])) setFormError(errorText(error, t));
    }
  });

  if (sent) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">{sent}</Alert>
        <Button
          size="lg"
          variant="secondary"
          onClick={() => openDialog('login', { email: form.getValues('email') })}
        >
          {t('reset.back_to_login')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {notice ? <Alert>{notice}</Alert> : null}
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
      <Button type="submit" size="lg" loading={request.isPending}>
        {t('reset.request_submit')}
      </Button>
      <Button
        variant="link"
        className="self-center"
        onClick={() => openDialog('login', { email: form.getValues('email') || undefined })}
      >
        {t('reset.back_to_login')}
      </Button>
    </form>
  );
}

interface ConfirmForm {
  code: string;
  password: string;
  rpassword: string;
}

function ConfirmForm({
  code,
  onDone,
  onAskNewLink,
}: {
  code: string;
  onDone: () => void;
  onAskNewLink: () => void;
}) {
  const { t } = useTranslation('account');
  const { openDialog } = useOverlay();
  const confirm = useConfirmPasswordReset();
  const [formError, setFormError] = useState<{ text: string; codeInvalid: boolean } | null>(null);
  const form = useForm<ConfirmForm, unknown, ResetConfirmValues>({
    resolver: schemaResolver<ConfirmForm, typeof resetConfirmInput>(resetConfirmInput),
    defaultValues: { code, password: '', rpassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { message } = await confirm.mutateAsync(values);
      onDone();
      openDialog('success', { message: message || t('reset.changed') }, () => openDialog('login'));
    } catch (error) {
      const codeInvalid = isApiError(error) && error.code === 'reset_code_invalid';
      if (codeInvalid || !applyServerIssues(error, form.setError, ['password', 'rpassword'])) {
        setFormError({ text: errorText(error, t), codeInvalid });
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError ? (
        <Alert>
          <p>{formError.text}</p>
          {formError.codeInvalid ? (
            <Button variant="link" onClick={onAskNewLink}>
              {t('reset.ask_new_link')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {/* The code travels with the form; a code-level issue is shown in the alert above. */}
      <input type="hidden" {...form.register('code')} />
      {errors.code ? <Alert>{fieldErrorText(errors.code, t)}</Alert> : null}
      <NewPasswordFields
        form={form}
        label={t('fields.new_password')}
        hint={t('fields.password_hint')}
        focusFirst
      />
      <Button type="submit" size="lg" loading={confirm.isPending}>
        {t('reset.confirm_submit')}
      </Button>
    </form>
  );
}
