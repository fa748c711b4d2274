import type { DialogComponents } from '@web/lib/device';
import { lazy } from 'react';

/** The app-wide dialogs any feature opens: an error, and a success (optionally followed by a reload). */
export const overlayDialogs: DialogComponents<'error' | 'success'> = {
  error: lazy(() => import('./error-dialog')),
  success: lazy(() => import('./success-dialog')),
};
