import type { ChefAppliedOffer } from '@shared/contracts/applications';
import { paths } from '@shared/paths';
import { cn } from '@web/lib/cn';
import { useScreen } from '@web/lib/device';
import { formatShortDate } from '@web/lib/format';
import { CheckCircle2, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where an application is listed: its tab of the chef's applications, scrolled to it. */
export function applicationHref(
  language: Parameters<typeof paths.chefApplications>[0],
  item: ChefAppliedOffer,
) {
  return `${paths.chefApplications(language, item.tab)}#application-${item.id}`;
}

/**
 * "Applied on 3 Dec 2026 · See my application" (or, for an offer a venue sent, "Sent to you on ...
 * · Answer it"), where Apply would be: the offer page and the feed's cards.
 */
export function AppliedNote({ item, className }: { item: ChefAppliedOffer; className?: string }) {
  const { t } = useTranslation();
  const { language } = useScreen();
  const date = formatShortDate(item.created, language);
  const Icon = item.sent ? Mail : CheckCircle2;
  return (
    <p className={cn('inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-800', className)}>
      <Icon aria-hidden="true" className="size-4 shrink-0 text-success-700" />
      <span className="font-semibold">
        {item.sent ? t('applied.sent_on', { date }) : t('applied.applied_on', { date })}
      </span>
      <Link
        to={applicationHref(language, item)}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {item.sent ? t('applied.answer') : t('applied.see')}
      </Link>
    </p>
  );
}
