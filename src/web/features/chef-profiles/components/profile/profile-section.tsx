import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useOverlay } from '@web/lib/device';
import { Pencil, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChefWizardStep } from '../../dialogs';
import type { ProfileSectionId } from '../../lib/profile-display';

/**
 * ui.md "Section with anchor": a heading, the button that opens its dialog (the chef's own page only),
 * then the content or an empty state. The id is the anchor the phone menu and links scroll to; the
 * scroll margin keeps the heading clear of the sticky header (and the phone's section menu).
 */
export function ProfileSection({
  id,
  title,
  action,
  className,
  children,
}: {
  id: ProfileSectionId;
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        'scroll-mt-32 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6 lg:scroll-mt-24',
        className,
      )}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} tabIndex={-1} className="text-xl font-bold text-stone-900 outline-none">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A button that opens a wizard step: to add (no item) or to edit one item. */
export function WizardButton({
  step,
  itemId,
  label,
  accessibleLabel,
  kind = 'add',
  variant = 'secondary',
}: {
  step: ChefWizardStep;
  itemId?: number;
  label: string;
  /** The full name when the visible label is short ("Edit" for "Edit Le Cinq"); it starts with `label`. */
  accessibleLabel?: string;
  kind?: 'add' | 'edit';
  variant?: 'secondary' | 'ghost' | 'primary';
}) {
  const { openDialog } = useOverlay();
  const Icon = kind === 'add' ? Plus : Pencil;
  return (
    <Button
      variant={variant}
      aria-label={accessibleLabel}
      onClick={() => openDialog(step, itemId ? { itemId } : {})}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

/** "Edit" on one item, named for screen readers by the item ("Edit: Head Chef, Casa Lume"). */
export function EditItemButton({
  step,
  itemId,
  name,
}: {
  step: ChefWizardStep;
  itemId: number;
  name: string;
}) {
  const { t } = useTranslation('chef');
  return (
    <WizardButton
      step={step}
      itemId={itemId}
      kind="edit"
      variant="ghost"
      label={t('profile.edit')}
      accessibleLabel={t('profile.edit_item', { name })}
    />
  );
}

/** The empty state of a section: what is missing, and on the chef's own page what to do about it. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-stone-50 px-4 py-5 text-stone-700">{children}</p>;
}
