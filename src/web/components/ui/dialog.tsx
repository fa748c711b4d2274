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
  /**
   * A long form (the chef wizard): a full-height sheet under 1024 px (ui.md), a centred card from 1024
   * px up. Above the body, `header` adds a row of its own (the wizard's step navigation).
   */
  sheet?: boolean;
  header?: ReactNode;
}

const widths = { sm: 'sm:max-w-sm', md: 'sm:max-w-md', lg: 'sm:max-w-xl' } as const;

/**
 * A modal dialog (Radix): Escape closes it, focus is trapped inside and returned on close. On phones it
 * fills the width from the bottom edge; from 640 px it is a centred card. The first field to focus is
 * marked with the `data-autofocus` attribute (see `autoFocusProps`).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  sheet = false,
  header,
}: DialogProps) {
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
            // A column within the viewport (dvh: phones' browser bars included): the title and the close
            // button stay at the top, the body scrolls, and a DialogActions row stays at the bottom.
            'fixed z-50 flex flex-col overflow-hidden bg-white shadow-xl',
            sheet
              ? 'inset-0 h-dvh lg:inset-auto lg:top-1/2 lg:left-1/2 lg:h-auto lg:max-h-[calc(100dvh-2rem)] lg:w-[calc(100%-2rem)] lg:max-w-4xl lg:-translate-x-1/2 lg:-translate-y-1/2 lg:rounded-2xl'
              : cn(
                  'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-2xl',
                  'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
                  widths[size],
                ),
            'data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in',
          )}
          // Without a description, Radix expects aria-describedby to be explicitly unset.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex shrink-0 items-start justify-between gap-4 border-b border-stone-200 px-5 pt-3 pb-2 sm:px-6 sm:pt-4">
            <RadixDialog.Title className="pt-2 text-xl font-bold text-stone-900">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900"
              aria-label={t('actions.close')}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {header}
          <div
            data-dialog-body=""
            className="min-h-0 flex-1 scroll-pb-28 overflow-y-auto overscroll-contain px-5 pt-4 pb-5 sm:px-6 sm:pb-6"
          >
            {description ? (
              <RadixDialog.Description className="mb-4 text-sm text-stone-600">
                {description}
              </RadixDialog.Description>
            ) : null}
            {children}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * The row of a dialog's main actions (submit, cancel): last in the body, it sticks to the bottom edge while
 * the body scrolls, so a long form's submit button stays in view (with its errors above it). Place it as
 * the last child of the form, so the submit button stays inside it.
 */
export function DialogActions({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        // Negative margins reach the body's padding: the white band covers what scrolls beneath it.
        'sticky -bottom-5 z-10 -mx-5 -mb-5 flex flex-col gap-2 border-t border-stone-200 bg-white px-5 py-3',
        'sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6 sm:py-4',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** Marks the control a dialog focuses when it opens. */
export function autoFocusProps(when = true): { 'data-autofocus'?: '' } {
  return when ? { 'data-autofocus': '' } : {};
}
