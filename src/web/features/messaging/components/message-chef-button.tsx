import { paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { useOverlay, useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStartConversation } from '../api/messages';

/**
 * A premium venue writes to a chef (spec doc 2 sections 2 and 6: "message ... only when premium equals
 * 1"): the conversation of the chef `cid` with the venue `rid` is opened (started if there is none) and
 * shown in the venue's messages; a refusal shows in the error dialog.
 */
export function MessageChefButton({ cid, rid, label }: { cid: number; rid: number; label: string }) {
  const { t } = useTranslation();
  const { language } = useScreen();
  const { openDialog } = useOverlay();
  const navigate = useNavigate();
  const start = useStartConversation();
  // Stays on from the press until the conversation's page replaces this one.
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const id = await start.mutateAsync({ cid, rid });
      await navigate(paths.restaurantConversation(language, undefined, id));
    } catch (error) {
      setOpening(false);
      openDialog('error', { message: errorText(error, t) });
    }
  };
  return (
    <Button variant="secondary" loading={opening} onClick={() => void open()} className="w-full">
      <MessageSquare aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
