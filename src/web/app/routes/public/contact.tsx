import { PageContainer } from '@web/components/layouts/page-shell';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { Tabs } from '@web/components/ui/tabs';
import { paths } from '@shared/paths';
import { ContactForm } from '@web/features/contact/components/contact-form';
import { SocialLinks } from '@web/features/contact/components/social-links';
import {
  contactTabFromLocation,
  parseOfferIds,
  searchForTab,
  type ContactTab,
} from '@web/features/contact/lib/contact-helpers';
import { useDevice } from '@web/lib/device';
import { usePageNamespace } from '@web/lib/i18n';
import { PageHead } from '@web/lib/page-head';
import type { TFunction } from 'i18next';
import { ChefHat, Store } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';

/** The selected offers' panel, with the offers' code and texts, only for contact/{ids}. */
const SelectedOffersPanel = lazy(() => import('@web/features/offers/components/contact/selected-offers'));

const panelClasses = 'min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6';

/**
 * /{lang}/contact and /{lang}/contact/{ids} (spec doc 1 section 2, doc 2 section 2): the contact page
 * with its two tabs, "drop us a line" and "request callback" (?tab=callback or #callback opens the
 * second), and the social links; with the ids of selected offers in the path, the send-CV-only flow
 * (decisions D12). Ids that are not numbers are ignored; none left means the plain contact page.
 */
export function ContactPage() {
  const { offers } = useParams();
  const offerIds = useMemo(() => parseOfferIds(offers), [offers]);
  const { t, ready } = usePageNamespace('contact');
  const cvFlow = offerIds.length > 0;
  const page = cvFlow ? 'cv_page' : 'page';
  const head = (
    <PageHead title={ready ? t(`${page}.title`) : ''} description={ready ? t(`${page}.description`) : ''} />
  );

  if (!ready)
    return (
      <>
        {head}
        <PageSkeleton label={t('common:loading')} />
      </>
    );
  return (
    <>
      {head}
      <PageContainer>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
          <div className="flex min-w-0 flex-col gap-6">
            {cvFlow ? <SendCvSection t={t} offerIds={offerIds} /> : <ContactSection t={t} />}
          </div>
          <aside aria-label={t('aside.heading')} className="flex min-w-0 flex-col gap-6 lg:pt-16">
            <div>
              <h2 className="mb-3 text-base font-bold text-stone-900">{t('aside.heading')}</h2>
              <ul className="flex flex-col gap-4 text-sm text-stone-700">
                <li className="flex gap-3">
                  <ChefHat aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>{t('aside.chefs')}</span>
                </li>
                <li className="flex gap-3">
                  <Store aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>{t('aside.restaurants')}</span>
                </li>
              </ul>
            </div>
            <SocialLinks heading={t('aside.follow')} newTabText={t('aside.new_tab')} />
          </aside>
        </div>
      </PageContainer>
    </>
  );
}

function ContactSection({ t }: { t: TFunction }) {
  const location = useLocation();
  const navigate = useNavigate();
  const selected = contactTabFromLocation(location.search, location.hash);
  // The tab lives in the address (replace, no scroll), so a reload or a shared link keeps it.
  const select = (tab: string) =>
    navigate(
      { search: searchForTab(location.search, tab as ContactTab), hash: '' },
      { replace: true, preventScrollReset: true },
    );
  // Both tabs render the same elements in the same places, so switching keeps what was typed.
  const panel = (mode: ContactTab) => (
    <div className="flex flex-col gap-4">
      <p className="text-stone-700">
        {mode === 'callback' ? t('tabs.callback_intro') : t('tabs.message_intro')}
      </p>
      <ContactForm mode={mode} />
    </div>
  );

  return (
    <>
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl">
          {t('page.heading')}
        </h1>
        <p className="max-w-2xl text-lg text-stone-700">{t('page.lead')}</p>
      </header>
      <div className={panelClasses}>
        <Tabs
          label={t('tabs.label')}
          selected={selected}
          onSelect={select}
          items={[
            { id: 'message', label: t('tabs.message'), content: panel('message') },
            { id: 'callback', label: t('tabs.callback'), content: panel('callback') },
          ]}
        />
      </div>
    </>
  );
}

/**
 * The send-CV-only flow: the selected offers that are live (offers/in) are named with their venue and go
 * with the CV; other ids are left out (the server ignores them too). Should offers/in fail, the ids go
 * as they are and the server keeps the live ones.
 */
function SendCvSection({ t, offerIds }: { t: TFunction; offerIds: number[] }) {
  const { language } = useDevice();
  const [liveIds, setLiveIds] = useState<number[] | undefined>(undefined);
  const sentIds = liveIds && liveIds.length > 0 ? liveIds : offerIds;
  return (
    <>
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl">
          {t('cv_page.heading')}
        </h1>
        <p className="max-w-2xl text-lg text-stone-700">{t('cv_page.lead')}</p>
        {liveIds && liveIds.length > 0 ? (
          <p className="text-sm font-semibold text-stone-800">
            {t('cv_page.selected', { total: liveIds.length })}
          </p>
        ) : null}
      </header>
      <Suspense fallback={null}>
        <SelectedOffersPanel ids={offerIds} onLive={setLiveIds} />
      </Suspense>
      <div className={panelClasses}>
        <ContactForm mode="message" offerIds={sentIds} />
      </div>
      <p className="text-sm text-stone-700">
        {t('cv_page.other_question')}{' '}
        <Link
          to={paths.contact(language)}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t('cv_page.other_question_link')}
        </Link>
      </p>
    </>
  );
}
