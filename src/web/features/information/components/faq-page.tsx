import { membershipPrices } from '@shared/reference/membership-plans';
import type { AccountType } from '@shared/contracts/accounts';
import { PageContainer } from '@web/components/layouts/page-shell';
import { buttonClasses } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { useScreen } from '@web/lib/device';
import { usePageNamespace } from '@web/lib/i18n';
import { formatPercent, formatPounds } from '@web/lib/format';
import { PageHead } from '@web/lib/page-head';
import { ArrowRight, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Accordion } from './accordion';
import { InfoHero, InfoPageLoading } from './page-parts';
import { TextBlocks } from './text-blocks';

/**
 * The questions of each FAQ page, in order. The ids are the deep links (#id) and the keys in faqs.json;
 * they never change with the language. Chefs: the 13 topics of spec doc 1 section 2. Restaurants: the
 * statements of spec doc 2 section 1, and what a manager asks about memberships and Premium.
 */
export const faqIds = {
  chef: [
    'is-it-free',
    'which-offers',
    'do-i-need-a-profile',
    'post-jobs',
    'turn-off-profile',
    'messages',
    'profile-in-review',
    'block-restaurant',
    'which-restaurants',
    'accommodation',
    'pay',
    'more-information',
    'no-experience',
  ],
  restaurant: [
    'is-posting-free',
    'membership-methods',
    'recruitment-fee',
    'invoice-after-30-days',
    'premium-price',
    'premium-benefits',
    'request-premium',
    'several-venues',
    'profile-in-review',
    'trial-shifts',
    'contact-chefs',
    'audience',
    'block-chef',
    'guru',
  ],
} as const satisfies Record<AccountType, readonly string[]>;

/** /{lang}/faqs/chef and /{lang}/faqs/restaurant: accordions, deep links, and a way to ask us. */
export function FaqPage({ side }: { side: AccountType }) {
  const { t, ready } = usePageNamespace('faqs');
  const { language } = useScreen();
  const values = {
    fee: formatPercent(membershipPrices.recruitmentFeePercent, language),
    days: membershipPrices.feeAfterDays,
    price: formatPounds(membershipPrices.premiumYearly, language),
    extra: formatPounds(membershipPrices.extraVenueYearly, language),
  };
  const head = (
    <PageHead
      title={ready ? t(`${side}.page_title`) : ''}
      description={ready ? t(`${side}.meta_description`, values) : ''}
    />
  );
  if (!ready)
    return (
      <>
        {head}
        <InfoPageLoading />
      </>
    );

  const items = faqIds[side].map((id) => ({
    id,
    question: t(`${side}.items.${id}.q`, values),
    answer: <TextBlocks text={t(`${side}.items.${id}.a`, values)} />,
  }));
  const other: AccountType = side === 'chef' ? 'restaurant' : 'chef';

  return (
    <>
      {head}
      <InfoHero eyebrow={t('common.eyebrow')} title={t(`${side}.title`)} lead={t(`${side}.lead`)} />
      <PageContainer className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <Accordion items={items} />
        <aside
          aria-label={t('common.aside_label')}
          className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start"
        >
          <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5">
            <h2 className="text-lg font-bold text-stone-900">{t('common.contact_title')}</h2>
            <p className="text-stone-700">{t('common.contact_text')}</p>
            <Link to={paths.contact(language)} className={buttonClasses({ className: 'self-start' })}>
              <Mail aria-hidden="true" className="size-4" />
              {t('common.contact_link')}
            </Link>
          </div>
          <ul className="flex flex-col gap-1 rounded-2xl bg-stone-100 p-3">
            <li>
              <Link
                to={side === 'chef' ? paths.servicesChef(language) : paths.servicesRestaurant(language)}
                className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 font-semibold text-brand-700 hover:bg-white"
              >
                {t(`${side}.services_link`)}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
              </Link>
            </li>
            <li>
              <Link
                to={other === 'chef' ? paths.faqsChef(language) : paths.faqsRestaurant(language)}
                className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 font-semibold text-brand-700 hover:bg-white"
              >
                {t(`${other}.other_link`)}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
              </Link>
            </li>
          </ul>
        </aside>
      </PageContainer>
    </>
  );
}
