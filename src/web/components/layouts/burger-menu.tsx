import type { BriefSessionUser } from '@shared/contracts/accounts';
import { CountBadge } from '@web/components/ui/badge';
import { useScreen } from '@web/lib/device';
import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { menuBadgeCount } from './nav-items';

// The sheet (and the dialog library under it) loads on the first tap, keeping the first page light.
const loadSheet = () => import('./burger-sheet');
const BurgerSheet = lazy(loadSheet);

/**
 * The phone menu (under 1024 px): a button that opens a sheet with the primary menu, the account actions
 * and the language switch. The sheet closes when the route changes, after its 200 ms animation.
 */
export function BurgerMenu({ user, onLogout }: { user: BriefSessionUser | null; onLogout: () => void }) {
  const { t } = useTranslation();
  const { screen } = useScreen();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const waiting = user ? menuBadgeCount(user) : 0;

  // Close on navigation and when the screen grows past the phone layout (state adjusted during render,
  // as React recommends for state that follows a changing value).
  const [seen, setSeen] = useState({ path: location.pathname, screen });
  if (seen.path !== location.pathname || seen.screen !== screen) {
    setSeen({ path: location.pathname, screen });
    if (open && (seen.path !== location.pathname || screen !== 'mobile')) setOpen(false);
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className="relative inline-flex size-11 items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100 lg:hidden"
      >
        <MenuIcon aria-hidden="true" className="size-6" />
        <span className="sr-only">{t('nav.open_menu')}</span>
        <CountBadge
          count={waiting}
          label={t('nav.pending_count', { count: waiting })}
          className="absolute -top-1 -right-1 min-w-5 text-[0.7rem] leading-5"
        />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <BurgerSheet
            open={open}
            onOpenChange={setOpen}
            user={user}
            onLogout={onLogout}
            onClosed={() => buttonRef.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
