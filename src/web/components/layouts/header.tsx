import { CountBadge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useDevice } from '@web/lib/device';
import { useSessionUser } from '@web/lib/session';
import { UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { BrandLogo } from './brand-logo';
import { BurgerMenu } from './burger-menu';
import { navCountLabel, primaryNavItems } from './nav-items';

// Only logged-in users see the user menu, so its code (and the dropdown library) loads on demand.
const UserMenu = lazy(() => import('./user-menu'));

export interface HeaderProps {
  onLogout: () => void;
}

/** The site header: logo, the role's primary menu, log in / sign up or the user menu, and on phones the burger. */
export function Header({ onLogout }: HeaderProps) {
  const { t } = useTranslation();
  const { language, openDialog } = useDevice();
  const { user, isPending } = useSessionUser();
  const items = primaryNavItems(user, language);

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <BrandLogo />

        {isPending ? null : (
          <nav aria-label={t('nav.primary')} className="ml-6 hidden lg:block">
            <ul className="flex items-center gap-1">
              {items.map((item) => (
                <li key={item.id}>
                  <NavLink
                    to={item.href}
                    className={({ isActive }) =>
                      cn(
                        'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold',
                        isActive
                          ? 'bg-brand-50 text-brand-800'
                          : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
                      )
                    }
                  >
                    {t(item.labelKey)}
                    {item.count ? <CountBadge count={item.count} label={navCountLabel(t, item)} /> : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <div className="ml-auto flex items-center gap-2">
          {isPending ? (
            <Skeleton className="h-11 w-28" />
          ) : user ? (
            <div className="hidden lg:block">
              <Suspense
                fallback={
                  <span className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 px-3 text-sm font-semibold">
                    <UserRound aria-hidden="true" className="size-4 text-stone-600" />
                    {user.name}
                  </span>
                }
              >
                <UserMenu user={user} onLogout={onLogout} />
              </Suspense>
            </div>
          ) : (
            <>
              <Button variant="ghost" onClick={() => openDialog('login')}>
                {t('nav.login')}
              </Button>
              {/* A wrapper hides it: a display class on the button itself would clash with its own. */}
              <div className="hidden lg:block">
                <Button onClick={() => openDialog('signup')}>{t('nav.signup')}</Button>
              </div>
            </>
          )}
          <BurgerMenu user={user} onLogout={onLogout} />
        </div>
      </div>
    </header>
  );
}
