import * as RadixDialog from '@radix-ui/react-dialog';
import type { BriefSessionUser } from '@shared/contracts/accounts';
import { AccountAvatar } from '@web/components/ui/avatar';
import { CountBadge } from '@web/components/ui/badge';
import { buttonClasses } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { menuCloseDelayMs } from '@web/config/timings';
import { cn } from '@web/lib/cn';
import { useDevice } from '@web/lib/device';
import {
  Bell,
  BookmarkCheck,
  Check,
  Eye,
  LogIn,
  LogOut,
  Pencil,
  Plus,
  Repeat,
  Settings,
  ShieldCheck,
  UserPlus,
  X,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageLinks } from './language-links';
import {
  notificationsPath,
  previewPath,
  navCountLabel,
  savedOffersPath,
  primaryNavItems,
  unreadNotificationsBadge,
  venueMenuEntries,
} from './nav-items';

const rowClasses =
  'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-base font-medium text-stone-800 hover:bg-stone-100';

/**
 * The phone menu's sheet: slides in from the right with the primary menu, the account actions and the
 * language switch. Loaded on demand by BurgerMenu, which owns the open state.
 */
export default function BurgerSheet({
  open,
  onOpenChange,
  user,
  onLogout,
  onClosed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: BriefSessionUser | null;
  onLogout: () => void;
  /** Focus goes back to the menu button (the sheet has no Radix trigger of its own). */
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { language, openDialog } = useDevice();
  const pendingAction = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pendingAction.current), []);

  /** Close first; run the action once the sheet has animated away (a dialog may open next). */
  const runAfterClose = (action: () => void) => {
    onOpenChange(false);
    clearTimeout(pendingAction.current);
    pendingAction.current = setTimeout(action, menuCloseDelayMs);
  };

  const items = primaryNavItems(user, language);
  const preview = user ? previewPath(user, language) : null;
  const saved = user ? savedOffersPath(user, language) : null;

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white p-4 shadow-xl data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in"
        >
          <div className="mb-2 flex items-center justify-between">
            <RadixDialog.Title className="px-3 text-lg font-bold">{t('nav.menu_title')}</RadixDialog.Title>
            <RadixDialog.Close className="inline-flex size-11 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('nav.close_menu')}</span>
            </RadixDialog.Close>
          </div>

          <nav aria-label={t('nav.primary')}>
            <ul className="flex flex-col gap-1">
              {items.map((item) => (
                <li key={item.id}>
                  <NavLink
                    to={item.href}
                    className={({ isActive }) => cn(rowClasses, isActive && 'bg-brand-50 text-brand-800')}
                  >
                    <span className="flex-1">{t(item.labelKey)}</span>
                    {item.count ? <CountBadge count={item.count} label={navCountLabel(t, item)} /> : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <hr className="my-3 border-stone-200" />

          {user ? (
            <Section title={user.name} icon={<AccountAvatar user={user} size={32} />}>
              {user.type === 'staff' ? (
                // Staff have no profile to edit: their place is the back office.
                <Link to={paths.admin(language)} className={rowClasses}>
                  <ShieldCheck aria-hidden="true" className="size-5 text-stone-600" />
                  {t('nav.back_office')}
                </Link>
              ) : (
                <Link to={paths.profileHome(language, user.type)} className={rowClasses}>
                  <Pencil aria-hidden="true" className="size-5 text-stone-600" />
                  {t('nav.edit_profile')}
                </Link>
              )}
              {preview ? (
                <Link to={preview} className={rowClasses}>
                  <Eye aria-hidden="true" className="size-5 text-stone-600" />
                  {t('nav.preview')}
                </Link>
              ) : null}
              <NotificationsRow user={user} />
              {saved ? (
                <Link to={saved} className={rowClasses}>
                  <BookmarkCheck aria-hidden="true" className="size-5 text-stone-600" />
                  {t('nav.saved_offers')}
                </Link>
              ) : null}
              {user.type === 'restaurant' ? (
                <VenueRows user={user} onDialog={(open) => runAfterClose(open)} />
              ) : null}
              {user.type === 'restaurant' ? (
                <button
                  type="button"
                  className={rowClasses}
                  onClick={() => runAfterClose(() => openDialog('settings'))}
                >
                  <Settings aria-hidden="true" className="size-5 text-stone-600" />
                  {t('nav.settings')}
                </button>
              ) : null}
              <button type="button" className={rowClasses} onClick={() => runAfterClose(onLogout)}>
                <LogOut aria-hidden="true" className="size-5 text-stone-600" />
                {t('nav.logout')}
              </button>
            </Section>
          ) : (
            <div className="flex flex-col gap-2 px-1">
              <button
                type="button"
                className={buttonClasses({ variant: 'secondary', size: 'lg' })}
                onClick={() => runAfterClose(() => openDialog('login'))}
              >
                <LogIn aria-hidden="true" className="size-5" />
                {t('nav.login')}
              </button>
              <button
                type="button"
                className={buttonClasses({ size: 'lg' })}
                onClick={() => runAfterClose(() => openDialog('signup'))}
              >
                <UserPlus aria-hidden="true" className="size-5" />
                {t('nav.signup')}
              </button>
            </div>
          )}

          <hr className="my-3 border-stone-200" />
          <Section title={t('nav.language')}>
            <LanguageLinks className="flex-col" linkClassName="w-full" />
          </Section>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function Section({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h2 className="flex min-w-0 items-center gap-2 px-3 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
        {icon}
        <span className="truncate">{title}</span>
      </h2>
      {children}
    </section>
  );
}

/** A restaurant's venues in the phone menu: each to its page, the main one marked; switch main and add. */
function VenueRows({ user, onDialog }: { user: BriefSessionUser; onDialog: (open: () => void) => void }) {
  const { t } = useTranslation();
  const { language, openDialog } = useDevice();
  const venues = venueMenuEntries(user, language);
  return (
    <div
      role="group"
      aria-label={t('nav.venues')}
      className="flex flex-col gap-1 border-y border-stone-100 py-1"
    >
      {venues.map((venue) => (
        <Link key={venue.id} to={venue.href} className={rowClasses}>
          <Check aria-hidden="true" className={cn('size-5 text-brand-700', !venue.main && 'invisible')} />
          <span className="min-w-0 flex-1 truncate">{venue.name}</span>
          {venue.main ? (
            <span className="text-sm font-semibold text-brand-700">{t('nav.main_venue')}</span>
          ) : null}
        </Link>
      ))}
      {venues.length > 1 ? (
        <button
          type="button"
          className={rowClasses}
          onClick={() => onDialog(() => openDialog('mainprofile', {}))}
        >
          <Repeat aria-hidden="true" className="size-5 text-stone-600" />
          {t('nav.switch_main')}
        </button>
      ) : null}
      <button
        type="button"
        className={rowClasses}
        onClick={() => onDialog(() => openDialog('restaurantabout', { rid: 0 }))}
      >
        <Plus aria-hidden="true" className="size-5 text-stone-600" />
        {t('nav.add_restaurant')}
      </button>
    </div>
  );
}

/** The account's notifications, with the unread ones' badge (staff have no such page). */
function NotificationsRow({ user }: { user: BriefSessionUser }) {
  const { t } = useTranslation();
  const { language } = useDevice();
  const href = notificationsPath(user, language);
  if (!href) return null;
  const badge = unreadNotificationsBadge(user);
  return (
    <Link to={href} className={rowClasses}>
      <Bell aria-hidden="true" className="size-5 text-stone-600" />
      <span className="flex-1">{t('nav.notifications')}</span>
      <CountBadge count={badge.count} label={navCountLabel(t, badge)} />
    </Link>
  );
}
