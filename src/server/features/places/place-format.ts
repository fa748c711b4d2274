import type { Place } from '@shared/contracts/places';
import type { Language } from '@shared/i18n/languages';
import { displayName } from '@shared/reference/options';

/** A country's name in the language of the request ("Espanha" in Portuguese), from the runtime's ICU data. */
export const countryName = (code: string, language: Language) => displayName('region', code, language);

/** The line a person reads: town, region when known, country. */
export function formattedAddress(components: Place['components']): string {
  return [components.locality, components.region, components.country].filter(Boolean).join(', ');
}
