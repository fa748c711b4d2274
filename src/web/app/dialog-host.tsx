import { overlayDialogs } from '@web/components/overlays/dialogs';
import { accountDialogs } from '@web/features/accounts/dialogs';
import { applicationDialogs } from '@web/features/applications/dialogs';
import { chefCvDialogs } from '@web/features/chef-cv/dialogs';
import { chefWizardDialogs } from '@web/features/chef-profiles/dialogs';
import { mediaDialogs } from '@web/features/media/dialogs';
import { offerDialogs } from '@web/features/offers/dialogs';
import { venueDialogs } from '@web/features/venues/dialogs';
import { SettingsSectionsContext } from '@web/features/accounts/components/settings-sections';
import {
  useOverlay,
  type DialogComponentProps,
  type DialogComponents,
  type DialogName,
} from '@web/lib/device';
import { lazy, Suspense, useCallback, type ComponentType } from 'react';

/**
 * Every named dialog: the app-wide ones and each feature's record (its `dialogs.ts`, which also
 * declares the names). The type demands a component for every declared name.
 */
const dialogs: DialogComponents<DialogName> = {
  ...overlayDialogs,
  ...accountDialogs,
  ...mediaDialogs,
  ...chefWizardDialogs,
  ...venueDialogs,
  ...offerDialogs,
  ...applicationDialogs,
  ...chefCvDialogs,
};

/**
 * What the settings dialog shows of other features, loaded with it: the restaurant's membership, and
 * the account's own data (download it, delete the account).
 */
const settingsSections = [
  lazy(() =>
    import('@web/features/membership/components/membership-settings').then((module) => ({
      default: module.MembershipSettings,
    })),
  ),
  lazy(() =>
    import('@web/features/own-data/components/own-data-settings').then((module) => ({
      default: module.OwnDataSettings,
    })),
  ),
];

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
  const Component = dialogs[dialog.name] as ComponentType<DialogComponentProps<DialogName>>;
  return (
    <SettingsSectionsContext.Provider value={settingsSections}>
      <Suspense fallback={null}>
        <Component key={dialog.key} data={dialog.data as never} close={closeDialog} complete={complete} />
      </Suspense>
    </SettingsSectionsContext.Provider>
  );
}
