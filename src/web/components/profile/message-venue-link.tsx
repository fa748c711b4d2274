import { buttonClasses } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { useScreen } from '@web/lib/device';
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';

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
