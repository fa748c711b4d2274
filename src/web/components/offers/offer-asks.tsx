import type { AudienceDetail, AudiencePart, OfferAudience } from '@shared/contracts/offers';
import { localeOf, type Language } from '@shared/i18n/languages';
import { displayName } from '@shared/reference/options';
import { cn } from '@web/lib/cn';
import { useScreen } from '@web/lib/device';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * A language name as it reads inside a sentence: English capitalizes it, Spanish, French and
 * Portuguese do not ("que hablen español").
 */
export function languageInSentence(code: string, language: Language): string {
  const name = displayName('language', code, language);
  return language === 'en' ? name : name.toLocaleLowerCase(localeOf[language]);
}

/** Names joined as alternatives in the interface language ("Spain or Portugal"). */
export function alternatives(names: string[], language: Language): string {
  return new Intl.ListFormat(localeOf[language], { type: 'disjunction' }).format(names);
}

/** The venue's nationalities as a sentence's list of countries. */
export function nationalityNames(codes: readonly string[], language: Language): string {
  return alternatives(
    codes.map((code) => displayName('region', code, language)),
    language,
  );
}

/**
 * What an offer asks of the chefs (D9): "Asks for Spanish speakers", "For chefs of nationality: Spain or
 * Portugal"; for a chef who has not declared a part yet (`undeclared`), that they add it to apply.
 * Nothing for an offer open to everyone.
 */
export function OfferAsks({
  audience,
  undeclared,
  className,
}: {
  audience: OfferAudience;
  undeclared: readonly AudiencePart[];
  className?: string;
}) {
  const { t } = useTranslation();
  const { language } = useScreen();
  const lines = [
    audience.language
      ? {
          part: 'language' as const,
          text: t('audience.asks_language', { language: languageInSentence(audience.language, language) }),
        }
      : null,
    audience.nationalities.length > 0
      ? {
          part: 'nationality' as const,
          text: t('audience.asks_nationality', {
            nationalities: nationalityNames(audience.nationalities, language),
          }),
        }
      : null,
  ].filter((line) => line !== null);
  if (lines.length === 0) return null;
  return (
    <ul className={cn('flex flex-col gap-0.5 text-sm text-stone-700', className)}>
      {lines.map((line) => (
        <li key={line.part} className="inline-flex items-start gap-1.5">
          <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {line.text}
            {undeclared.includes(line.part) ? (
              <span className="font-semibold text-amber-800"> · {t(`audience.add_${line.part}`)}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Why an offer is closed to the chef (D9): each condition of the venue the chef's profile does not
 * meet, with the venue's own values ("This restaurant works in French, which is not among the
 * languages on your profile"). The offer page and the apply dialog say it alike.
 */
export function AudienceReasons({ detail, className }: { detail: AudienceDetail; className?: string }) {
  const { t } = useTranslation();
  const { language } = useScreen();
  return (
    <ul className={cn('flex list-disc flex-col gap-1 pl-5', className)}>
      {detail.unmet.includes('nationality') ? (
        <li>
          {t('audience.unmet_nationality', {
            nationalities: nationalityNames(detail.nationalities, language),
          })}
        </li>
      ) : null}
      {detail.unmet.includes('language') && detail.language ? (
        <li>{t('audience.unmet_language', { language: languageInSentence(detail.language, language) })}</li>
      ) : null}
    </ul>
  );
}

/** The audience a refusal carries (offer_not_for_you, offer_asks_undeclared), when it is one. */
export function audienceOfError(detail: Record<string, unknown> | null | undefined): AudienceDetail | null {
  if (!detail || !Array.isArray(detail.unmet) || !Array.isArray(detail.nationalities)) return null;
  return detail as unknown as AudienceDetail;
}
