import { appStores, socialLinks } from '@web/config/links';
import { paths } from '@shared/paths';
import { useScreen } from '@web/lib/device';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageLinks } from './language-links';

const linkClasses =
  'inline-flex min-h-11 items-center text-sm text-stone-700 hover:text-brand-700 hover:underline';

/** The site footer: information pages in the current language, app stores, social networks, languages. */
export function Footer() {
  const { t } = useTranslation();
  const { language } = useScreen();
  const pages = [
    { href: paths.services(language), label: t('footer.services') },
    { href: paths.faqsChef(language), label: t('footer.faqs_chef') },
    { href: paths.faqsRestaurant(language), label: t('footer.faqs_restaurant') },
    { href: paths.contact(language), label: t('footer.contact') },
    { href: paths.terms(language), label: t('footer.terms') },
    { href: paths.privacy(language), label: t('footer.privacy') },
  ];

  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      {/* The language column takes the width of its four names, so none of them wraps alone. */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]">
        <div className="flex flex-col gap-2">
          <p className="text-lg font-extrabold text-stone-900">Brigade</p>
          <p className="text-sm text-stone-600">{t('footer.tagline')}</p>
        </div>

        <nav aria-label={t('footer.pages')}>
          <h2 className="mb-1 text-sm font-bold text-stone-900">{t('footer.pages')}</h2>
          <ul>
            {pages.map((page) => (
              <li key={page.href}>
                <Link to={page.href} className={linkClasses}>
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {/* Only the apps and accounts that exist (config/links.ts); the column goes when none is set. */}
        {appStores.length || socialLinks.length ? (
          <div>
            {appStores.length ? (
              <>
                <h2 className="mb-1 text-sm font-bold text-stone-900">{t('footer.apps')}</h2>
                <ul className="mb-4">
                  {appStores.map((store) => (
                    <li key={store.id}>
                      <a href={store.href} className={linkClasses} rel="noopener noreferrer" target="_blank">
                        {store.id === 'appStore' ? t('footer.app_store') : t('footer.google_play')}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {socialLinks.length ? (
              <>
                <h2 className="mb-1 text-sm font-bold text-stone-900">{t('footer.follow')}</h2>
                <ul className="flex flex-wrap gap-x-2">
                  {socialLinks.map((link) => (
                    <li key={link.id}>
                      {/* At least 44x44 px to tap, even for a one-letter name ("X"). */}
                      <a
                        href={link.href}
                        className={`${linkClasses} min-w-11 justify-center px-1`}
                        rel="noopener noreferrer"
                        target="_blank"
                      >
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}

        <div>
          <h2 className="mb-1 text-sm font-bold text-stone-900">{t('nav.language')}</h2>
          <LanguageLinks className="-ml-3 lg:flex-nowrap" />
        </div>
      </div>
      <div className="border-t border-stone-200">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-stone-600 sm:px-6">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
