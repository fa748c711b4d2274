import { FeatureBoxes, Steps } from '@web/features/information/components/feature-boxes';
import { InfoHero, InfoPageLoading, InfoSection } from '@web/features/information/components/page-parts';
import { SignupCta } from '@web/features/information/components/signup-cta';
import { usePageNamespace } from '@web/lib/i18n';
import { PageHead } from '@web/lib/page-head';
import { BellRing, CalendarCheck, EyeOff, HandCoins, MessagesSquare, Target } from 'lucide-react';
import { CallbackSection, FaqSection, ServicesBody, serviceAnchors } from './services-parts';

const steps = ['account', 'profile', 'apply', 'trial'] as const;
const features = [
  { key: 'free', icon: HandCoins },
  { key: 'matched', icon: Target },
  { key: 'trials', icon: CalendarCheck },
  { key: 'alerts', icon: BellRing },
  { key: 'messages', icon: MessagesSquare },
  { key: 'control', icon: EyeOff },
] as const;

/** /{lang}/services/chef (spec doc 1 section 2 "Chef services page"). */
export function ServicesChefPage() {
  const { t, ready } = usePageNamespace('services');
  const head = (
    <PageHead
      title={ready ? t('chef.page_title') : ''}
      description={ready ? t('chef.meta_description') : ''}
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
    { id: serviceAnchors.callback, label: t('menu.callback') },
    { id: serviceAnchors.faq, label: t('menu.faq') },
  ];

  return (
    <>
      {head}
      <InfoHero eyebrow={t('chef.eyebrow')} title={t('chef.title')} lead={t('chef.lead')}>
        <SignupCta type="chef" />
      </InfoHero>
      <ServicesBody menu={menu}>
        <InfoSection id={serviceAnchors.how} title={t('chef.how.title')} lead={t('chef.how.lead')}>
          <Steps
            items={steps.map((key) => ({
              title: t(`chef.how.steps.${key}.title`),
              text: t(`chef.how.steps.${key}.text`),
            }))}
          />
        </InfoSection>
        <InfoSection
          id={serviceAnchors.features}
          title={t('chef.features.title')}
          lead={t('chef.features.lead')}
        >
          <FeatureBoxes
            items={features.map(({ key, icon }) => ({
              icon,
              title: t(`chef.features.items.${key}.title`),
              text: t(`chef.features.items.${key}.text`),
            }))}
          />
          <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
            <p className="text-lg font-bold text-stone-900">{t('chef.signup_band')}</p>
            <SignupCta type="chef" />
          </div>
        </InfoSection>
        <CallbackSection />
        <FaqSection side="chef" />
      </ServicesBody>
    </>
  );
}
