import type { HiddenOffers } from '@shared/contracts/search';
import { alternatives, languageInSentence } from '@web/components/offers/offer-asks';
import { Button } from '@web/components/ui/button';
import { useDevice } from '@web/lib/device';
import { formatCount } from '@web/lib/format';
import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * What a chef's declared languages and nationalities leave out of the feed (D9 as revised): how many
 * offers, why, and how to change it (the profile's language or info step, opened here; the feed is
 * read again after). Above the list, or in place of "no results" when nothing else is open to them.
 */
export function HiddenOffersNote({
  hidden,
  onChanged,
  alone = false,
}: {
  hidden: HiddenOffers;
  onChanged: () => void;
  /** Nothing is listed: the note says so instead of "no open offers". */
  alone?: boolean;
}) {
  const { t } = useTranslation('search');
  const { language, openDialog } = useDevice();
  const languages = hidden.languages.slice(0, 4).map((code) => languageInSentence(code, language));
  return (
    <div
      role="note"
      className="mb-4 flex flex-col items-start gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-stone-900"
    >
      <p className="inline-flex items-start gap-2 font-semibold">
        <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
        {t(alone ? 'hidden.alone' : 'hidden.title', {
          count: hidden.count,
          formatted: formatCount(hidden.count, language),
        })}
      </p>
      {languages.length > 0 ? (
        <p className="text-sm">
          {t('hidden.languages', { languages: alternatives(languages, language), count: languages.length })}
        </p>
      ) : null}
      {hidden.nationality ? <p className="text-sm">{t('hidden.nationality')}</p> : null}
      <div className="flex flex-wrap gap-2">
        {languages.length > 0 ? (
          <Button variant="secondary" onClick={() => openDialog('cheflanguage', {}, undefined, onChanged)}>
            {t('hidden.add_language')}
          </Button>
        ) : null}
        {hidden.nationality ? (
          <Button variant="secondary" onClick={() => openDialog('chefinfo', {}, undefined, onChanged)}>
            {t('hidden.edit_nationality')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
