import { applicationTabs, tabCounter, type ApplicationTab } from '@shared/applications/tabs';
import type { RecruitmentOffer } from '@shared/contracts/admin-recruitment';
import { paths } from '@shared/paths';
import { subscription } from '@shared/states';
import { Badge } from '@web/components/ui/badge';
import { buttonClasses } from '@web/components/ui/button';
import { ListFailed, ListLoading, MorePages } from '@web/components/ui/list-states';
import { useScreen } from '@web/lib/device';
import { formatCount, formatShortDate } from '@web/lib/format';
import { ExternalLink, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecruitmentOffers } from '../api/recruitment';
import { itemHref } from './moderation-queue';

/** The tab an offer's applicants open on: the first that holds any, the service's own move first. */
export function firstTab(counts: RecruitmentOffer['counts']): ApplicationTab {
  return applicationTabs.find((tab) => counts[tabCounter[tab]] > 0) ?? 'pending';
}

/**
 * The recruitment service's offers (D5: free venues whose offers ask the service to recruit), those
 * waiting for its answer first: each with its public page (a new tab), its venue, its applications per
 * state (each a link to that tab of its applicants), its hires and its latest application.
 */
export function RecruitmentOffers() {
  const { t } = useTranslation('admin');
  const { language } = useScreen();
  const offers = useRecruitmentOffers();
  if (offers.isPending) return <ListLoading label={t('list.loading')} rowClassName="h-48 rounded-2xl" />;
  if (offers.isError)
    return (
      <ListFailed text={t('list.failed')} retry={t('list.retry')} onRetry={() => void offers.refetch()} />
    );
  const items = offers.data.pages.flatMap((page) => page.items);
  const total = offers.data.pages[0]?.total ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-stone-700">{t('recruitment.intro')}</p>
      <p className="text-stone-700" aria-live="polite">
        {t('recruitment.count', { count: total, formatted: formatCount(total, language) })}
      </p>
      {items.length === 0 ? (
        <p className="rounded-xl bg-stone-50 px-4 py-5 text-stone-700">{t('recruitment.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </ul>
      )}
      <MorePages query={offers} labels={{ more: t('list.more'), loading: t('list.loading_more') }} />
    </div>
  );
}

function OfferCard({ offer }: { offer: RecruitmentOffer }) {
  const { t } = useTranslation('admin');
  const { language } = useScreen();
  const tabHref = (tab: ApplicationTab) => paths.admin(language, `recruitment/${offer.id}/${tab}`);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-bold break-words text-stone-900">
          <a
            href={itemHref(offer.path, language)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 underline-offset-2 hover:underline"
          >
            {offer.name}
            <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-stone-600" />
            <span className="sr-only">({t('queue.new_tab')})</span>
          </a>
        </h2>
        <p className="flex flex-wrap items-center gap-2 font-medium text-stone-800">
          <span className="min-w-0 break-words">{offer.venue.name}</span>
          {offer.venue.premium === subscription.premium ? (
            <Badge tone="success">{t('recruitment.premium')}</Badge>
          ) : null}
        </p>
      </div>
      <ul
        aria-label={t('recruitment.counts_label')}
        className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4"
      >
        {applicationTabs.map((tab) => (
          <li key={tab}>
            <Link
              to={tabHref(tab)}
              className="flex min-h-11 flex-col justify-center rounded-xl border border-stone-200 px-3 py-2 hover:bg-stone-50"
            >
              <span className="text-lg font-bold text-stone-900 tabular-nums">
                {formatCount(offer.counts[tabCounter[tab]], language)}
              </span>
              <span className="text-stone-700">{t(`recruitment.tabs.${tab}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="font-semibold text-stone-700">{t('recruitment.hires')}</dt>
        <dd className="tabular-nums">{formatCount(offer.hires, language)}</dd>
        <dt className="font-semibold text-stone-700">{t('recruitment.latest')}</dt>
        <dd>{formatShortDate(offer.latest, language)}</dd>
      </dl>
      <Link
        to={tabHref(firstTab(offer.counts))}
        className={buttonClasses({ variant: 'secondary', className: 'self-start' })}
      >
        <Users aria-hidden="true" className="size-4" />
        {t('recruitment.applicants')}
        <span className="sr-only"> ({offer.name})</span>
      </Link>
    </li>
  );
}
