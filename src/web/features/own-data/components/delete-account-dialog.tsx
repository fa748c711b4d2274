import type { AccountRole } from '@shared/contracts/accounts';
import { deleteAccountInput } from '@shared/contracts/own-data';
import { paths } from '@shared/paths';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { autoFocusProps, Dialog, DialogActions } from '@web/components/ui/dialog';
import { FormInput } from '@web/components/ui/form-field';
import { useToast } from '@web/components/ui/toast';
import { useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { applyServerIssues } from '@web/lib/form-errors';
import { schemaResolver } from '@web/lib/form-resolver';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteAccount, type DeleteAccountValues } from '../api/delete-account';

interface DeleteAccountForm {
  password: string;
}

/**
 * The confirmation of account/delete (docs/decisions/054-own-data.md): what goes and what stays, and the
 * account's password, checked by the server (a wrong one shows under the field). Once deleted, the app
 * goes to the home page as a visitor's and says so in a toast. Opened from the settings, over them.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  accountType,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  accountType: AccountRole;
}) {
  const { t } = useTranslation('account');
  const { language } = useScreen();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const deletion = useDeleteAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DeleteAccountForm, unknown, DeleteAccountValues>({
    resolver: schemaResolver<DeleteAccountForm, typeof deleteAccountInput>(deleteAccountInput),
    defaultValues: { password: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const message = await deletion.mutateAsync(values);
      // Home first: the page open behind the settings may be one only the account could see.
      await navigate(paths.home(language));
      deletion.forget();
      showToast(message || t('own_data.deleted'), 'success');
    } catch (error) {
      if (!applyServerIssues(error, form.setError, ['password'])) setFormError(errorText(error, t));
    }
  });
  // Rendered inside the settings form (in the React tree, though not in the page): its submit is its own.
  const onSubmit = (event: FormEvent) => {
    event.stopPropagation();
    void submit(event);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !deletion.isPending && onOpenChange(next)}
      title={t('own_data.dialog_title')}
      description={t('own_data.dialog_description')}
      size="sm"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formError ? <Alert>{formError}</Alert> : null}
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-stone-700">
          <li>{t('own_data.dialog_gone')}</li>
          <li>{t('own_data.dialog_kept')}</li>
          {accountType === 'restaurant' ? <li>{t('own_data.dialog_invoicing')}</li> : null}
        </ul>
        <p className="text-sm text-stone-700">{t('own_data.dialog_export_hint')}</p>
        <FormInput
          form={form}
          name="password"
          label={t('own_data.password')}
          type="password"
          autoComplete="current-password"
          {...autoFocusProps()}
        />
        <DialogActions className="sm:flex-row-reverse sm:justify-start">
          <Button type="submit" variant="danger" size="lg" loading={deletion.isPending}>
            {t('own_data.confirm')}
          </Button>
          <Button
            variant="secondary"
            size="lg"
            disabled={deletion.isPending}
            onClick={() => onOpenChange(false)}
          >
            {t('own_data.cancel')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
