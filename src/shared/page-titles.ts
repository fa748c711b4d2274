/*
 * The titles of the item pages, written once for the server's head (features/seo) and the web's
 * PageTitle, so a search result and the open page say the same (docs/decisions/026).
 */

interface Place {
  formatted_address?: string;
  components?: Record<string, string | undefined>;
}

/** The town of a place, else its whole address, else ''. */
export function placeName(place: Place | null | undefined): string {
  return place?.components?.locality?.trim() || place?.formatted_address?.trim() || '';
}

/** A venue's page: "Name, Town". */
export function venuePageTitle(name: string, place: Place | null | undefined): string {
  return [name, placeName(place)].filter(Boolean).join(', ');
}

/** A chef's public page: "Name, Position, Address" (the profile's headline). */
export function chefPageTitle(name: string, position: string, place: Place | null | undefined): string {
  return [name, position, place?.formatted_address ?? ''].filter(Boolean).join(', ');
}
