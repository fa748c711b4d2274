import { PageSkeleton } from '@web/components/ui/skeleton';
import { routePatterns } from '@web/config/paths';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RootLayout } from './root-layout';
import { LanguageGate, UnknownLanguageRedirect } from './routes/language-gate';
import { HomePage } from './routes/public/home';
import { NotFoundPage } from './routes/public/not-found';
import { ResetPasswordPage } from './routes/public/reset-password';
import { RequireRole } from './routes/role-guard';

function RouteLoading() {
  const { t } = useTranslation();
  return <PageSkeleton label={t('loading')} />;
}

/**
 * Routes (spec doc 1 section 2): everything lives under /:lang. Public pages are in the first bundle;
 * the logged-in areas load on demand. Paths without a page yet show the not-found page.
 */
export function createAppRouter() {
  return createBrowserRouter([
    { path: '/', element: <UnknownLanguageRedirect /> },
    {
      path: '/:lang',
      element: <LanguageGate />,
      HydrateFallback: RouteLoading,
      children: [
        {
          element: <RootLayout />,
          children: [
            { index: true, element: <HomePage /> },
            { path: routePatterns.resetPassword, element: <ResetPasswordPage /> },
            {
              path: routePatterns.chefArea,
              element: <RequireRole type="chef" />,
              children: [
                {
                  path: routePatterns.chefHome,
                  lazy: async () => ({
                    Component: (await import('./routes/chef/profile-home')).ChefProfileHomePage,
                  }),
                },
                { path: '*', element: <NotFoundPage /> },
              ],
            },
            {
              path: routePatterns.restaurantArea,
              element: <RequireRole type="restaurant" />,
              children: [
                {
                  path: routePatterns.restaurantHome,
                  lazy: async () => ({
                    Component: (await import('./routes/restaurant/profile-home')).RestaurantProfileHomePage,
                  }),
                },
                { path: '*', element: <NotFoundPage /> },
              ],
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
    { path: '*', element: <UnknownLanguageRedirect /> },
  ]);
}
