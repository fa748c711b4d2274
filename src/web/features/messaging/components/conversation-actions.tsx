import type { ConversationView } from '@shared/contracts/messaging';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions } from '@web/components/ui/dialog';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@web/components/ui/menu';
import { menuCloseDelayMs } from '@web/config/timings';
import { useOverlay } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { useSessionUser } from '@web/lib/session';
import { Ban, Ellipsis, LockOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversationAction, type ConversationAction } from '../api/messages';
import { counterpartOf } from './conversation-parts';
import { isBlocked } from '@shared/states';

/**
 * A conversation's options (spec doc 1 section 2, doc 2 section 2; D14): block while active, unblock
 * when the reader blocked it, delete. Block and delete ask first; unblock does not. A failure shows in
 * the error dialog; `onEnded` runs once the conversation is deleted (its page goes back to the list).
 */
export function ConversationActions({
  conversation,
  onEnded,
  variant = 'ghost',
}: {
  conversation: ConversationView;
  onEnded?: () => void;
  variant?: 'ghost' | 'secondary';
}) {
  const { t } = useTranslation('messages');
  const { openDialog } = useOverlay();
  const reader = useSessionUser().user?.id;
  const action = useConversationAction();
  const [asking, setAsking] = useState<'block' | 'end' | null>(null);
  // The question asked last: the dialog keeps its words while it closes.
  const [kind, setKind] = useState<'block' | 'end'>('block');
  const name = counterpartOf(conversation, reader).name;
  const blockedByMe = isBlocked(conversation) && conversation.blocker === reader;

  const run = (which: ConversationAction) =>
    action.mutateAsync({ action: which, conversation: conversation.id }).then(
      () => {
        setAsking(null);
        if (which === 'end') onEnded?.();
      },
      (error: unknown) => {
        setAsking(null);
        openDialog('error', { message: errorText(error, t) });
      },
    );
  const later = (which: 'block' | 'end') => {
    setKind(which);
    setTimeout(() => setAsking(which), menuCloseDelayMs);
  };

  return (
    <>
      <Menu modal={false}>
        <MenuTrigger asChild>
          <Button variant={variant} aria-label={t('options', { name })} className="shrink-0 px-2">
            <Ellipsis aria-hidden="true" className="size-5" />
          </Button>
        </MenuTrigger>
        <MenuContent align="end">
          {!isBlocked(conversation) ? (
            <MenuItem onSelect={() => later('block')}>
              <Ban aria-hidden="true" className="size-4" />
              {t('block')}
            </MenuItem>
          ) : blockedByMe ? (
            <MenuItem onSelect={() => void run('unblock')}>
              <LockOpen aria-hidden="true" className="size-4" />
              {t('unblock')}
            </MenuItem>
          ) : null}
          <MenuItem onSelect={() => later('end')}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('delete')}
          </MenuItem>
        </MenuContent>
      </Menu>
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={kind === 'block' ? t('block_title', { name }) : t('delete_title', { name })}
        description={kind === 'block' ? t('block_text') : t('delete_text', { name })}
        size="sm"
      >
        <DialogActions className="sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setAsking(null)}>
            {t('cancel')}
          </Button>
          <Button variant="danger" loading={action.isPending} onClick={() => asking && void run(asking)}>
            {kind === 'block' ? t('block_confirm') : t('delete_confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
