import type { FacetGroup } from '@shared/contracts/search';
import {
  filterOptionsShown,
  type SearchFilter,
  type SearchFilterType,
} from '@shared/contracts/search-routes';
import { useScreen } from '@web/lib/device';
import { cn } from '@web/lib/cn';
import { Lock, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasFilter, toggleFilter } from '../../lib/find-query';
import { facetLabel } from '../../lib/find-labels';

export interface FacetPanelProps {
  /** The facets of the answer, in the order the page lists them. */
  groups: readonly FacetGroup[];
  /** The types to show, in this order (a type the answer lacks is left out). */
  types: readonly SearchFilterType[];
  selected: readonly SearchFilter[];
  onToggle: (type: SearchFilterType, id: number | string) => void;
  /** An option the viewer may not use (D5: freelance and relief chefs): shown disabled with `lockedHint`. */
  isLocked?: (type: SearchFilterType, id: number | string) => boolean;
  lockedHint?: string;
}

/**
 * The filter panel of a search page (spec doc 2 sections 2 and 3): per filter type its options with the
 * number of results each keeps, 4 until "show more"; chosen options stay listed. On phones it folds
 * into a "Filters" disclosure above the list.
 */
export function FacetPanel(given: FacetPanelProps) {
  const { t } = useTranslation('search');
  const { screen } = useScreen();
  // A ticked box shows ticked at once, while the router moves to the new address in a transition.
  const selectedKey = given.selected.map((f) => `${f.type}:${f.id}`).join(',');
  const [ticked, setTicked] = useState({ key: selectedKey, selected: given.selected });
  if (ticked.key !== selectedKey) setTicked({ key: selectedKey, selected: given.selected });
  const props: FacetPanelProps = {
    ...given,
    selected: ticked.selected,
    onToggle: (type, id) => {
      setTicked((state) => ({ ...state, selected: toggleFilter(state.selected, type, id) }));
      given.onToggle(type, id);
    },
  };
  const shown = props.types
    .map((type) => props.groups.find((group) => group.type === type) ?? { type, options: [] })
    .filter((group) => group.options.length > 0 || props.selected.some((f) => f.type === group.type));
  if (shown.length === 0) return null;
  const content = (
    <div className="flex flex-col gap-5">
      {shown.map((group) => (
        <FacetGroupList key={group.type} group={group} {...props} />
      ))}
    </div>
  );
  if (screen !== 'mobile')
    return (
      <section aria-label={t('find.filters')} className="flex flex-col gap-3">
        <h2 className="flex items-center gap-2 text-lg font-bold text-stone-900">
          <SlidersHorizontal aria-hidden="true" className="size-5" />
          {t('find.filters')}
        </h2>
        {content}
      </section>
    );
  return (
    <details className="group rounded-2xl border border-stone-200 bg-white">
      <summary className="flex min-h-12 cursor-pointer items-center gap-2 px-4 font-semibold text-stone-900">
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {t('find.filters')}
        {props.selected.length ? (
          <span className="ml-auto rounded-full bg-brand-100 px-2 text-sm text-brand-800">
            {props.selected.length}
          </span>
        ) : null}
      </summary>
      <div className="border-t border-stone-200 p-4">{content}</div>
    </details>
  );
}

function FacetGroupList({
  group,
  selected,
  onToggle,
  isLocked,
  lockedHint,
}: FacetPanelProps & { group: FacetGroup }) {
  const { t } = useTranslation('search');
  const { language } = useScreen();
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const type = group.type as SearchFilterType;
  // A chosen option the answer no longer counts (none left) stays listed, so it can be taken away.
  const chosen = selected.filter(
    (f) => f.type === type && !group.options.some((o) => String(o.id) === String(f.id)),
  );
  const options = [...group.options, ...chosen.map((f) => ({ id: f.id, count: 0 }))];
  const visible = expanded
    ? options
    : options.filter((option, index) => index < filterOptionsShown || hasFilter(selected, type, option.id));
  const hidden = options.length - visible.length;
  return (
    <fieldset aria-labelledby={headingId} className="flex flex-col">
      <legend id={headingId} className="mb-1 text-sm font-bold tracking-wide text-stone-700 uppercase">
        {t(`find.facet.${type}`)}
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
                  'flex flex-1 items-center gap-2 text-sm',
                  locked ? 'text-stone-600' : 'text-stone-800',
                )}
              >
                <span className="flex-1">{facetLabel(type, option.id, language)}</span>
                {locked ? (
                  <span
                    id={`${id}-locked`}
                    className="inline-flex items-center gap-1 text-xs font-semibold text-amber-900"
                  >
                    <Lock aria-hidden="true" className="size-3.5" />
                    {lockedHint}
                  </span>
                ) : (
                  <span className="rounded-full bg-stone-100 px-2 text-xs font-semibold text-stone-700">
                    <span className="sr-only">{t('find.count_label', { count: option.count })}</span>
                    <span aria-hidden="true">{option.count}</span>
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
          {expanded ? t('find.show_less') : t('find.show_more', { count: hidden })}
        </button>
      ) : null}
    </fieldset>
  );
}
