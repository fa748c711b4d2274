import { useState } from 'react';
import { Button } from './button';

export interface DeleteConfirmTexts {
  /** The button, and the confirmation's name. */
  delete: string;
  confirm: string;
  yes: string;
  cancel: string;
}

/**
 * Delete for a saved item of a form (spec: delete buttons show only for saved items), after a
 * confirmation in place; `onDelete` answers true when deleted, and the form then closes (`onDeleted`).
 */
export function DeleteConfirm({
  texts,
  onDelete,
  onDeleted,
}: {
  texts: DeleteConfirmTexts;
  onDelete: () => Promise<boolean>;
  onDeleted: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="flex flex-col gap-2 border-t border-stone-200 pt-4">
      {confirming ? (
        <div role="alertdialog" aria-label={texts.delete} className="flex flex-col gap-3">
          <p className="text-sm text-stone-800">{texts.confirm}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              loading={deleting}
              onClick={async () => {
                setDeleting(true);
                const done = await onDelete();
                setDeleting(false);
                setConfirming(false);
                if (done) onDeleted();
              }}
            >
              {texts.yes}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {texts.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
          {texts.delete}
        </Button>
      )}
    </div>
  );
}
