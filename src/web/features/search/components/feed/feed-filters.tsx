import type { FacetGroup } from '@shared/contracts/search';
import { filterOptionsShown, offerFilterTypes, type OfferFilterType } from '@shared/contracts/search-routes';
import { useScreen } from '@web/lib/device';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { facetOptions } from '../../lib/facet-labels';
import type { FeedSearch } from '../../lib/feed-search';

/**
 * The filter panel (doc 2 sections 2 and 3): one titled group per filter type of the answer's facets,
 * each option with its count, 4 shown until "show more". Checking an option starts the list again with
 * it (options of one type are alternatives, types combine: the server does this).
 */
export function FeedFilters({
  facets,
  search,
  onToggle,
}: {
  facets: readonly FacetGroup[];
  search: FeedSearch;
  onToggle: (type: OfferFilterType, id: number | string) => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      {offerFilterTypes.map((type) => (
        <FacetGroupList
          key={type}
          type={type}
          group={facets.find((group) => group.type === type)}
          checked={search.filters.filter((filter) => filter.type === type).map((filter) => filter.id)}
          onToggle={onToggle}
        />
      ))}
    </div>
  );
}

function FacetGroupList({
  type,
  group,
  checked,
  onToggle,
}: {
  type: OfferFilterType;
  group: FacetGroup | undefined;
  checked: (number | string)[];
  onToggle: (type: OfferFilterType, id: number | string) => void;
}) {
  const { t } = useTranslation('search');
  const { language } = useScreen();
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();
  const options = facetOptions(group, type, checked, language);
  if (options.length === 0) return null;
  const shown = expanded ? options : options.slice(0, filterOptionsShown);
  return (
    <fieldset aria-labelledby={headingId} className="flex flex-col gap-1">
      <legend id={headingId} className="mb-1 text-sm font-bold tracking-wide text-stone-900 uppercase">
        {t(`filters.types.${type}`)}
      </legend>
      <ul id={listId} className="flex flex-col">
        {shown.map((option) => {
          const inputId = `${listId}-${option.id}`;
          return (
            <li key={option.id} className="flex min-h-11 items-center gap-3">
              <input
                id={inputId}
                type="checkbox"
                checked={option.checked}
                onChange={() => onToggle(type, option.id)}
                className="size-5 shrink-0 rounded border-stone-400 accent-brand-600"
              />
              <label
                htmlFor={inputId}
                className="flex min-w-0 flex-1 items-baseline gap-2 text-sm text-stone-800"
              >
                <span className="min-w-0 flex-1">{option.label}</span>
                <span className="shrink-0 text-stone-600 tabular-nums">
                  <span className="sr-only">{t('filters.count_label')} </span>
                  {option.count}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {options.length > filterOptionsShown ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
          className="min-h-11 self-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {expanded
            ? t('filters.show_less')
            : t('filters.show_more', { count: options.length - filterOptionsShown })}
        </button>
      ) : null}
    </fieldset>
  );
}
