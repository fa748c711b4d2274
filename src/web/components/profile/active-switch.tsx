import { Badge } from '@web/components/ui/badge';
import { useId } from 'react';

/**
 * The profile active switch (spec doc 1 section 4, doc 2 section 4): a labelled switch with a line that
 * says what the state means. Presses while the call runs are ignored (`busy`).
 */
export function ActiveSwitch({
  label,
  hint,
  active,
  busy,
  onToggle,
}: {
  label: string;
  hint: string;
  active: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const switchId = useId();
  const hintId = `${switchId}-hint`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={switchId} className="font-semibold">
          <span className="text-stone-900">{label}</span>
        </label>
        <button
          id={switchId}
          type="button"
          role="switch"
          aria-checked={active}
          aria-describedby={hintId}
          aria-busy={busy || undefined}
          onClick={() => {
            if (!busy) onToggle();
          }}
          className="group inline-flex min-h-11 shrink-0 items-center"
        >
          <span
            className={`relative inline-flex h-7 w-12 items-center rounded-full transition-colors ${active ? 'bg-brand-600' : 'bg-stone-400'}`}
          >
            <span
              className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${active ? 'translate-x-6' : 'translate-x-1'}`}
            />
          </span>
        </button>
      </div>
      <p id={hintId} className="text-sm text-stone-700">
        {hint}
      </p>
    </div>
  );
}

/** The "In review" label with what it means (D6): the profile waits for the team before others see it. */
export function ReviewNotice({ label, text }: { label: string; text: string }) {
  return (
    <div className="flex flex-col items-start gap-1 rounded-xl bg-amber-50 p-3">
      <Badge tone="warning">{label}</Badge>
      <p className="text-sm text-stone-800">{text}</p>
    </div>
  );
}
