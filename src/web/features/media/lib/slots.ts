import type { chefImageSlots, offerImageSlots, venueImageSlots } from '@shared/contracts/images';
import { imagePresets, type ImagePreset } from '@shared/contracts/limits';

/**
 * A picture slot the media dialog fills: a chef's `profile` or `header`; a venue's (`rid`) `logo`,
 * `header`, `image1`-`image3`; an offer's (`oid`) `image1` (`oid` 0: an offer not saved yet, whose form
 * sends the chosen item itself).
 */
export type MediaSlot =
  | { key: (typeof chefImageSlots)[number]; rid?: undefined; oid?: undefined }
  | { key: (typeof venueImageSlots)[number]; rid: number; oid?: undefined }
  | { key: (typeof offerImageSlots)[number]; oid: number; rid?: undefined };

/**
 * The crop preset of a slot (spec doc 1 section 9): headers 1200x600, a chef's photo and a logo
 * square 600x600, a venue's showcase photos 400x300, an offer's photo the miniature 460x240.
 */
export function slotPreset(slot: MediaSlot): ImagePreset {
  if (slot.key === 'header') return 'header';
  if (slot.key === 'profile' || slot.key === 'logo') return 'square';
  if (slot.oid !== undefined) return 'miniature';
  return 'showcase';
}

export function presetSize(preset: ImagePreset): { width: number; height: number } {
  const { width, height } = imagePresets[preset];
  return { width, height };
}
