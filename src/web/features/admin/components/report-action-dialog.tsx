import { reportActInput, type ReportView } from '@shared/contracts/admin-reports';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { autoFocusProps, Dialog, DialogActions } from '@web/components/ui/dialog';
import { FormTextarea } from '@web/components/ui/form-field';
import { useToast } from '@web/components/ui/toast';
import { isApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { applyServerIssues } from '@web/lib/form-errors';
import { schemaResolver } from '@web/lib/form-resolver';
import { languageNames } from '@web/lib/languages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useActOnReport, useLiftSuspension } from '../api/reports';

/** The note's limit (the contract's `note`). */
const noteMax = 2000;

/** What needs a confirmation: dismissing a report is done at once. */
export type ConfirmedAction = 'warn' | 'hide' | 'suspend';

interface ActForm {
  id: number;
  action: ConfirmedAction;
  note: string;
}

/**
 * Warning, hiding or suspending the reported account, after a confirmation that says what follows
 * (the account is told by e-mail in its own language, with the optional note, which the audit log
 * keeps too). Every open report about the account is closed with this one.
 */
export function ReportActionDialog({
  report,
  action,
  onClose,
}: {
  report: ReportView;
  action: ConfirmedAction;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { showToast } = useToast();
  const act = useActOnReport();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ActForm, unknown, z.output<typeof reportActInput>>({
    resolver: schemaResolver<ActForm, typeof reportActInput>(reportActInput),
    defaultValues: { id: report.id, action, note: '' },
  });
  const { offender } = report;
  const name = offender.name;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await act.mutateAsync({ ...values, note: values.note || undefined });
      showToast(t(`reports.done.${action}`, { name }), 'success');
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'report_moved_on') {
        // Someone answered it first: the lists are read again, and the dialog has nothing left to do.
        showToast(errorText(error, tc), 'info');
        onClose();
      } else if (!applyServerIssues(error, form.setError, ['note'])) {
        setFormError(errorText(error, tc));
      }
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`reports.confirm.${action}_title`, { name })}
      description={t(
        action === 'hide' ? `reports.confirm.hide_${report.kind}` : `reports.confirm.${action}`,
        { name, language: languageNames[offender.language] },
      )}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formError ? <Alert>{formError}</Alert> : null}
        <p className="text-sm text-stone-700">
          {t('reports.confirm.closes', { count: offender.openReports })}
        </p>
        <FormTextarea
          form={form}
          name="note"
          label={t('reports.confirm.note')}
          hint={t('reports.confirm.note_hint')}
          rows={4}
          maxLength={noteMax}
          {...autoFocusProps()}
        />
        <DialogActions className="grid grid-cols-2 gap-2 sm:flex sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant={action === 'warn' ? 'primary' : 'danger'} loading={act.isPending}>
            {t(`reports.confirm.${action}_submit`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Lifting a suspension, once confirmed: the account can log in again and its public pages come back. */
export function LiftSuspensionDialog({
  offender,
  onClose,
}: {
  offender: ReportView['offender'];
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { showToast } = useToast();
  const lift = useLiftSuspension();
  const name = offender.name;
  const failed =
    lift.error && !(isApiError(lift.error) && lift.error.code === 'account_not_suspended')
      ? lift.error
      : null;
  const confirm = () =>
    lift.mutate(offender.id, {
      onSuccess: () => {
        showToast(t('reports.lifted', { name }), 'success');
        onClose();
      },
      onError: (error) => {
        // Lifted by someone else meanwhile: the lists are read again, with the server's word for why.
        if (isApiError(error) && error.code === 'account_not_suspended') {
          showToast(errorText(error, tc), 'info');
          onClose();
        }
      },
    });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('reports.lift_title', { name })}
      description={t('reports.lift_description', { name })}
    >
      <div className="flex flex-col gap-4">
        {failed ? <Alert>{errorText(failed, tc)}</Alert> : null}
        <DialogActions className="grid grid-cols-2 gap-2 sm:flex sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button loading={lift.isPending} onClick={confirm} {...autoFocusProps()}>
            {t('reports.lift_submit')}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}
