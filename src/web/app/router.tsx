import { PageSkeleton } from '@web/components/ui/skeleton';
import { routePatterns } from '@web/config/paths';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { RootLayout } from './root-layout';
import { LanguageGate, UnknownLanguageRedirect } from './routes/language-gate';
import { RequireRole } from './routes/role-guard';

export function RouteLoading() {
  const { t } = useTranslation();
  return <PageSkeleton label={t('loading')} />;
}

/** A page loaded on demand: its code (and the texts it loads) come with the first visit. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactNode {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return (
    <Suspense fallback={<RouteLoading />}>
      <Page />
    </Suspense>
  );
}

const homePage = page(
  () => import('./routes/public/home'),
  (m) => m.HomePage,
);
const notFoundPage = page(
  () => import('./routes/public/not-found'),
  (m) => m.NotFoundPage,
);
const resetPasswordPage = page(
  () => import('./routes/public/reset-password'),
  (m) => m.ResetPasswordPage,
);
const contactPage = page(
  () => import('./routes/public/contact'),
  (m) => m.ContactPage,
);

const servicesPage = page(
  () => import('./routes/public/services'),
  (m) => m.ServicesPage,
);
const servicesChefPage = page(
  () => import('./routes/public/services-chef'),
  (m) => m.ServicesChefPage,
);
const servicesRestaurantPage = page(
  () => import('./routes/public/services-restaurant'),
  (m) => m.ServicesRestaurantPage,
);
const faqsChefPage = page(
  () => import('./routes/public/faqs-chef'),
  (m) => m.FaqsChefPage,
);
const faqsRestaurantPage = page(
  () => import('./routes/public/faqs-restaurant'),
  (m) => m.FaqsRestaurantPage,
);
const termsPage = page(
  () => import('./routes/public/terms'),
  (m) => m.TermsPage,
);
const privacyPage = page(
  () => import('./routes/public/privacy'),
  (m) => m.PrivacyPage,
);
const chefProfileHomePage = page(
  () => import('./routes/chef/profile-home'),
  (m) => m.ChefProfileHomePage,
);
const restaurantProfileHomePage = page(
  () => import('./routes/restaurant/profile-home'),
  (m) => m.RestaurantProfileHomePage,
);

/**
 * Routes (spec doc 1 section 2): everything lives under /:lang. React Router's declarative mode: the app
 * needs no loaders, and it keeps the router's share of the first load small (bundle budget). The first
 * bundle holds the shell (header, footer, dialogs host); every page loads on demand. Paths without a page yet show the
 * not-found page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<UnknownLanguageRedirect />} />
      <Route path="/:lang" element={<LanguageGate />}>
        <Route element={<RootLayout />}>
          <Route index element={homePage} />
          <Route path={routePatterns.resetPassword} element={resetPasswordPage} />
          {/* The contact page and the send-CV-only flow (contact/{ids}). */}
          <Route path={routePatterns.contact} element={contactPage} />
          <Route path={routePatterns.contactOffers} element={contactPage} />
          {/* Information pages: their code and their texts (services, faqs, legal) load with them. */}
          <Route path={routePatterns.services} element={servicesPage} />
          <Route path={routePatterns.servicesChef} element={servicesChefPage} />
          <Route path={routePatterns.servicesRestaurant} element={servicesRestaurantPage} />
          <Route path={routePatterns.faqsChef} element={faqsChefPage} />
          <Route path={routePatterns.faqsRestaurant} element={faqsRestaurantPage} />
          <Route path={routePatterns.terms} element={termsPage} />
          <Route path={routePatterns.privacy} element={privacyPage} />
          <Route path={routePatterns.chefArea} element={<RequireRole type="chef" />}>
            <Route path={routePatterns.chefHome} element={chefProfileHomePage} />
            <Route path="*" element={notFoundPage} />
          </Route>
          <Route path={routePatterns.restaurantArea} element={<RequireRole type="restaurant" />}>
            <Route path={routePatterns.restaurantHome} element={restaurantProfileHomePage} />
            <Route path="*" element={notFoundPage} />
          </Route>
          <Route path="*" element={notFoundPage} />
        </Route>
      </Route>
      <Route path="*" element={<UnknownLanguageRedirect />} />
    </Routes>
  );
}
