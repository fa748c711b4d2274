import { PageContainer } from '@web/components/layouts/page-shell';
import { Button } from '@web/components/ui/button';
import { HomeFeed } from '@web/features/search/components/feed/home-feed';
import { useDevice } from '@web/lib/device';
import { PageHead } from '@web/lib/page-head';
import { useSessionUser } from '@web/lib/session';
import { ChefHat, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The home page (spec doc 2 section 2): the feed of job offers at /{lang} and /{lang}/home/{page}. A
 * visitor also gets a compact band with the two sign-up calls, kept short so offers show on a phone's
 * first screen.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const { openDialog } = useDevice();
  const { user, isPending } = useSessionUser();

  return (
    <>
      <PageHead title={t('page_title')} description={t('page_description')} />
      {user || isPending ? null : (
        <section
          aria-labelledby="home-intro"
          className="border-b border-stone-200 bg-gradient-to-b from-brand-50 to-stone-50"
        >
          <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 md:flex-row md:items-center md:justify-between md:py-5">
            <p id="home-intro" className="text-lg font-bold text-balance text-stone-900 sm:text-xl">
              {t('hero.title')}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => openDialog('signup', { type: 'chef' })}>
                <ChefHat aria-hidden="true" className="size-5" />
                {t('hero.cta_chef')}
              </Button>
              <Button variant="secondary" onClick={() => openDialog('signup', { type: 'restaurant' })}>
                <Store aria-hidden="true" className="size-5" />
                {t('hero.cta_restaurant')}
              </Button>
            </div>
          </div>
        </section>
      )}
      <PageContainer className="!pt-5 sm:!pt-8">
        <HomeFeed />
      </PageContainer>
    </>
  );
}
