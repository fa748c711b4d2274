import type { AccountType } from '@shared/contracts/accounts';
import { buttonClasses } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { InfoSection, NearViewport } from '@web/features/information/components/page-parts';
import { SideMenu, type SideMenuItem } from '@web/features/information/components/side-menu';
import { useScreen } from '@web/lib/device';
import { ArrowRight, MessageCircleQuestion } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Anchors of the services pages (spec doc 1 section 2, doc 2 section 2). */
export const serviceAnchors = {
  how: 'how-do-we-work',
  features: 'features',
  membership: 'membership',
  callback: 'callback',
  faq: 'faq',
} as const;

/** The body of a services page: the side menu beside (desktop) or above (phones) the sections. */
export function ServicesBody({ menu, children }: { menu: readonly SideMenuItem[]; children: ReactNode }) {
  const { t } = useTranslation('services');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-12 lg:py-12">
      <SideMenu label={t('menu.label')} items={menu} />
      <div className="flex min-w-0 flex-col gap-14 py-8 lg:py-0">{children}</div>
    </div>
  );
}

const ContactForm = lazy(() =>
  import('@web/features/contact/components/contact-form').then((module) => ({ default: module.ContactForm })),
);

const callbackPlaceholder = 'min-h-[59rem] sm:min-h-[43rem]';

/**
 * "Request a callback": the contact feature's form in callback mode, loaded when the visitor comes
 * near it (the end of the page), not with the page.
 */
export function CallbackSection() {
  const { t } = useTranslation('services');
  return (
    <InfoSection id={serviceAnchors.callback} title={t('callback.title')} lead={t('callback.lead')}>
      <div className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
        <NearViewport placeholder={callbackPlaceholder}>
          <Suspense fallback={<div aria-hidden="true" className={callbackPlaceholder} />}>
            <ContactForm mode="callback" />
          </Suspense>
        </NearViewport>
      </div>
    </InfoSection>
  );
}

/** The FAQ section: a pointer to the side's FAQ page. */
export function FaqSection({ side }: { side: AccountType }) {
  const { t } = useTranslation('services');
  const { language } = useScreen();
  return (
    <InfoSection id={serviceAnchors.faq} title={t('faq.title')}>
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-stone-100 p-5 sm:flex-row sm:items-center sm:p-6">
        <MessageCircleQuestion aria-hidden="true" className="size-10 shrink-0 text-brand-700" />
        <p className="flex-1 text-stone-800">
          {side === 'chef' ? t('faq.text_chef') : t('faq.text_restaurant')}
        </p>
        <Link
          to={side === 'chef' ? paths.faqsChef(language) : paths.faqsRestaurant(language)}
          className={buttonClasses({ variant: 'secondary' })}
        >
          {side === 'chef' ? t('faq.link_chef') : t('faq.link_restaurant')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </InfoSection>
  );
}
