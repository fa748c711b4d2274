import {
  moderationDecideInput,
  rejectionReasons,
  type ModerationItem,
  type RejectionReason,
} from '@shared/contracts/admin';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { autoFocusProps, Dialog, DialogActions } from '@web/components/ui/dialog';
import { FormSelect, FormTextarea } from '@web/components/ui/form-field';
import { useToast } from '@web/components/ui/toast';
import { isApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { applyServerIssues } from '@web/lib/form-errors';
import { schemaResolver } from '@web/lib/form-resolver';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDecideModeration, type DecideValues } from '../api/decide-moderation';

/** The note's limit (the contract's `note`). */
const noteMax = 2000;

interface RejectForm {
  kind: ModerationItem['kind'];
  id: number;
  decision: 'reject';
  reason: RejectionReason | '';
  note: string;
}

/**
 * Rejecting an item in review: the reason from the list (each in the reader's language) and a note for
 * its owner, needed when the reason is "other". The owner is told both, in their own language. Opened
 * by the queue itself, the only page that rejects (the dialog host's record loads with every page).
 */
export function RejectDialog({ item, onClose }: { item: ModerationItem; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { showToast } = useToast();
  const decide = useDecideModeration();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RejectForm, unknown, DecideValues>({
    resolver: schemaResolver<RejectForm, typeof moderationDecideInput>(moderationDecideInput),
    defaultValues: { kind: item.kind, id: item.id, decision: 'reject', reason: '', note: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await decide.mutateAsync(values);
      showToast(t('reject.done', { name: item.name }), 'success');
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'moderation_moved_on') {
        // Someone decided first: the item has left the queue, and the dialog has nothing left to do.
        showToast(errorText(error, tc), 'info');
        onClose();
      } else if (!applyServerIssues(error, form.setError, ['reason', 'note'])) {
        setFormError(errorText(error, tc));
      }
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('reject.title', { name: item.name })}
      description={t('reject.description')}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formError ? <Alert>{formError}</Alert> : null}
        <FormSelect
          form={form}
          name="reason"
          label={t('reject.reason')}
          options={[
            { value: '', label: t('reject.choose') },
            ...rejectionReasons.map((value) => ({ value, label: t(`reasons.${value}`) })),
          ]}
          {...autoFocusProps()}
        />
        <FormTextarea
          form={form}
          name="note"
          label={t('reject.note')}
          hint={reason === 'other' ? t('reject.note_hint_other') : t('reject.note_hint')}
          rows={4}
          maxLength={noteMax}
        />
        <DialogActions className="grid grid-cols-2 gap-2 sm:flex sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={decide.isPending}>
            {t('reject.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
