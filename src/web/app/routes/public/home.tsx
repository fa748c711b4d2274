import { PageContainer } from '@web/components/layouts/page-shell';
import { Button, buttonClasses } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { useDevice } from '@web/lib/device';
import { PageHead } from '@web/lib/page-head';
import { useSessionUser } from '@web/lib/session';
import { CalendarCheck, ChefHat, HandCoins, Store, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The public landing (until the offers feed of doc 2 arrives): what Brigade is, one call to action per
 * side (each opens sign-up with that profile type chosen) and three reasons to join.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const { language, openDialog } = useDevice();
  const { user } = useSessionUser();

  const points = [
    { icon: HandCoins, title: t('points.free_title'), text: t('points.free_text') },
    { icon: Target, title: t('points.match_title'), text: t('points.match_text') },
    { icon: CalendarCheck, title: t('points.trials_title'), text: t('points.trials_text') },
  ];

  return (
    <>
      <PageHead title={t('page_title')} description={t('page_description')} />
      <section className="border-b border-stone-200 bg-gradient-to-b from-brand-50 to-stone-50">
        <PageContainer className="flex flex-col gap-6 py-14 sm:py-20 lg:py-28">
          <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{t('hero.eyebrow')}</p>
          <h1 className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance text-stone-900 sm:text-5xl lg:text-6xl">
            {t('hero.title')}
          </h1>
          <p className="max-w-2xl text-lg text-stone-700 sm:text-xl">{t('hero.lead')}</p>

          {user ? (
            <div>
              <Link to={paths.profileHome(language, user.type)} className={buttonClasses({ size: 'lg' })}>
                {t('hero.go_to_profile')}
              </Link>
            </div>
          ) : (
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button size="lg" onClick={() => openDialog('signup', { type: 'chef' })}>
                <ChefHat aria-hidden="true" className="size-5" />
                {t('hero.cta_chef')}
              </Button>
              <Button
                size="lg"
                variant="secondary"
                onClick={() => openDialog('signup', { type: 'restaurant' })}
              >
                <Store aria-hidden="true" className="size-5" />
                {t('hero.cta_restaurant')}
              </Button>
            </div>
          )}
          {user ? null : (
            <p className="text-sm text-stone-700">
              {t('hero.have_account')}{' '}
              <Button variant="link" onClick={() => openDialog('login')}>
                {t('hero.login')}
              </Button>
            </p>
          )}
        </PageContainer>
      </section>

      <PageContainer>
        <h2 className="sr-only">{t('points.heading')}</h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {points.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-6">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-bold text-stone-900">{title}</h3>
              <p className="text-stone-700">{text}</p>
            </li>
          ))}
        </ul>
      </PageContainer>
    </>
  );
}
