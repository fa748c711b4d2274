import type { RestaurantCard } from '@shared/contracts/search';
import { featuredRestaurantsLimit, restaurantsFeaturedRoute } from '@shared/contracts/search-routes';
import type { Language } from '@shared/i18n/languages';
import { apiRead } from '@web/lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { searchKey } from '../query-keys';

/** restaurants/featured (D14): premium venues with a live offer, up to 8, shown on desktop only. */
export function useFeaturedRestaurants(enabled: boolean) {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return useQuery({
    queryKey: [...searchKey, 'featured', language],
    queryFn: async ({ signal }) =>
      (
        await apiRead<{ list: RestaurantCard[] }>(
          restaurantsFeaturedRoute,
          { qty: featuredRestaurantsLimit },
          { signal },
        )
      ).data.list,
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
