import { AddEditButton, type AddEditProps } from '@web/components/profile/add-edit-button';
import { useOverlay } from '@web/lib/device';
import { useTranslation } from 'react-i18next';
import type { ChefWizardStep } from '../../dialogs';

/** A button that opens a wizard step: to add (no item) or to edit one item. */
export function WizardButton({
  step,
  itemId,
  ...button
}: { step: ChefWizardStep; itemId?: number } & AddEditProps) {
  const { openDialog } = useOverlay();
  return <AddEditButton {...button} onClick={() => openDialog(step, itemId ? { itemId } : {})} />;
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
