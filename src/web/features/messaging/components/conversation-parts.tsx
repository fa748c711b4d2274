import type { ConversationView } from '@shared/contracts/messaging';
import { localeOf, type Language } from '@shared/i18n/languages';
import { Thumbnail } from '@web/components/ui/thumbnail';
import { dayKey } from '@web/lib/days';

/**
 * The other side of a conversation for its reader (an account id): the venue for the chef, else the chef;
 * `deleted` once that side deleted its account (its name then says so).
 */
export function counterpartOf(conversation: ConversationView, reader: number | undefined) {
  return reader === conversation.chef.acc
    ? {
        acc: conversation.restaurant.acc,
        name: conversation.restaurant.name,
        image: conversation.restaurant.images.logo,
        kind: 'venue' as const,
        deleted: conversation.restaurant.deleted === 1,
      }
    : {
        acc: conversation.chef.acc,
        name: conversation.chef.name,
        image: conversation.chef.images.profile,
        kind: 'chef' as const,
        deleted: conversation.chef.deleted === 1,
      };
}

/** The other side's picture in a circle, or its initials. Decorative: its name is written beside it. */
export function Counterpart({
  conversation,
  reader,
  size,
}: {
  conversation: ConversationView;
  reader: number | undefined;
  size: number;
}) {
  const other = counterpartOf(conversation, reader);
  return (
    <Thumbnail
      image={other.image}
      pixels={size}
      fallback={{ name: other.name }}
      style={{ width: size, height: size }}
      className="rounded-full text-sm"
    />
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A message's time: HH:mm today, else its day and month (and year when not this year). */
export function messageTime(iso: string, language: Language, now = new Date()): string {
  const date = new Date(iso);
  if (dayKey(iso) === dayKey('', now)) return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return new Intl.DateTimeFormat(localeOf[language], {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
}

/** The time of day of a message (HH:mm, spec doc 1 section 9). */
export function clockTime(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
