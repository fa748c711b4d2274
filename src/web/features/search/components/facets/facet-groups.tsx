import type { FacetGroup } from '@shared/contracts/search';
import {
  filterOptionsShown,
  type SearchFilter,
  type SearchFilterType,
} from '@shared/contracts/search-routes';
import { useScreen } from '@web/lib/device';
import { cn } from '@web/lib/cn';
import { formatCount } from '@web/lib/format';
import { Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { facetLabel } from '../../lib/facet-labels';
import { hasFilter, toggleFilter } from '../../lib/find-query';
import { useSpokenLanguageName } from '../../lib/spoken-language-names';

export interface FacetGroupsProps<T extends SearchFilterType = SearchFilterType> {
  /** The facets of the answer. */
  groups: readonly FacetGroup[];
  /** The types to show, in this order (a type the answer lacks is left out). */
  types: readonly T[];
  selected: readonly SearchFilter[];
  /**
   * Whether `groups` are the answer to the search shown. When not (it is loading, or was refused for
   * naming an option that does not exist, and the groups are an earlier search's or none), a chosen
   * option they do not count shows no count rather than 0.
   */
  answered: boolean;
  onToggle: (type: T, id: number | string) => void;
  /** An option the viewer may not use (D5: freelance and relief chefs): shown disabled with `lockedHint`. */
  isLocked?: (type: T, id: number | string) => boolean;
  lockedHint?: string;
}

/** The groups a panel shows: the types with options counted, or with an option chosen. */
export function shownGroups<T extends SearchFilterType>({
  groups,
  types,
  selected,
}: Pick<FacetGroupsProps<T>, 'groups' | 'types' | 'selected'>): (FacetGroup & { type: T })[] {
  return types
    .map((type) => ({ ...(groups.find((group) => group.type === type) ?? { options: [] }), type }))
    .filter((group) => group.options.length > 0 || selected.some((f) => f.type === group.type));
}

/**
 * The filter groups of the feed, find chefs and find restaurants (spec doc 2 sections 2 and 3): per
 * filter type its options with the number of results each keeps, 4 until "show more"; chosen options
 * stay listed, and a ticked box shows ticked at once while the page loads the new answer.
 */
export function FacetGroups<T extends SearchFilterType>(given: FacetGroupsProps<T>) {
  const selectedKey = given.selected.map((f) => `${f.type}:${f.id}`).join(',');
  const [ticked, setTicked] = useState({ key: selectedKey, selected: given.selected });
  if (ticked.key !== selectedKey) setTicked({ key: selectedKey, selected: given.selected });
  const props: FacetGroupsProps<T> = {
    ...given,
    selected: ticked.selected,
    onToggle: (type, id) => {
      setTicked((state) => ({ ...state, selected: toggleFilter(state.selected, type, id) }));
      given.onToggle(type, id);
    },
  };
  const shown = shownGroups(props);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-col gap-5">
      {shown.map((group) => (
        <FacetGroupList key={group.type} {...props} group={group} />
      ))}
    </div>
  );
}

function FacetGroupList<T extends SearchFilterType>({
  group,
  answered,
  selected,
  onToggle,
  isLocked,
  lockedHint,
}: FacetGroupsProps<T> & { group: FacetGroup & { type: T } }) {
  const { t } = useTranslation('search');
  const { language } = useScreen();
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const type = group.type;
  const languageName = useSpokenLanguageName(type === 'language');
  // A chosen option the answer no longer counts (none left) stays listed, so it can be taken away; with
  // no answer to the search shown, its count is not known, so none is shown.
  const chosen = selected.filter(
    (f) => f.type === type && !group.options.some((o) => String(o.id) === String(f.id)),
  );
  const options: { id: number | string; count: number | null }[] = [
    ...group.options,
    ...chosen.map((f) => ({ id: f.id, count: answered ? 0 : null })),
  ];
  const visible = expanded
    ? options
    : options.filter((option, index) => index < filterOptionsShown || hasFilter(selected, type, option.id));
  const hidden = options.length - visible.length;
  return (
    <fieldset aria-labelledby={headingId} className="flex flex-col">
      <legend id={headingId} className="mb-1 text-sm font-bold tracking-wide text-stone-700 uppercase">
        {t(`facets.types.${type}`)}
      </legend>
      <ul className="flex flex-col">
        {visible.map((option) => {
          const locked = isLocked?.(type, option.id) ?? false;
          const checked = hasFilter(selected, type, option.id);
          const id = `${headingId}-${String(option.id)}`;
          return (
            <li key={String(option.id)} className="flex min-h-11 items-center gap-3">
              <input
                id={id}
                type="checkbox"
                checked={checked}
                disabled={locked && !checked}
                aria-describedby={locked ? `${id}-locked` : undefined}
                onChange={() => onToggle(type, option.id)}
                className="size-5 shrink-0 rounded border-stone-400 accent-brand-600"
              />
              <label
                htmlFor={id}
                className={cn(
                  'flex min-w-0 flex-1 items-center gap-2 text-sm',
                  locked ? 'text-stone-600' : 'text-stone-800',
                )}
              >
                <span className="min-w-0 flex-1">{facetLabel(type, option.id, language, languageName)}</span>
                {locked ? (
                  <span
                    id={`${id}-locked`}
                    className="inline-flex items-center gap-1 text-xs font-semibold text-amber-900"
                  >
                    <Lock aria-hidden="true" className="size-3.5" />
                    {lockedHint}
                  </span>
                ) : option.count === null ? null : (
                  <span className="shrink-0 rounded-full bg-stone-100 px-2 text-xs font-semibold text-stone-700 tabular-nums">
                    <span className="sr-only">{t('facets.count_label', { count: option.count })}</span>
                    <span aria-hidden="true">{formatCount(option.count, language)}</span>
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      {options.length > filterOptionsShown ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          className="min-h-11 self-start px-1 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {expanded ? t('facets.show_less') : t('facets.show_more', { count: hidden })}
        </button>
      ) : null}
    </fieldset>
  );
}
