import { z } from 'zod';
import { imagePresetNames, type ImagePreset } from './limits';

/** The slots of a chef's profile and of a venue (profile/image), and of an offer (offer/image). */
export const chefImageSlots = ['profile', 'header'] as const;
export const venueImageSlots = ['logo', 'header', 'image1', 'image2', 'image3'] as const;
export const offerImageSlots = ['image1'] as const;
export const profileImageKeys = ['profile', 'header', 'logo', 'image1', 'image2', 'image3'] as const;

/** One size of an image: its WebP `url`, and `jpeg` where a JPEG copy exists (docs/api.md "Images"). */
export const imageSize = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  jpeg: z.string().optional(),
});
export type ImageSize = z.output<typeof imageSize>;

/** Every size of an image by preset (square, header, showcase, miniature, share). */
export const imageSizes = z.object(
  Object.fromEntries(imagePresetNames.map((name) => [name, imageSize])) as Record<
    ImagePreset,
    typeof imageSize
  >,
);
export type ImageSizes = z.output<typeof imageSizes>;

/** The picture in a slot, as `images.{slot}.{size}.url`; null when the slot is empty. */
export const slotImage = imageSizes.nullable();

/** A chef's slots in `data.user.profile.images`. */
export const chefImages = z.object({ profile: slotImage, header: slotImage });
/** A venue's slots in `data.user.profiles[].images`. */
export const venueImages = z.object({
  logo: slotImage,
  header: slotImage,
  image1: slotImage,
  image2: slotImage,
  image3: slotImage,
});
