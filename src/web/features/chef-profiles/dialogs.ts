import type { DialogComponents } from '@web/lib/device';
import { lazy } from 'react';

/**
 * The chef wizard (spec doc 1 section 2 "Header, menus, overlays"; section 4 "Forms"): one dialog per
 * step, in the order save-and-continue follows. Each step reads the chef's own profile itself.
 */
export const chefWizardSteps = [
  'chefinfo',
  'chefabout',
  'chefworkexperience',
  'chefeducation',
  'cheflanguage',
  'chefreferral',
] as const;
export type ChefWizardStep = (typeof chefWizardSteps)[number];

/** What a step opens with: the item to edit (its id) for the list steps; none (or 0) adds a new one. */
export interface ChefWizardData {
  itemId?: number;
}

declare module '@web/lib/device' {
  interface DialogDataMap {
    chefinfo: ChefWizardData;
    chefabout: ChefWizardData;
    chefworkexperience: ChefWizardData;
    chefeducation: ChefWizardData;
    cheflanguage: ChefWizardData;
    chefreferral: ChefWizardData;
  }
  interface DialogResultMap {
    chefinfo: undefined;
    chefabout: undefined;
    chefworkexperience: undefined;
    chefeducation: undefined;
    cheflanguage: undefined;
    chefreferral: undefined;
  }
}

// WIZARD-PLACEHOLDER: every step points at one file until the wizard's components land.
const pending = lazy(() => import('./components/wizard/pending-step'));

export const chefWizardDialogs: DialogComponents<ChefWizardStep> = {
  chefinfo: pending,
  chefabout: pending,
  chefworkexperience: pending,
  chefeducation: pending,
  cheflanguage: pending,
  chefreferral: pending,
};
