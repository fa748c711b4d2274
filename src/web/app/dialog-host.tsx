import { useOverlay, type DialogComponentProps, type DialogName } from '@web/lib/device';
import { lazy, Suspense, useCallback, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The named dialogs, each loaded on first use (React.lazy) so none is in the first bundle.
 * Features add their dialogs here; `openDialog(name, data, callback)` shows them.
 */
const dialogs: { [N in DialogName]: LazyExoticComponent<ComponentType<DialogComponentProps<N>>> } = {
  login: lazy(() => import('@web/features/accounts/components/login-dialog')),
  signup: lazy(() => import('@web/features/accounts/components/signup-dialog')),
  resetpassword: lazy(() => import('@web/features/accounts/components/reset-password-dialog')),
  settings: lazy(() => import('@web/features/accounts/components/settings-dialog')),
  error: lazy(() => import('@web/components/overlays/error-dialog')),
  success: lazy(() => import('@web/components/overlays/success-dialog')),
};

/** Renders the current dialog of the device state (one at a time; opening another replaces it). */
export function DialogHost() {
  const { dialog, closeDialog, completeDialog } = useOverlay();
  const name = dialog?.name;
  const complete = useCallback(
    (result: unknown) => {
      if (name) completeDialog(name, result as never);
    },
    [name, completeDialog],
  );
  if (!dialog) return null;
  const Component = dialogs[dialog.name] as LazyExoticComponent<
    ComponentType<DialogComponentProps<DialogName>>
  >;
  return (
    <Suspense fallback={null}>
      <Component key={dialog.key} data={dialog.data as never} close={closeDialog} complete={complete} />
    </Suspense>
  );
}
