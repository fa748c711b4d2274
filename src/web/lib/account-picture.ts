import type { BriefSessionUser } from '@shared/contracts/accounts';
import type { ImageSizes } from '@shared/contracts/images';

/**
 * The picture that stands for an account (user menu, burger): a chef's profile photo, a restaurant's
 * main venue's logo. Null when that slot is empty.
 */
export function accountPicture(user: BriefSessionUser): ImageSizes | null {
  if (user.type === 'chef') return user.profile?.images.profile ?? null;
  const main = user.main ?? user.profiles.find((venue) => venue.main === 1) ?? user.profiles[0];
  return main?.images.logo ?? null;
}

/** Up to two initials of a name ("Marta Lopez" -> "ML"), for an account without a picture. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
