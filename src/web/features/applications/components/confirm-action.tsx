import { Button } from '@web/components/ui/button';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

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
  const questionId = useId();
  const yesRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  // Focus goes to the question's answer when it opens, and back to the button when it is cancelled.
  useEffect(() => {
    if (asking) yesRef.current?.focus();
    else if (wasAsking.current) triggerRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  if (!asking)
    return (
      <Button ref={triggerRef} variant={variant} aria-label={accessibleName} onClick={() => setAsking(true)}>
        {icon}
        {label}
      </Button>
    );
  return (
    <div
      role="alertdialog"
      aria-label={accessibleName ?? label}
      aria-describedby={questionId}
      className="flex w-full flex-col gap-2"
    >
      <p id={questionId} className="text-sm text-stone-800">
        {question}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button ref={yesRef} variant="danger" loading={pending} onClick={onConfirm}>
          {yes}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={() => setAsking(false)}>
          {cancel}
        </Button>
      </div>
    </div>
  );
}
