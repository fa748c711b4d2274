import { cn } from '@web/lib/cn';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One item of a result card's meta line: an icon, a name for screen readers when the icon says it, the value. */
export function MetaItem({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: LucideIcon;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {label ? <span className="sr-only">{label}</span> : null}
      {children}
    </span>
  );
}
