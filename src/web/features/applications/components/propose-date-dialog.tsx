import { stageRescheduleInput } from '@shared/contracts/applications';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, autoFocusProps } from '@web/components/ui/dialog';
import { FormInput } from '@web/components/ui/form-field';
import type { DialogComponentProps } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { applyServerIssues } from '@web/lib/form-errors';
import { schemaResolver } from '@web/lib/form-resolver';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useProposeDate } from '../api/stages';
import { localToday } from '../lib/month';
import { StageTermsFields, type StageTermsForm } from './stage-terms-fields';

interface ProposeForm extends StageTermsForm {
  id: string;
  applicationid: string;
  replacedate: string;
}

/**
 * The new-date dialog (spec doc 1 and doc 2 "acceptstage/reschedule"): either side proposes another date
 * for an application, with its hours, what it is for and a message, in place of the open one (an agreed
 * trial is called off by it: decisions D4 and 048). The date cannot be in the past; the move goes to the
 * other side, who is told. The back office's recruitment service opens it with its own call
 * (`data.calls`), which takes the same input.
 */
export default function ProposeDateDialog({ data, close, complete }: DialogComponentProps<'reschedule'>) {
  const { t } = useTranslation('applications');
  const { t: tc } = useTranslation();
  const propose = useProposeDate(data.calls);
  const [formError, setFormError] = useState<string | null>(null);
  const [today] = useState(localToday);
  const form = useForm<ProposeForm, unknown, z.output<typeof stageRescheduleInput>>({
    resolver: schemaResolver<ProposeForm, typeof stageRescheduleInput>(stageRescheduleInput),
    defaultValues: {
      id: String(data.replaceId),
      applicationid: String(data.applicationId),
      replacedate: '',
      start: data.start ?? '',
      end: data.end ?? '',
      type: String(data.typeId ?? 1),
      description: data.message ?? '',
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await propose.mutateAsync(values);
      complete(undefined);
    } catch (error) {
      if (!applyServerIssues(error, form.setError, ['replacedate', 'start', 'end', 'type', 'description']))
        setFormError(errorText(error, tc));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('propose.title')}
      description={t(data.agreed ? 'propose.intro_agreed' : 'propose.intro', { name: data.otherName })}
      sheet
    >
      <form
        noValidate
        className="flex min-h-full flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {formError ? <Alert>{formError}</Alert> : null}
        <FormInput
          form={form}
          name="replacedate"
          type="date"
          min={today}
          label={t('propose.date')}
          {...autoFocusProps()}
        />
        <StageTermsFields
          form={form}
          messageLabel={t(data.side === 'chef' ? 'propose.message_restaurant' : 'accept.message')}
          messageHint={t('propose.message_hint')}
        />
        <DialogActions className="mt-auto grid grid-cols-2 gap-2 lg:flex lg:flex-row lg:justify-end">
          <Button variant="secondary" onClick={close}>
            {t('accept.cancel')}
          </Button>
          <Button type="submit" loading={propose.isPending}>
            <CalendarClock aria-hidden="true" className="size-4" />
            {t('propose.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
