import { paths } from '@shared/paths';
import { useScreen } from '@web/lib/device';
import { BookmarkCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * "Saved", on the card of an offer the chef has saved (the feed's), leading to the saved offers; there
 * is no Save on a card, and a saved offer stays saved (spec doc 1 section 4).
 */
export function SavedMark() {
  const { t } = useTranslation('offers');
  const { language } = useScreen();
  return (
    <Link
      to={paths.chefSaved(language)}
      title={t('actions.saved_link')}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      <BookmarkCheck aria-hidden="true" className="size-4 shrink-0" />
      {t('actions.saved')}
    </Link>
  );
}
