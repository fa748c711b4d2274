import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions } from '@web/components/ui/dialog';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@web/components/ui/menu';
import { menuCloseDelayMs } from '@web/config/timings';
import { Textarea } from '@web/components/ui/textarea';
import { useOverlay } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { Ban, Ellipsis, Flag } from 'lucide-react';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlock } from '../api/block';
import { useReport } from '../api/report';

/** The texts of the report and block buttons and their questions, from the page's namespace. */
type ModerationTexts = Record<
  | 'report'
  | 'block'
  | 'report_title'
  | 'report_text'
  | 'report_reason'
  | 'report_send'
  | 'block_title'
  | 'block_text'
  | 'block_send'
  | 'cancel'
  | 'success',
  string
>;

const textKeys = [
  'report',
  'block',
  'report_title',
  'report_text',
  'report_reason',
  'report_send',
  'block_title',
  'block_text',
  'block_send',
  'cancel',
  'success',
] as const satisfies readonly (keyof ModerationTexts)[];

/** The report and block texts of the page's namespace (`chef`, `venue`), under its `view` key. */
function useModerationTexts(ns: 'chef' | 'venue'): ModerationTexts {
  const { t } = useTranslation(ns);
  return Object.fromEntries(
    textKeys.map((key) => [key, t(`view.${key}`, key.endsWith('_title') ? { name: '{{name}}' } : {})]),
  ) as ModerationTexts;
}

/**
 * Report and block from a public page (a chef's: spec doc 1 sections 2, 6 and 8; a venue's: doc 2
 * section 2; D6), for logged-in viewers other than the owner. Each asks first; the server's message (or
 * "Success") then shows in the success dialog, a failure in the error dialog. After a block the kept
 * answers under `blockedKey` (the page's) are dropped, so the page shows nothing of the offender. The
 * words are the page's (`kind`'s namespace).
 */
export function ModerationActions({
  kind,
  offender,
  name,
  blockedKey,
}: {
  /** Whose page: a chef's (reported with `ischef` 1) or a venue's. */
  kind: 'chef' | 'venue';
  offender: number;
  name: string;
  blockedKey: QueryKey;
}) {
  const { t } = useTranslation();
  const { openDialog } = useOverlay();
  const texts = useModerationTexts(kind);
  const report = useReport(kind === 'chef' ? 1 : 0);
  const block = useBlock(blockedKey);
  const [asking, setAsking] = useState<'report' | 'block' | null>(null);
  const [reason, setReason] = useState('');

  const done = (message: string) => {
    setAsking(null);
    openDialog('success', { message: message || texts.success });
  };
  const failed = (error: unknown) => {
    setAsking(null);
    openDialog('error', { message: errorText(error, t) });
  };

  return (
    <div className="flex flex-col items-start gap-1 border-t border-stone-200 pt-4">
      {/* The "more" menu of the spec (doc 1 section 2, doc 2 sections 1 and 2). */}
      <Menu modal={false}>
        <MenuTrigger asChild>
          <Button variant="secondary">
            <Ellipsis aria-hidden="true" className="size-4" />
            {t('profile_actions.more')}
          </Button>
        </MenuTrigger>
        <MenuContent align="start">
          <MenuItem onSelect={() => setTimeout(() => setAsking('report'), menuCloseDelayMs)}>
            <Flag aria-hidden="true" className="size-4" />
            {texts.report}
          </MenuItem>
          <MenuItem onSelect={() => setTimeout(() => setAsking('block'), menuCloseDelayMs)}>
            <Ban aria-hidden="true" className="size-4" />
            {texts.block}
          </MenuItem>
        </MenuContent>
      </Menu>

      <Dialog
        open={asking === 'report'}
        onOpenChange={(open) => setAsking(open ? 'report' : null)}
        title={texts.report_title.replace('{{name}}', name)}
        description={texts.report_text}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            // mutateAsync: the answer is shown even when the page behind has changed meanwhile.
            void report.mutateAsync({ offender, reason: reason.trim() }).then(done, failed);
          }}
        >
          <Textarea
            label={texts.report_reason}
            value={reason}
            maxLength={5000}
            rows={4}
            onChange={(event) => setReason(event.target.value)}
          />
          <DialogActions className="mt-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setAsking(null)}>
              {texts.cancel}
            </Button>
            <Button type="submit" loading={report.isPending}>
              {texts.report_send}
            </Button>
          </DialogActions>
        </form>
      </Dialog>

      <Dialog
        open={asking === 'block'}
        onOpenChange={(open) => setAsking(open ? 'block' : null)}
        title={texts.block_title.replace('{{name}}', name)}
        description={texts.block_text}
        size="sm"
      >
        <DialogActions className="sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setAsking(null)}>
            {texts.cancel}
          </Button>
          <Button
            variant="danger"
            loading={block.isPending}
            // The page shows "not available" as soon as the block is made (its profile is read again),
            // which unmounts this component: mutateAsync still brings the answer to the success dialog.
            onClick={() => void block.mutateAsync(offender).then(done, failed)}
          >
            {texts.block_send}
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
