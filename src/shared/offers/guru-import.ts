import {
  guruDescriptionGroups,
  guruGroups,
  guruRequirementGroups,
  type GuruGroup,
  type GuruItems,
} from '../contracts/offer-guru';

/** What the manager ticked: the chosen item ids of each group. */
export type GuruSelection = Partial<Record<GuruGroup, readonly string[]>>;

/**
 * The offer's rich texts as the Guru writes them (HTML the offer form's editor takes): only the texts
 * of which a group was ticked, so a text the manager chose nothing for keeps what it had.
 */
export interface GuruTexts {
  description?: string;
  requirements?: string;
}

/**
 * Whether anything is ticked: a sentence in any group is enough (docs/decisions/040-guru-any-groups.md: the manager takes
 * the groups that fit the job, rather than one in each of the ten as spec doc 2 section 5 had it).
 */
export function hasGuruChoice(selection: GuruSelection, items: GuruItems): boolean {
  return guruGroups.some((group) => chosenTexts(group, selection, items).length > 0);
}

/**
 * The import (spec doc 2 section 4): the description is the about, position, headchef and opportunities
 * groups, the requirements the other six; each group with a choice is one paragraph of its chosen
 * sentences (in the order the Guru lists them), so the groups read as blocks separated by a blank line.
 * A text none of whose groups has a choice is left out. Throws when nothing is chosen: the dialog
 * checks first (`hasGuruChoice`).
 */
export function importGuruTemplate(selection: GuruSelection, items: GuruItems): GuruTexts {
  if (!hasGuruChoice(selection, items)) throw new Error('The Guru has no sentence chosen');
  const paragraphs = (groups: readonly GuruGroup[]) =>
    groups
      .map((group) => chosenTexts(group, selection, items).map(escapeHtml).join(' '))
      .filter(Boolean)
      .map((paragraph) => `<p>${paragraph}</p>`)
      .join('');
  const description = paragraphs(guruDescriptionGroups);
  const requirements = paragraphs(guruRequirementGroups);
  return {
    ...(description ? { description } : {}),
    ...(requirements ? { requirements } : {}),
  };
}

/**
 * Whether importing `texts` would replace something the manager wrote (then the dialog asks first;
 * spec doc 2 section 4 "Importing asks for confirmation"): `filled` says which of the form's texts
 * hold words.
 */
export function guruImportReplacesText(
  texts: GuruTexts,
  filled: { description: boolean; requirements: boolean },
): boolean {
  return (
    (texts.description !== undefined && filled.description) ||
    (texts.requirements !== undefined && filled.requirements)
  );
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
