import { membershipPrices } from '@shared/reference/membership-plans';
import { FeatureBoxes, Steps } from '@web/features/information/components/feature-boxes';
import {
  AfterFirstPaint,
  InfoHero,
  InfoPageLoading,
  InfoSection,
} from '@web/features/information/components/page-parts';
import { SignupCta } from '@web/features/information/components/signup-cta';
import { MembershipCards } from '@web/features/membership/components/membership-cards';
import { useScreen } from '@web/lib/device';
import { usePageNamespace } from '@web/lib/i18n';
import { formatPercent, formatPounds } from '@web/lib/format';
import { PageHead } from '@web/lib/page-head';
import { Building2, CalendarCheck, Globe2, Megaphone, PenLine, UsersRound } from 'lucide-react';
import { CallbackSection, FaqSection, ServicesBody, serviceAnchors } from './services-parts';

const steps = ['account', 'post', 'candidates', 'trial'] as const;
const features = [
  { key: 'post', icon: Megaphone },
  { key: 'recruit', icon: UsersRound },
  { key: 'audience', icon: Globe2 },
  { key: 'guru', icon: PenLine },
  { key: 'trials', icon: CalendarCheck },
  { key: 'venues', icon: Building2 },
] as const;

/** /{lang}/services/restaurant (spec doc 2 sections 1, 2, 4): features, the two memberships, callback. */
export function ServicesRestaurantPage() {
  const { t, ready } = usePageNamespace('services');
  const { language } = useScreen();
  const values = {
    fee: formatPercent(membershipPrices.recruitmentFeePercent, language),
    days: membershipPrices.feeAfterDays,
    price: formatPounds(membershipPrices.premiumYearly, language),
  };
  const head = (
    <PageHead
      title={ready ? t('restaurant.page_title') : ''}
      description={ready ? t('restaurant.meta_description', values) : ''}
    />
  );
  if (!ready)
    return (
      <>
        {head}
        <InfoPageLoading />
      </>
    );

  const menu = [
    { id: serviceAnchors.how, label: t('menu.how') },
    { id: serviceAnchors.features, label: t('menu.features') },
    { id: serviceAnchors.membership, label: t('menu.membership') },
    { id: serviceAnchors.callback, label: t('menu.callback') },
    { id: serviceAnchors.faq, label: t('menu.faq') },
  ];

  return (
    <>
      {head}
      <InfoHero eyebrow={t('restaurant.eyebrow')} title={t('restaurant.title')} lead={t('restaurant.lead')}>
        <SignupCta type="restaurant" />
      </InfoHero>
      <ServicesBody menu={menu}>
        <InfoSection
          id={serviceAnchors.how}
          title={t('restaurant.how.title')}
          lead={t('restaurant.how.lead')}
        >
          <Steps
            items={steps.map((key) => ({
              title: t(`restaurant.how.steps.${key}.title`),
              text: t(`restaurant.how.steps.${key}.text`, values),
            }))}
          />
        </InfoSection>
        <InfoSection
          id={serviceAnchors.features}
          title={t('restaurant.features.title')}
          lead={t('restaurant.features.lead')}
        >
          <FeatureBoxes
            items={features.map(({ key, icon }) => ({
              icon,
              title: t(`restaurant.features.items.${key}.title`),
              text: t(`restaurant.features.items.${key}.text`, values),
            }))}
          />
        </InfoSection>
        <InfoSection
          id={serviceAnchors.membership}
          title={t('restaurant.membership.title')}
          lead={t('restaurant.membership.lead')}
        >
          <AfterFirstPaint placeholder="min-h-[86rem] sm:min-h-[49rem] lg:min-h-[42rem]">
            <MembershipCards />
          </AfterFirstPaint>
          <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
            <p className="text-lg font-bold text-stone-900">{t('restaurant.signup_band')}</p>
            <SignupCta type="restaurant" />
          </div>
        </InfoSection>
        <CallbackSection />
        <FaqSection side="restaurant" />
      </ServicesBody>
    </>
  );
}
