import type { AccountType, BriefSessionUser } from '@shared/contracts/accounts';
import type { DialogComponents } from '@web/lib/device';
import { withNamespaces } from '@web/lib/i18n';
import { lazy } from 'react';

/**
 * The dialogs of the accounts feature: their names, what each is opened with and hands back, and their
 * components. A new dialog of this feature is added here alone; the dialog host picks up the record.
 */
declare module '@web/lib/device' {
  interface DialogDataMap {
    /**
     * `resume`: the opener's callback resumes a pending action (an apply); the "sign up" link then hands
     * it to the sign-up dialog, with `signupType` chosen already.
     */
    login: { email?: string; resume?: boolean; signupType?: AccountType };
    /** `resume`: the opener's callback resumes a pending action instead of going to the profile home. */
    signup: { type?: AccountType; email?: string; resume?: boolean };
    resetpassword: { code?: string; email?: string };
    settings: Record<string, never>;
  }
  interface DialogResultMap {
    login: BriefSessionUser;
    signup: BriefSessionUser;
    resetpassword: undefined;
    settings: BriefSessionUser;
  }
}

export const accountDialogs: DialogComponents<'login' | 'signup' | 'resetpassword' | 'settings'> = {
  login: lazy(() => withNamespaces(import('./components/login-dialog'), ['account'])),
  signup: lazy(() => withNamespaces(import('./components/signup-dialog'), ['account'])),
  resetpassword: lazy(() => withNamespaces(import('./components/reset-password-dialog'), ['account'])),
  settings: lazy(() => withNamespaces(import('./components/settings-dialog'), ['account'])),
};
