import type { RestaurantCard } from '@shared/contracts/search';
import { ProfilePicture } from '@web/components/profile/profile-picture';
import { RatingIcons } from '@web/components/profile/rating-icons';
import { Badge } from '@web/components/ui/badge';
import { paths } from '@shared/paths';
import { useScreen } from '@web/lib/device';
import { Briefcase, MapPin, UtensilsCrossed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cutText } from '../../lib/find-query';
import { cuisineNames, placeLine } from '../../lib/find-labels';
import { MetaItem } from '../find/meta-item';

/** A venue's description on its card (spec doc 2 section 5: restaurant description 260). */
export const restaurantDescriptionCut = 260;

/**
 * A venue in find-restaurants (ui.md "Card"): logo (or header image), name linking to its page, place,
 * rating, cuisine, the premium badge, its live offers, and the description cut at 260 characters.
 */
export function RestaurantResultCard({ venue }: { venue: RestaurantCard }) {
  const { t } = useTranslation('search');
  const { language } = useScreen();
  const place = placeLine(venue.location);
  const cuisine = cuisineNames(venue.cuisine, language);
  return (
    <article className="relative flex gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs focus-within:ring-2 focus-within:ring-brand-600 hover:border-stone-300">
      <ProfilePicture
        image={venue.images.logo ?? venue.images.header}
        name={venue.name}
        shape="square"
        size="card"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="text-lg leading-snug font-bold break-words text-stone-900">
            <Link
              to={paths.restaurantView(language, venue.id, venue.slug)}
              className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline"
            >
              {venue.name}
            </Link>
          </h2>
          {venue.premium === 1 ? <Badge tone="brand">{t('find_restaurants.premium')}</Badge> : null}
          <RatingIcons type={venue.ratingType} rating={venue.rating} />
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          {place ? <MetaItem icon={MapPin}>{place}</MetaItem> : null}
          {cuisine ? <MetaItem icon={UtensilsCrossed}>{cuisine}</MetaItem> : null}
          <MetaItem icon={Briefcase} className="font-semibold text-brand-800">
            {t('find_restaurants.offers', { count: venue.offers })}
          </MetaItem>
        </div>
        {venue.description ? (
          <p className="text-sm text-stone-700">{cutText(venue.description, restaurantDescriptionCut)}</p>
        ) : null}
      </div>
    </article>
  );
}
