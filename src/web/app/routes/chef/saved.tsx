import { PageContainer } from '@web/components/layouts/page-shell';
import { ProfileSkeleton } from '@web/components/profile/profile-layout';
import { SavedOffersList } from '@web/features/offers/components/saved/saved-offers-list';
import { usePageNamespace } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/page-head';
import { useSessionUser } from '@web/lib/session';

/** /{lang}/chef/profile/saved (spec doc 1 section 2, behind the chef guard): the offers the chef saved. */
export function ChefSavedPage() {
  const { t, ready } = usePageNamespace('offers');
  const { user } = useSessionUser();
  return (
    <PageContainer>
      {!ready || !user ? (
        <ProfileSkeleton label={ready ? t('saved.loading') : ''} />
      ) : (
        <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
          <PageTitle title={t('saved.title')} />
          <meta name="robots" content="noindex" />
          <header className="flex flex-col gap-2">
            <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
              {t('saved.title')}
            </h1>
            <p className="text-stone-700">{t('saved.intro')}</p>
          </header>
          <SavedOffersList />
        </div>
      )}
    </PageContainer>
  );
}
