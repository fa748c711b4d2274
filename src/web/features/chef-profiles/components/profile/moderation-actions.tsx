import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions } from '@web/components/ui/dialog';
import { Textarea } from '@web/components/ui/textarea';
import { useOverlay } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { Ban, Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlockChef, useReportChef } from '../../api/moderation';

/**
 * Report and block from a chef's public view (spec doc 1 sections 2, 6 and 8; D6), for logged-in
 * viewers other than the chef. Each asks first; the server's message (or "Success") then shows in the
 * success dialog, a failure in the error dialog. After a block the page shows nothing of the chef.
 */
export function ModerationActions({ offender, name }: { offender: number; name: string }) {
  const { t } = useTranslation('chef');
  const { openDialog } = useOverlay();
  const [asking, setAsking] = useState<'report' | 'block' | null>(null);
  const [reason, setReason] = useState('');
  const report = useReportChef();
  const block = useBlockChef();

  const done = (message: string) => {
    setAsking(null);
    openDialog('success', { message: message || t('view.success') });
  };
  const failed = (error: unknown) => {
    setAsking(null);
    openDialog('error', { message: errorText(error, t) });
  };

  return (
    <div className="flex flex-col items-start gap-1 border-t border-stone-200 pt-4">
      <Button variant="ghost" className="-ml-2" onClick={() => setAsking('report')}>
        <Flag aria-hidden="true" className="size-4" />
        {t('view.report')}
      </Button>
      <Button variant="ghost" className="-ml-2" onClick={() => setAsking('block')}>
        <Ban aria-hidden="true" className="size-4" />
        {t('view.block')}
      </Button>

      <Dialog
        open={asking === 'report'}
        onOpenChange={(open) => setAsking(open ? 'report' : null)}
        title={t('view.report_title', { name })}
        description={t('view.report_text')}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            // mutateAsync: the answer is shown even when the page behind has changed meanwhile.
            void report.mutateAsync({ offender, reason: reason.trim() }).then(done, failed);
          }}
        >
          <Textarea
            label={t('view.report_reason')}
            value={reason}
            maxLength={5000}
            rows={4}
            onChange={(event) => setReason(event.target.value)}
          />
          <DialogActions className="mt-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setAsking(null)}>
              {t('view.cancel')}
            </Button>
            <Button type="submit" loading={report.isPending}>
              {t('view.report_send')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>

      <Dialog
        open={asking === 'block'}
        onOpenChange={(open) => setAsking(open ? 'block' : null)}
        title={t('view.block_title', { name })}
        description={t('view.block_text')}
        size="sm"
      >
        <DialogActions className="sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setAsking(null)}>
            {t('view.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={block.isPending}
            // The page shows "not available" as soon as the block is made (its profile is read again),
            // which unmounts this component: mutateAsync still brings the answer to the success dialog.
            onClick={() => void block.mutateAsync(offender).then(done, failed)}
          >
            {t('view.block_send')}
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
