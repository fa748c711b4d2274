import { Button, buttonClasses } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { api } from '@web/lib/api-client';
import { useOverlay, useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

/** A chef writes to a premium venue (spec doc 2 section 2): its message page opens the conversation. */
export function MessageVenueLink({ id, slug, label }: { id: number; slug: string; label: string }) {
  const { language } = useScreen();
  return (
    <Link to={paths.venueMessage(language, id, slug)} className={buttonClasses({ className: 'w-full' })}>
      <MessageSquare aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

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
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const { messagesStartConversation } = await import('@shared/contracts/messaging');
      const { data } = await api(messagesStartConversation, { cid, rid });
      await navigate(paths.restaurantConversation(language, undefined, data.id));
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
