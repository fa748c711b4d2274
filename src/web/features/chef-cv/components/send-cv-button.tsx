import { Button, type ButtonSize, type ButtonVariant } from '@web/components/ui/button';
import { useOverlay } from '@web/lib/device';
import { useSessionUser } from '@web/lib/session';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SendCvTarget } from '../dialogs';

/**
 * "Send my CV" on a venue's or an offer's public page (spec doc 2 section 6): a chef opens the sendcv
 * dialog; a visitor is asked to log in first (as for apply), then the dialog opens for a chef.
 * Restaurants and staff get nothing.
 */
export function SendCvButton({
  target,
  variant = 'secondary',
  size = 'lg',
  className,
}: {
  target: SendCvTarget;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  // The label is the offer pages' (`offers`), which the venue's and the offer's pages load.
  const { t } = useTranslation('offers');
  const { openDialog } = useOverlay();
  const { user, isPending } = useSessionUser();
  if (isPending || (user && user.type !== 'chef')) return null;
  const open = () =>
    user
      ? openDialog('sendcv', target)
      : openDialog('login', { resume: true, signupType: 'chef' }, (loggedIn) => {
          if (loggedIn.type === 'chef') openDialog('sendcv', target);
        });
  return (
    <Button variant={variant} size={size} className={className} onClick={open}>
      <FileText aria-hidden="true" className="size-4" />
      {t('actions.send_my_cv')}
    </Button>
  );
}
