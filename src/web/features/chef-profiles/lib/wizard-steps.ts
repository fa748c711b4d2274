import { chefWizardSteps, type ChefWizardStep } from '../dialogs';

/**
 * The wizard's order (spec doc 1 section 4 "Forms"): chef info, then about, work experience, education,
 * language and referral. Save and continue opens the next step; go back opens the previous one.
 */
export function nextStep(step: ChefWizardStep): ChefWizardStep | null {
  return chefWizardSteps[chefWizardSteps.indexOf(step) + 1] ?? null;
}

export function previousStep(step: ChefWizardStep): ChefWizardStep | null {
  const index = chefWizardSteps.indexOf(step);
  return index > 0 ? chefWizardSteps[index - 1]! : null;
}

/** The steps that edit one item of a list (they offer save and add more, and delete for a saved item). */
export const listSteps = [
  'chefworkexperience',
  'chefeducation',
  'cheflanguage',
  'chefreferral',
] as const satisfies readonly ChefWizardStep[];

export function isListStep(step: ChefWizardStep): step is (typeof listSteps)[number] {
  return (listSteps as readonly ChefWizardStep[]).includes(step);
}

/** "Step 3 of 6": the step's place in the order, from 1. */
export function stepNumber(step: ChefWizardStep): number {
  return chefWizardSteps.indexOf(step) + 1;
}

/**
 * The id the server gave a newly added item: the answer carries the user, not the item, so the
 * profile read again afterwards is compared with the ids known before the save (the highest new one).
 */
export function newItemId(before: readonly number[], after: readonly number[]): number | null {
  const known = new Set(before);
  const added = after.filter((id) => !known.has(id));
  return added.length ? Math.max(...added) : null;
}
