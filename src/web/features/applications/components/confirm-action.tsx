import { Button } from '@web/components/ui/button';
import { useState, type ReactNode } from 'react';

/**
 * A button whose act asks first, in place (spec: delete and turn down after a confirmation): the
 * question with yes and cancel replaces the button until answered.
 */
export function ConfirmAction({
  label,
  accessibleName,
  question,
  yes,
  cancel,
  onConfirm,
  pending,
  variant = 'secondary',
  icon,
}: {
  label: string;
  accessibleName?: string;
  question: string;
  yes: string;
  cancel: string;
  onConfirm: () => void;
  pending: boolean;
  variant?: 'secondary' | 'danger' | 'ghost';
  icon?: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button variant={variant} aria-label={accessibleName} onClick={() => setAsking(true)}>
        {icon}
        {label}
      </Button>
    );
  return (
    <div role="alertdialog" aria-label={accessibleName ?? label} className="flex w-full flex-col gap-2">
      <p className="text-sm text-stone-800">{question}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" loading={pending} onClick={onConfirm}>
          {yes}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={() => setAsking(false)}>
          {cancel}
        </Button>
      </div>
    </div>
  );
}
