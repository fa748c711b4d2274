import { cn } from '@web/lib/cn';
import { formatBadgeCount } from '@web/lib/format';
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-stone-200 text-stone-800',
  brand: 'bg-brand-100 text-brand-800',
  success: 'bg-success-50 text-success-700 ring-1 ring-green-200',
  warning: 'bg-amber-100 text-amber-900',
};

/** A short status label ("Main", "In review"). */
export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/**
 * A counter badge (pending items, unread messages), capped at "+99". Nothing is shown for zero.
 * `label` is the accessible text, e.g. "3 unread messages", and the tooltip that says what is counted
 * (which venue, or all of them); the visible number is hidden from readers.
 */
export function CountBadge({
  count,
  label,
  className,
}: {
  count: number;
  label: string;
  className?: string;
}) {
  if (!(count > 0)) return null;
  return (
    <span
      title={label}
      className={cn(
        'inline-flex min-w-6 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs leading-6 font-bold text-white',
        className,
      )}
    >
      <span aria-hidden="true">{formatBadgeCount(count)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
