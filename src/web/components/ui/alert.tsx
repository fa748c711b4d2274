import { cn } from '@web/lib/cn';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** An inline message inside a form: errors are announced at once (role alert), successes politely. */
export function Alert({
  tone = 'error',
  children,
  className,
}: {
  tone?: 'error' | 'success';
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 rounded-lg border p-3 text-sm',
        tone === 'error'
          ? 'border-red-200 bg-danger-50 text-red-900'
          : 'border-green-200 bg-success-50 text-green-900',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex-1">{children}</div>
    </div>
  );
}
