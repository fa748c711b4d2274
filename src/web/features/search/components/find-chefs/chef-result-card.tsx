import type { ChefCard } from '@shared/contracts/search';
import { ProfilePicture } from '@web/components/profile/profile-picture';
import { SelectToggle } from '@web/components/selection/select-toggle';
import type { Selection } from '@web/components/selection/use-selection';
import { Badge } from '@web/components/ui/badge';
import { paths } from '@shared/paths';
import { cn } from '@web/lib/cn';
import { useScreen } from '@web/lib/device';
import { formatShortDate } from '@web/lib/format';
import { Languages, MapPin, UtensilsCrossed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cutText } from '../../lib/find-query';
import { useSpokenLanguageName } from '../../lib/spoken-language-names';
import { positionName } from '@shared/reference/positions';
import { cuisineNames, placeLine } from '../../lib/find-labels';
import { MetaItem } from '../find/meta-item';

/** The about text on a chef's card (spec doc 1 section 9: chef description preview 200, 80 on phones). */
export const chefDescriptionCut = { desktop: 200, mobile: 80 } as const;

/** A restaurant's selection, and what to do when an 11th chef is refused. */
export interface ChefSelectControl {
  selection: Selection;
  onLimit: () => void;
}

/**
 * A chef in find-chefs (ui.md "Card"): photo, name linking to the public profile, position, place,
 * languages, cuisine (logged-in viewers only), when the profile was updated, the about text cut; for a
 * restaurant, the select toggle (doc 2 section 6: neither applied nor invited), else an applied or
 * invited tag.
 */
export function ChefResultCard({
  chef,
  select,
}: {
  chef: ChefCard;
  /** Given to restaurant viewers: the card's select toggle. */
  select?: ChefSelectControl;
}) {
  const { t } = useTranslation('search');
  const { language, screen } = useScreen();
  const place = placeLine(chef.location);
  const cuisine = chef.cuisine ? cuisineNames(chef.cuisine, language) : '';
  const languageName = useSpokenLanguageName(chef.languages.length > 0);
  const spoken = chef.languages.map((code) => languageName(code, language)).join(', ');
  const updated = formatShortDate(chef.updated, language);
  const cut = screen === 'mobile' ? chefDescriptionCut.mobile : chefDescriptionCut.desktop;
  return (
    <article
      data-chef-id={chef.id}
      className={cn(
        'relative flex gap-4 rounded-2xl border bg-white p-4 shadow-xs focus-within:ring-2 focus-within:ring-brand-600',
        select?.selection.has(chef.id)
          ? 'border-brand-600 ring-1 ring-brand-600'
          : 'border-stone-200 hover:border-stone-300',
      )}
    >
      <ProfilePicture image={chef.images.profile} name={chef.name} shape="round" size="card" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className={cn('flex min-w-0 flex-col', select && 'sm:pr-36')}>
          <h2 className="text-lg leading-snug font-bold break-words text-stone-900">
            <Link
              to={paths.chefView(language, chef.id, chef.slug)}
              className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline"
            >
              {chef.name}
            </Link>
          </h2>
          {chef.position !== null ? (
            <p className="font-semibold text-brand-800">{positionName(chef.position, language)}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          {place ? <MetaItem icon={MapPin}>{place}</MetaItem> : null}
          {spoken ? (
            <MetaItem icon={Languages} label={t('find_chefs.languages')}>
              {spoken}
            </MetaItem>
          ) : null}
          {cuisine ? (
            <MetaItem icon={UtensilsCrossed} label={t('find_chefs.cuisine')}>
              {cuisine}
            </MetaItem>
          ) : null}
        </div>
        {chef.description ? <p className="text-sm text-stone-700">{cutText(chef.description, cut)}</p> : null}
        {updated ? (
          <p className="text-xs text-stone-600">{t('find_chefs.updated', { date: updated })}</p>
        ) : null}
        {/* At the foot of the card on phones (ui.md: actions at the bottom), top right from tablets. */}
        {select ? (
          <div className="relative z-10 mt-1 self-start sm:absolute sm:top-4 sm:right-4 sm:mt-0">
            <SelectArea chef={chef} select={select} />
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** The select toggle (above the card's link), or why the chef cannot be selected (applied, invited). */
function SelectArea({ chef, select }: { chef: ChefCard; select: ChefSelectControl | undefined }) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation();
  const { language } = useScreen();
  if (!select) return null;
  if (chef.selectable !== 1)
    return (
      <Badge tone={chef.inapply ? 'success' : 'neutral'}>
        {chef.inapply ? t('find_chefs.applied') : t('find_chefs.invited')}
      </Badge>
    );
  return (
    <SelectToggle
      selection={select.selection}
      id={chef.id}
      summary={{
        title: chef.name,
        subtitle: positionName(chef.position, language) || undefined,
        href: paths.chefView(language, chef.id, chef.slug),
      }}
      label={tc('selection.select')}
      selectedLabel={tc('selection.selected')}
      onLimit={select.onLimit}
      className="shrink-0"
    />
  );
}
