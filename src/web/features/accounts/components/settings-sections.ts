import type { BriefSessionUser } from '@shared/contracts/accounts';
import { createContext, type ComponentType } from 'react';

/**
 * Sections other features add to the settings dialog, above its Save row (the restaurant's membership):
 * features do not import each other, so the app hands them in through this context.
 * `onNavigate`: the section's link leaves the dialog, which closes.
 */
export type SettingsSection = ComponentType<{ user: BriefSessionUser; onNavigate: () => void }>;

export const SettingsSectionsContext = createContext<readonly SettingsSection[]>([]);
