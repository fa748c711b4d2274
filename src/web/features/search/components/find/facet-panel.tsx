import type { SearchFilterType } from '@shared/contracts/search-routes';
import { useScreen } from '@web/lib/device';
import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FacetGroups, shownGroups, type FacetGroupsProps } from '../facets/facet-groups';

/**
 * The filter panel of find chefs and find restaurants (spec doc 2 sections 2 and 3): the facet groups
 * under a "Filters" heading beside the results; on phones folded into a "Filters" disclosure above the
 * list, with the number of options chosen.
 */
export function FacetPanel<T extends SearchFilterType>(props: FacetGroupsProps<T>) {
  const { t } = useTranslation('search');
  const { screen } = useScreen();
  if (shownGroups(props).length === 0) return null;
  const content = <FacetGroups {...props} />;
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
