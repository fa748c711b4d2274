import { cn } from '@web/lib/cn';
import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ToastTone = 'info' | 'success' | 'error';

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

interface ToastApi {
  showToast: (message: string, tone?: ToastTone) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** How long a toast stays; it can also be dismissed. */
export const toastDurationMs = 5000;

let nextToastId = 1;

/** Short, non-blocking confirmations ("You have logged out") in a polite live region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);

  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const showToast = useCallback((message: string, tone: ToastTone = 'info') => {
    setToasts((list) => [...list.slice(-2), { id: nextToastId++, message, tone }]);
  }, []);
  const api = useMemo(() => ({ showToast }), [showToast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} closeLabel={t('actions.close')} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({
  toast,
  onDismiss,
  closeLabel,
}: {
  toast: Toast;
  onDismiss: (id: number) => void;
  closeLabel: string;
}) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toastDurationMs);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return (
    <div
      className={cn(
        'pointer-events-auto flex w-full max-w-sm animate-pop-in items-center gap-2 rounded-xl py-1 pr-1 pl-4 text-sm text-white shadow-lg',
        toast.tone === 'error'
          ? 'bg-danger-600'
          : toast.tone === 'success'
            ? 'bg-success-700'
            : 'bg-stone-800',
      )}
    >
      <p className="flex-1 py-2">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label={closeLabel}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/15"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside ToastProvider');
  return value;
}
