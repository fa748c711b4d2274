import type { Language } from '@shared/i18n/languages';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { resizeDebounceMs, screenClassFromWidth, type ScreenClass } from './screen';

/**
 * Device state (spec doc 1 section 3): screen class, width, height, language and the current dialog.
 * Two contexts so a resize does not re-render everything that only opens dialogs, and the other way
 * round; `useDevice()` reads both.
 */

/**
 * The named dialogs of the overlay system and what each is opened with. Here only the app-wide ones
 * (error, success); each feature adds its own in its `dialogs.ts`, by augmenting this interface and
 * DialogResultMap (`declare module '@web/lib/device'`), next to the components it registers.
 */
export interface DialogDataMap {
  error: { message?: string; title?: string };
  /** `reloadTo`: go to this URL (full reload) 1000 ms after showing (decisions D12). */
  success: { message?: string; title?: string; reloadTo?: string };
}

/** What a dialog hands to its callback when its task is done (not called when it is dismissed). */
export interface DialogResultMap {
  error: undefined;
  success: undefined;
}

export type DialogName = keyof DialogDataMap;

export interface OpenDialog<N extends DialogName = DialogName> {
  name: N;
  data: DialogDataMap[N];
  callback?: (result: DialogResultMap[N]) => void;
  /**
   * Called when the dialog is closed without a result (Escape, the close button): a dialog opened from
   * another one (the Guru or the media dialog from the job offer form) reopens its opener with it.
   */
  onDismiss?: () => void;
  /** Changes on every open, so reopening the same dialog starts it fresh. */
  key: number;
}

export type AnyOpenDialog = { [N in DialogName]: OpenDialog<N> }[DialogName];

export interface ScreenState {
  screen: ScreenClass;
  width: number;
  height: number;
  language: Language;
}

export interface OverlayApi {
  dialog: AnyOpenDialog | null;
  openDialog: <N extends DialogName>(
    name: N,
    data?: DialogDataMap[N],
    callback?: (result: DialogResultMap[N]) => void,
    onDismiss?: () => void,
  ) => void;
  /** Closes the current dialog without calling its callback (Escape, the close button); calls its onDismiss. */
  closeDialog: () => void;
  /** Closes the current dialog, then calls its callback with the result (the callback may open another). */
  completeDialog: <N extends DialogName>(name: N, result: DialogResultMap[N]) => void;
  /**
   * Opens `name` in place of the current dialog, handing it the current one's callback and onDismiss:
   * the task goes on in the other dialog (login's "sign up" link: the apply waiting for the login
   * resumes after the sign-up). Only between dialogs whose results are of one type.
   */
  handOverDialog: <N extends DialogName>(name: N, data: DialogDataMap[N]) => void;
}

const ScreenContext = createContext<ScreenState | null>(null);
const OverlayContext = createContext<OverlayApi | null>(null);

function measure(language: Language): ScreenState {
  const width = window.innerWidth;
  return { screen: screenClassFromWidth(width), width, height: window.innerHeight, language };
}

export function DeviceProvider({ language, children }: { language: Language; children: ReactNode }) {
  const [screen, setScreen] = useState<ScreenState>(() => measure(language));
  const [dialog, setDialog] = useState<AnyOpenDialog | null>(null);
  const nextKey = useRef(1);
  // Mirrors `dialog` for completeDialog; written only where the state is set, never during render.
  const dialogRef = useRef<AnyOpenDialog | null>(null);
  // The element that had focus when the first dialog of a chain opened (login -> reset password...).
  const returnFocusRef = useRef<HTMLElement | null>(null);

  /**
   * Focus goes back where it was once no dialog is open any more. Radix cannot do it here: its modal
   * dialog returns focus to its own trigger, and these dialogs are opened by name, without one.
   */
  const restoreFocusSoon = useCallback(() => {
    setTimeout(() => {
      if (dialogRef.current) return;
      const target = returnFocusRef.current;
      returnFocusRef.current = null;
      if (target?.isConnected) target.focus();
    }, 0);
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setScreen(measure(language)), resizeDebounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [language]);

  const openDialog = useCallback<OverlayApi['openDialog']>((name, data, callback, onDismiss) => {
    const next = { name, data: data ?? {}, callback, onDismiss, key: nextKey.current++ } as AnyOpenDialog;
    if (
      !dialogRef.current &&
      document.activeElement instanceof HTMLElement &&
      document.activeElement !== document.body
    ) {
      returnFocusRef.current = document.activeElement;
    }
    dialogRef.current = next;
    setDialog(next);
  }, []);

  const closeDialog = useCallback(() => {
    const current = dialogRef.current;
    dialogRef.current = null;
    setDialog(null);
    // The opener may open another dialog (its own again); focus then stays with that one.
    current?.onDismiss?.();
    restoreFocusSoon();
  }, [restoreFocusSoon]);

  const completeDialog = useCallback<OverlayApi['completeDialog']>(
    (name, result) => {
      const current = dialogRef.current;
      dialogRef.current = null;
      setDialog(null);
      if (current && current.name === name && current.callback) {
        (current.callback as (value: typeof result) => void)(result);
      }
      restoreFocusSoon();
    },
    [restoreFocusSoon],
  );

  const handOverDialog = useCallback<OverlayApi['handOverDialog']>(
    (name, data) => {
      const current = dialogRef.current;
      openDialog(
        name,
        data,
        current?.callback as ((result: DialogResultMap[typeof name]) => void) | undefined,
        current?.onDismiss,
      );
    },
    [openDialog],
  );

  const overlay = useMemo<OverlayApi>(
    () => ({ dialog, openDialog, closeDialog, completeDialog, handOverDialog }),
    [dialog, openDialog, closeDialog, completeDialog, handOverDialog],
  );

  return (
    <ScreenContext.Provider value={screen}>
      <OverlayContext.Provider value={overlay}>{children}</OverlayContext.Provider>
    </ScreenContext.Provider>
  );
}

export function useScreen(): ScreenState {
  const value = useContext(ScreenContext);
  if (!value) throw new Error('useScreen must be used inside DeviceProvider');
  return value;
}

export function useOverlay(): OverlayApi {
  const value = useContext(OverlayContext);
  if (!value) throw new Error('useOverlay must be used inside DeviceProvider');
  return value;
}

/** The whole device state: screen, language and the current dialog with its controls. */
export function useDevice(): ScreenState & OverlayApi {
  return { ...useScreen(), ...useOverlay() };
}

/** Props of a dialog component rendered by the dialog host. */
export interface DialogComponentProps<N extends DialogName> {
  data: DialogDataMap[N];
  /** Dismiss without a result (Escape, close button). */
  close: () => void;
  /** Task done: close, then call the opener's callback with the result. */
  complete: (result: DialogResultMap[N]) => void;
}

/**
 * The components of some named dialogs, each loaded on first use (React.lazy) so none is in the first
 * bundle. A feature exports one such record from its `dialogs.ts`; the dialog host joins them.
 */
export type DialogComponents<N extends DialogName> = {
  [K in N]: LazyExoticComponent<ComponentType<DialogComponentProps<K>>>;
};
