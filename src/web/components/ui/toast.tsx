import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
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

/**
 * Radix's toast (viewport, timers paused on hover and focus, swipe and F8) is loaded with the first
 * toast: it would not fit in the first-load budget of the public pages, which all carry this provider.
 */
const ToastViewport = lazy(() => import('./toast-viewport'));

/** Short, non-blocking confirmations ("You have logged out"), announced politely. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [used, setUsed] = useState(false);

  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const showToast = useCallback((message: string, tone: ToastTone = 'info') => {
    setUsed(true);
    setToasts((list) => [...list.slice(-2), { id: nextToastId++, message, tone }]);
  }, []);
  const api = useMemo(() => ({ showToast }), [showToast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <ToastViewport toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside ToastProvider');
  return value;
}
