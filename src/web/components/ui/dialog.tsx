import * as RadixDialog from '@radix-ui/react-dialog';
import { cn } from '@web/lib/cn';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read with the title by screen readers; keep it one sentence. */
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

const widths = { sm: 'sm:max-w-sm', md: 'sm:max-w-md', lg: 'sm:max-w-xl' } as const;

/**
 * A modal dialog (Radix): Escape closes it, focus is trapped inside and returned on close. On phones it
 * fills the width from the bottom edge; from 640 px it is a centred card. The first field to focus is
 * marked with the `data-autofocus` attribute (see `autoFocusProps`).
 */
export function Dialog({ open, onOpenChange, title, description, children, size = 'md' }: DialogProps) {
  const { t } = useTranslation();
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          ref={contentRef}
          // The overlay system returns focus to where it was (lib/device.tsx); Radix would aim at a trigger
          // these dialogs do not have.
          onCloseAutoFocus={(event) => event.preventDefault()}
          // Focus the field marked data-autofocus when there is one, else Radix's first focusable element.
          onOpenAutoFocus={(event) => {
            const target = contentRef.current?.querySelector<HTMLElement>('[data-autofocus]');
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6',
            'data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in',
            widths[size],
          )}
          // Without a description, Radix expects aria-describedby to be explicitly unset.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="pt-2 text-xl font-bold text-stone-900">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900"
              aria-label={t('actions.close')}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mb-4 text-sm text-stone-600">
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Marks the control a dialog focuses when it opens. */
export function autoFocusProps(when = true): { 'data-autofocus'?: '' } {
  return when ? { 'data-autofocus': '' } : {};
}
