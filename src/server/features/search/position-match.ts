import {
  positionIds,
  positionKey,
  positionLabels,
  positionSlug,
  type PositionId,
} from '@shared/reference/positions';
import { languages } from '@shared/i18n/languages';
import { AppError } from '../../lib/app-error';

/**
 * What the `position` of a search names (docs/decisions/028-search.md): a position by its id, its slug
 * or its name in any of the four languages (accents and case ignored, a typo forgiven), or else words to
 * look for in the texts. The 33 positions are matched in memory: no query is spent on them.
 */
export type PositionMatch = { position: PositionId; text: null } | { position: null; text: string } | null;

/** Every key that names a position: its slug and its four names, as positionKey spells them. */
const names: readonly { key: string; id: PositionId }[] = positionIds.flatMap((id) => {
  const keys = new Set([
    positionKey(positionSlug(id)),
    ...languages.map((lang) => positionKey(positionLabels[id][lang])),
  ]);
  return [...keys].map((key) => ({ key, id }));
});
const exact = new Map(names.map(({ key, id }) => [key, id]));

/** The most edits a name of this length may be from the query and still be the one meant. */
function allowedEdits(length: number): number {
  if (length <= 4) return 0;
  if (length <= 8) return 1;
  return 2;
}

/**
 * Optimal string alignment distance (Levenshtein with adjacent transpositions), stopping early once
 * every way on costs more than `limit` (answers limit + 1 then).
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Reads a search's `position`. Digits must be a position id (else a 400 on `position`); a slug or a
 * name matches exactly, or with at most one edit (two for long names: `sous chf`, `exectuive chef`); the
 * closest name wins, the lower id on a tie. Anything else is words for the texts. Empty is null.
 */
export function matchPosition(value: string | null | undefined): PositionMatch {
  const raw = value?.trim() ?? '';
  if (raw === '') return null;
  if (/^[0-9]{1,15}$/.test(raw)) {
    const id = Number(raw);
    if ((positionIds as readonly number[]).includes(id)) return { position: id as PositionId, text: null };
    throw new AppError('invalid_input', { issues: [{ field: 'position', code: 'invalid_value' }] });
  }
  const key = positionKey(raw);
  if (key === '') return null;
  const found = exact.get(key) ?? exact.get(positionKey(raw.replace(/-/g, ' ')));
  if (found) return { position: found, text: null };
  const limit = allowedEdits(key.length);
  let best: { id: PositionId; distance: number } | null = null;
  if (limit > 0) {
    for (const name of names) {
      const distance = editDistance(key, name.key, limit);
      if (
        distance <= limit &&
        (!best || distance < best.distance || (distance === best.distance && name.id < best.id))
      )
        best = { id: name.id, distance };
    }
  }
  return best ? { position: best.id, text: null } : { position: null, text: key };
}
