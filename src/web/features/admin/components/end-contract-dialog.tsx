import { feeDueAfterDays, recruitmentEndInput, type HireView } from '@shared/contracts/admin-recruitment';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, autoFocusProps } from '@web/components/ui/dialog';
import { FormInput } from '@web/components/ui/form-field';
import { useToast } from '@web/components/ui/toast';
import { useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { applyServerIssues } from '@web/lib/form-errors';
import { schemaResolver } from '@web/lib/form-resolver';
import { formatShortDate } from '@web/lib/format';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEndContract, type EndValues } from '../api/recruitment-hires';
import { isoDay } from '../lib/premium-dates';

interface EndForm {
  hire: number;
  endedon: string;
}

/**
 * Records the day a hire's contract ended (today by default): within the first days the fee, not due
 * yet, is cancelled (the server decides; the card then shows it).
 */
export function EndContractDialog({
  hire,
  chefName,
  onClose,
}: {
  hire: Pick<HireView, 'id' | 'hiredon'>;
  chefName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { language } = useScreen();
  const { showToast } = useToast();
  const end = useEndContract();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EndForm, unknown, EndValues>({
    resolver: schemaResolver<EndForm, typeof recruitmentEndInput>(recruitmentEndInput),
    defaultValues: { hire: hire.id, endedon: isoDay(new Date()) },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await end.mutateAsync(values);
      showToast(t('end.done', { name: chefName }), 'success');
      onClose();
    } catch (error) {
      if (!applyServerIssues(error, form.setError, ['endedon'])) setFormError(errorText(error, tc));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('end.title', { name: chefName })}
      description={t('end.description', {
        date: formatShortDate(hire.hiredon, language),
        days: feeDueAfterDays,
      })}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formError ? <Alert>{formError}</Alert> : null}
        <FormInput
          form={form}
          name="endedon"
          type="date"
          min={hire.hiredon.slice(0, 10)}
          label={t('end.endedon')}
          {...autoFocusProps()}
        />
        <DialogActions className="grid grid-cols-2 gap-2 sm:flex sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={end.isPending}>
            {t('end.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
