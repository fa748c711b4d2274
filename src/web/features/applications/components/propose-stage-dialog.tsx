import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions } from '@web/components/ui/dialog';
import type { DialogComponentProps } from '@web/lib/device';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAnswerStage } from '../api/stage-requests';
import { StagePeriodFields, useStagePeriodForm } from './stage-period-fields';

/**
 * The venue proposes another stage period to the chef (docs/decisions/052): two calendars from today,
 * sent only when the start is before the end; the chef is told and answers it.
 */
export default function ProposeStageDialog({ data, close, complete }: DialogComponentProps<'proposestage'>) {
  const { t } = useTranslation('applications');
  const form = useStagePeriodForm();
  const answer = useAnswerStage();
  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('stage.propose_title')}
      description={t('stage.propose_intro', { name: data.chefName })}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.onSubmit((period) =>
          answer.mutate(
            { id: data.id, action: 'propose', ...period },
            { onSuccess: () => complete(undefined), onError: form.failed },
          ),
        )}
      >
        <StagePeriodFields form={form} />
        <DialogActions className="flex flex-row justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('accept.cancel')}
          </Button>
          <Button type="submit" disabled={!form.sendable} loading={answer.isPending}>
            <CalendarClock aria-hidden="true" className="size-4" />
            {t('stage.propose_send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
