import { z } from 'zod';
import type { Language } from '../i18n/languages';
import { optionsOf, type Labels, type ReferenceOption } from './options';

/** The kind of venue of a work experience (spec doc 1 section 3). */
export const sectorIds = [1, 2, 3, 4, 5, 6, 7] as const;
export type SectorId = (typeof sectorIds)[number];
export const sectorSchema = /* @__PURE__ */ z.literal(sectorIds, { error: 'invalid_value' });

export const sectorLabels: Readonly<Record<SectorId, Labels>> = {
  1: { en: 'Restaurant', es: 'Restaurante', fr: 'Restaurant', pt: 'Restaurante' },
  2: { en: 'Hotel', es: 'Hotel', fr: 'Hôtel', pt: 'Hotel' },
  3: { en: 'Gastropub', es: 'Gastrobar', fr: 'Bistrot gastronomique', pt: 'Gastrobar' },
  4: { en: 'Pubs & Bars', es: 'Pubs y bares', fr: 'Pubs et bars', pt: 'Pubs e bares' },
  5: { en: 'Catering', es: 'Catering', fr: 'Traiteur', pt: 'Catering' },
  6: { en: 'Cruise', es: 'Cruceros', fr: 'Croisières', pt: 'Cruzeiros' },
  7: { en: 'Villas & Resorts', es: 'Villas y resorts', fr: 'Villas et resorts', pt: 'Villas e resorts' },
};

export const sectorOptions = (language: Language): ReferenceOption<SectorId>[] =>
  optionsOf(sectorIds, sectorLabels, language);
