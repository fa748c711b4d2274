import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { DeleteConfirm, type DeleteConfirmTexts } from './delete-confirm';
import { Dialog, DialogActions } from './dialog';
import { Skeleton } from './skeleton';

/**
 * The body of a form dialog (the chef wizard's steps, the venue dialogs): a failed call's message
 * inline, a polite notice ("saved, add another"), the fields, delete for a saved item (after a
 * confirmation) and the save buttons, kept at the bottom of a sheet.
 */
export interface DialogFormBodyProps {
  onSubmit: () => void;
  formError: string | null;
  notice?: string | null;
  /** Deletes the saved item (true when deleted); absent for a new one. */
  onDelete?: () => Promise<boolean>;
  deleteTexts: DeleteConfirmTexts;
  onDeleted: () => void;
  actions: ReactNode;
  children: ReactNode;
}

export function DialogFormBody({
  onSubmit,
  formError,
  notice,
  onDelete,
  deleteTexts,
  onDeleted,
  actions,
  children,
}: DialogFormBodyProps) {
  return (
    <form
      noValidate
      className="flex min-h-full flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {formError ? <Alert>{formError}</Alert> : null}
      <p role="status" className={cn('text-sm font-medium text-success-700', !notice && 'sr-only')}>
        {notice ?? ''}
      </p>
      {children}
      {onDelete ? <DeleteConfirm texts={deleteTexts} onDelete={onDelete} onDeleted={onDeleted} /> : null}
      <DialogActions className="mt-auto grid grid-cols-2 gap-2 lg:flex lg:flex-row lg:justify-end">
        {actions}
      </DialogActions>
    </form>
  );
}

/**
 * A form dialog waiting for what its form starts from (texts, the record to edit): a skeleton, or,
 * when the record cannot be read, the message and a retry. `texts` is null while the page's own texts
 * load.
 */
export function DialogLoading({
  close,
  failed,
  onRetry,
  texts,
}: {
  close: () => void;
  failed: boolean;
  onRetry: () => void;
  texts: { title: string; loading: string; error: string; retry: string } | null;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={texts?.title ?? ''} sheet>
      {failed && texts ? (
        <div className="flex flex-col gap-4">
          <Alert>{texts.error}</Alert>
          <Button className="self-start" onClick={onRetry}>
            {texts.retry}
          </Button>
        </div>
      ) : (
        <div role="status" className="flex flex-col gap-4">
          <span className="sr-only">{texts?.loading ?? ''}</span>
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
    </Dialog>
  );
}
