import { premiumActivateInput, type PremiumAccount } from '@shared/contracts/admin';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, autoFocusProps } from '@web/components/ui/dialog';
import { FormInput } from '@web/components/ui/form-field';
import { useToast } from '@web/components/ui/toast';
import { useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { applyServerIssues } from '@web/lib/form-errors';
import { schemaResolver } from '@web/lib/form-resolver';
import { formatPounds } from '@web/lib/format';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useActivatePremium, type ActivateValues } from '../api/premium-actions';
import { activationDefaults, isoDay } from '../lib/premium-dates';

interface ActivateForm {
  account: number;
  start: string;
  end: string;
}

/**
 * Puts a restaurant account on Premium for a period: from today for a year, or, for a renewal, from
 * the end of its period for a year; both dates can be changed. Opened by the Premium list itself.
 */
export function ActivatePremiumDialog({ item, onClose }: { item: PremiumAccount; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { language } = useScreen();
  const { showToast } = useToast();
  const activate = useActivatePremium();
  const [formError, setFormError] = useState<string | null>(null);
  const [defaults] = useState(() => activationDefaults(item.period, isoDay(new Date())));
  const form = useForm<ActivateForm, unknown, ActivateValues>({
    resolver: schemaResolver<ActivateForm, typeof premiumActivateInput>(premiumActivateInput),
    defaultValues: { account: item.account.id, start: defaults.start, end: defaults.end },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await activate.mutateAsync(values);
      showToast(t('activate.done', { name: item.account.name }), 'success');
      onClose();
    } catch (error) {
      if (!applyServerIssues(error, form.setError, ['start', 'end'])) setFormError(errorText(error, tc));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(defaults.renewal ? 'activate.renew_title' : 'activate.title', { name: item.account.name })}
      description={t('activate.description', {
        price: formatPounds(item.price, language),
        count: item.venues,
      })}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formError ? <Alert>{formError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInput form={form} name="start" type="date" label={t('activate.start')} {...autoFocusProps()} />
          <FormInput form={form} name="end" type="date" label={t('activate.end')} />
        </div>
        <DialogActions className="grid grid-cols-2 gap-2 sm:flex sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={activate.isPending}>
            {t(defaults.renewal ? 'activate.renew_submit' : 'activate.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
