import { Button } from '@web/components/ui/button';
import { Pencil, Plus } from 'lucide-react';

/** A profile section's button that opens its dialog: to add (a plus) or to edit (a pencil). */
export interface AddEditProps {
  label: string;
  /** The full name when the visible label is short ("Edit" for "Edit Le Cinq"); it starts with `label`. */
  accessibleLabel?: string;
  kind?: 'add' | 'edit';
  variant?: 'secondary' | 'ghost' | 'primary';
}

export function AddEditButton({
  label,
  accessibleLabel,
  kind = 'add',
  variant = 'secondary',
  onClick,
}: AddEditProps & { onClick: () => void }) {
  const Icon = kind === 'add' ? Plus : Pencil;
  return (
    <Button variant={variant} aria-label={accessibleLabel} onClick={onClick}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
