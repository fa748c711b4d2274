import type { BriefSessionUser } from '@shared/contracts/accounts';
import { isLanguage, languages } from '@shared/i18n/languages';
import { AccountAvatar } from '@web/components/ui/avatar';
import { CountBadge } from '@web/components/ui/badge';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
  MenuTrigger,
} from '@web/components/ui/menu';
import { paths } from '@shared/paths';
import { menuCloseDelayMs } from '@web/config/timings';
import { useDevice } from '@web/lib/device';
import { saveLanguageChoice, switchLanguagePath } from '@web/lib/language-path';
import { languageNames } from '@web/lib/languages';
import {
  Bell,
  BookmarkCheck,
  Check,
  ChevronDown,
  Eye,
  LogOut,
  Pencil,
  Plus,
  Repeat,
  Settings,
  ShieldCheck,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  navCountLabel,
  notificationsPath,
  previewPath,
  savedOffersPath,
  unreadNotificationsBadge,
  venueMenuEntries,
} from './nav-items';

export interface UserMenuProps {
  user: BriefSessionUser;
  onLogout: () => void;
}

/**
 * The secondary user menu (spec doc 1 section 2): edit, preview, language, settings (restaurants),
 * logout. Loaded on demand: visitors never download it.
 */
export default function UserMenu({ user, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  const { language, openDialog } = useDevice();
  const location = useLocation();
  const preview = previewPath(user, language);
  const notifications = notificationsPath(user, language);
  const saved = savedOffersPath(user, language);
  const badge = unreadNotificationsBadge(user);
  const unread = badge.count;
  const unreadLabel = navCountLabel(t, badge);

  return (
    <Menu modal={false}>
      <MenuTrigger className="inline-flex min-h-11 max-w-56 items-center gap-2 rounded-lg border border-stone-300 bg-white pr-2 pl-3 text-sm font-semibold text-stone-900 hover:bg-stone-100 data-[state=open]:bg-stone-100">
        <AccountAvatar user={user} size={28} className="-ml-1.5" />
        <span className="sr-only">{t('nav.account_menu')}: </span>
        <span className="truncate">{user.name}</span>
        <CountBadge count={unread} label={unreadLabel} />
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-stone-600" />
      </MenuTrigger>
      <MenuContent>
        {user.type === 'staff' ? (
          // Staff have no profile to edit: their place is the back office.
          <MenuItem asChild>
            <Link to={paths.admin(language)}>
              <ShieldCheck aria-hidden="true" className="size-4" />
              {t('nav.back_office')}
            </Link>
          </MenuItem>
        ) : (
          <MenuItem asChild>
            <Link to={paths.profileHome(language, user.type)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('nav.edit_profile')}
            </Link>
          </MenuItem>
        )}
        {preview ? (
          <MenuItem asChild>
            <Link to={preview}>
              <Eye aria-hidden="true" className="size-4" />
              {t('nav.preview')}
            </Link>
          </MenuItem>
        ) : null}
        {notifications ? (
          <MenuItem asChild>
            <Link to={notifications}>
              <Bell aria-hidden="true" className="size-4" />
              <span className="flex-1">{t('nav.notifications')}</span>
              <CountBadge count={unread} label={unreadLabel} />
            </Link>
          </MenuItem>
        ) : null}
        {saved ? (
          <MenuItem asChild>
            <Link to={saved}>
              <BookmarkCheck aria-hidden="true" className="size-4" />
              {t('nav.saved_offers')}
            </Link>
          </MenuItem>
        ) : null}
        {user.type === 'restaurant' ? <VenueItems user={user} /> : null}
        {user.type === 'restaurant' ? (
          // The dialog opens once the menu has closed (200 ms), so focus goes back to this menu after it.
          <MenuItem onSelect={() => setTimeout(() => openDialog('settings'), menuCloseDelayMs)}>
            <Settings aria-hidden="true" className="size-4" />
            {t('nav.settings')}
          </MenuItem>
        ) : null}
        <MenuSeparator />
        <MenuLabel>{t('nav.language')}</MenuLabel>
        <MenuRadioGroup
          value={language}
          onValueChange={(value) => {
            if (isLanguage(value) && value !== language) {
              saveLanguageChoice(value);
              window.location.assign(switchLanguagePath(location, value));
            }
          }}
        >
          {languages.map((code) => (
            <MenuRadioItem key={code} value={code} lang={code}>
              {languageNames[code]}
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
        <MenuSeparator />
        <MenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" className="size-4" />
          {t('nav.logout')}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}

/**
 * A restaurant's venues (spec doc 1 section 2, profile menu): each links to its page, the main one
 * marked; "switch main profile" (with two or more) and "add a restaurant" open their dialogs once the
 * menu has closed, so focus comes back to the menu button after them.
 */
function VenueItems({ user }: { user: BriefSessionUser }) {
  const { t } = useTranslation();
  const { language, openDialog } = useDevice();
  const venues = venueMenuEntries(user, language);
  const later = (action: () => void) => () => setTimeout(action, menuCloseDelayMs);
  return (
    <>
      <MenuSeparator />
      <MenuLabel>{t('nav.venues')}</MenuLabel>
      {venues.map((venue) => (
        <MenuItem key={venue.id} asChild>
          <Link to={venue.href}>
            <Check aria-hidden="true" className={venue.main ? 'size-4' : 'invisible size-4'} />
            <span className="min-w-0 flex-1 truncate">{venue.name}</span>
            {venue.main ? (
              <span className="text-xs font-semibold text-brand-700">{t('nav.main_venue')}</span>
            ) : null}
          </Link>
        </MenuItem>
      ))}
      {venues.length > 1 ? (
        <MenuItem onSelect={later(() => openDialog('mainprofile', {}))}>
          <Repeat aria-hidden="true" className="size-4" />
          {t('nav.switch_main')}
        </MenuItem>
      ) : null}
      <MenuItem onSelect={later(() => openDialog('restaurantabout', { rid: 0 }))}>
        <Plus aria-hidden="true" className="size-4" />
        {t('nav.add_restaurant')}
      </MenuItem>
      <MenuSeparator />
    </>
  );
}
