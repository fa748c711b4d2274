import { aboutTextLimit } from '@shared/contracts/chef-profiles';
import type { OfferView } from '@shared/contracts/offers';
import type { Language } from '@shared/i18n/languages';
import { BoundRichText } from '@web/components/ui/bound-rich-text';
import { Button } from '@web/components/ui/button';
import { Sparkles } from 'lucide-react';
import { useMemo } from 'react';
import { offerVersions } from '../../lib/offer-form';
import type { OfferSectionProps } from './use-offer-form';

/**
 * The description and requirements, written per language (D7; the selector marks the languages the
 * saved offer has), with the Guru offered to write them.
 */
export function OfferTextsFields({
  t,
  form,
  saved,
  textLanguage,
  switching,
  onLanguageChange,
  onGuru,
}: OfferSectionProps & {
  saved: OfferView | undefined;
  textLanguage: Language;
  /** True while the texts are saved before another language shows. */
  switching: boolean;
  onLanguageChange: (language: Language) => void;
  onGuru: () => void;
}) {
  const versions = useMemo(() => offerVersions(saved), [saved]);
  const richProps = { form, limit: aboutTextLimit, textLanguage, versions, switching, onLanguageChange };
  return (
    <>
      <div className="flex flex-col gap-2">
        <div className="flex flex-col gap-2 rounded-xl bg-brand-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="min-w-0 flex-1 text-sm text-stone-800">{t('form.guru_hint')}</p>
          <Button variant="secondary" className="sm:shrink-0" onClick={onGuru} disabled={switching}>
            <Sparkles aria-hidden="true" className="size-4" />
            {t('form.guru')}
          </Button>
        </div>
        <BoundRichText {...richProps} name="description" label={t('form.description')} />
      </div>
      <BoundRichText
        {...richProps}
        name="requirements"
        label={t('form.requirements')}
        hint={t('form.requirements_hint')}
      />
    </>
  );
}
