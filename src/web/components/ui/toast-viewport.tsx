import * as ToastPrimitive from '@radix-ui/react-toast';
import { cn } from '@web/lib/cn';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toastDurationMs, type Toast } from './toast';

/** The toasts on Radix's primitive, at the bottom centre; at most three at a time (ToastProvider). */
export default function ToastViewport({
  toasts,
  onDismiss,
}: {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToastPrimitive.Provider duration={toastDurationMs} swipeDirection="down" label={t('toasts.label')}>
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          // Background: announced politely, as a status, not as an alert.
          type="background"
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
          className={cn(
            'pointer-events-auto flex w-full max-w-sm animate-pop-in items-center gap-2 rounded-xl py-1 pr-1 pl-4 text-sm text-white shadow-lg',
            toast.tone === 'error'
              ? 'bg-danger-600'
              : toast.tone === 'success'
                ? 'bg-success-700'
                : 'bg-stone-800',
          )}
        >
          <ToastPrimitive.Description className="flex-1 py-2">{toast.message}</ToastPrimitive.Description>
          <ToastPrimitive.Close
            aria-label={t('actions.close')}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/15"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label={t('toasts.region')}
        className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] m-0 flex list-none flex-col items-center gap-2 px-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
