import type { GuruItems } from '@shared/contracts/offer-guru';
import type { Language } from '@shared/i18n/languages';
import { en } from './guru/en';
import { es } from './guru/es';
import { fr } from './guru/fr';
import { pt } from './guru/pt';

/**
 * The Guru's content (spec doc 2 sections 3 and 7): ready-made job-ad sentences per template group,
 * written for each interface language (the same ids everywhere), kept with the code: they change with
 * releases, not with data.
 */
const guruContent: Record<Language, GuruItems> = { en, es, fr, pt };

/** offer/guru: every group's items in the language asked. */
export function guruItemsIn(language: Language): GuruItems {
  return guruContent[language];
}
