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

export const chefWizardDialogs: DialogComponents<ChefWizardStep> = {
  chefinfo: lazy(() => import('./components/wizard/info-step')),
  chefabout: lazy(() => import('./components/wizard/about-step')),
  chefworkexperience: lazy(() => import('./components/wizard/experience-step')),
  chefeducation: lazy(() => import('./components/wizard/education-step')),
  cheflanguage: lazy(() => import('./components/wizard/language-step')),
  chefreferral: lazy(() => import('./components/wizard/referral-step')),
};
