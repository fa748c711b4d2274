import type { FacetGroup } from '@shared/contracts/search';
import type { OfferFilterType } from '@shared/contracts/search-routes';
import type { Language } from '@shared/i18n/languages';
import { cuisineLabels, type CuisineId } from '@shared/reference/cuisines';
import {
  offerTermLabels,
  salaryTypeLabels,
  type OfferTerm,
  type SalaryType,
} from '@shared/reference/offer-terms';
import { displayName } from '@shared/reference/options';
import { positionLabels, type PositionId } from '@shared/reference/positions';

/** The label of a filter option in the interface language, from the reference lists; '' when unknown. */
export function facetLabel(type: string, id: number | string, language: Language): string {
  switch (type) {
    case 'position':
      return positionLabels[id as PositionId]?.[language] ?? '';
    case 'cuisine':
      return cuisineLabels[id as CuisineId]?.[language] ?? '';
    case 'term':
      return offerTermLabels[id as OfferTerm]?.[language] ?? '';
    case 'salarytype':
      return salaryTypeLabels[id as SalaryType]?.[language] ?? '';
    case 'country':
      return typeof id === 'string' && /^[A-Z]{2}$/.test(id) ? displayName('region', id, language) : '';
    default:
      return '';
  }
}

export interface FacetOption {
  id: number | string;
  label: string;
  count: number;
  checked: boolean;
}

/**
 * One facet group as the panel lists it: the options the answer counted, labelled (unknown ids left
 * out), with the checked ones kept even when the answer did not count them.
 */
export function facetOptions(
  group: FacetGroup | undefined,
  type: OfferFilterType,
  checked: readonly (number | string)[],
  language: Language,
): FacetOption[] {
  const options: FacetOption[] = [];
  const seen = new Set<string>();
  for (const option of group?.options ?? []) {
    const label = facetLabel(type, option.id, language);
    if (!label || seen.has(String(option.id))) continue;
    seen.add(String(option.id));
    options.push({ id: option.id, label, count: option.count, checked: checked.includes(option.id) });
  }
  for (const id of checked) {
    const label = facetLabel(type, id, language);
    if (label && !seen.has(String(id))) options.unshift({ id, label, count: 0, checked: true });
  }
  return options;
}
