import {
  guruDescriptionGroups,
  guruGroups,
  guruRequirementGroups,
  type GuruGroup,
  type GuruItems,
} from '../contracts/offer-guru';

/** What the manager ticked: the chosen item ids of each group. */
export type GuruSelection = Partial<Record<GuruGroup, readonly string[]>>;

/** The offer's two rich texts as the Guru writes them (HTML the offer form's editor takes). */
export interface GuruTexts {
  description: string;
  requirements: string;
}

/** The groups with no chosen item (spec doc 2 section 5: every group needs at least one), in order. */
export function missingGuruGroups(selection: GuruSelection, items: GuruItems): GuruGroup[] {
  return guruGroups.filter((group) => chosenTexts(group, selection, items).length === 0);
}

/**
 * The import (spec doc 2 section 4): the description is the about, position, headchef and opportunities
 * groups, the requirements the other six; each group is one paragraph of its chosen sentences (in the
 * order the Guru lists them), so the groups read as blocks separated by a blank line. Throws when a
 * group has no choice: the dialog checks first (`missingGuruGroups`).
 */
export function importGuruTemplate(selection: GuruSelection, items: GuruItems): GuruTexts {
  const missing = missingGuruGroups(selection, items);
  if (missing.length > 0) throw new Error(`Guru groups without a choice: ${missing.join(', ')}`);
  const paragraphs = (groups: readonly GuruGroup[]) =>
    groups
      .map((group) => `<p>${chosenTexts(group, selection, items).map(escapeHtml).join(' ')}</p>`)
      .join('');
  return {
    description: paragraphs(guruDescriptionGroups),
    requirements: paragraphs(guruRequirementGroups),
  };
}

/** The texts of a group's chosen items, in the Guru's order; ids the group does not have are ignored. */
function chosenTexts(group: GuruGroup, selection: GuruSelection, items: GuruItems): string[] {
  const chosen = new Set(selection[group] ?? []);
  return items[group]
    .filter((item) => chosen.has(item.id))
    .map((item) => item.text.trim())
    .filter(Boolean);
}

/** The items are plain text: markup characters are shown, never read as tags. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
