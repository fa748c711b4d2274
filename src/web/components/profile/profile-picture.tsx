import type { ImageSizes } from '@shared/contracts/images';
import { Thumbnail } from '@web/components/ui/thumbnail';
import { cn } from '@web/lib/cn';

/**
 * A profile's picture (a chef's photo, round; a venue's logo, square), or the name's initials on the
 * accent colour. Decorative: the name is written beside it. Marked as an account's picture like
 * components/ui/avatar.tsx, so one selector finds it on every page.
 */
export function ProfilePicture({
  image,
  name,
  shape,
  size = 'page',
}: {
  image: ImageSizes | null;
  name: string;
  shape: 'round' | 'square';
  /** The profile page's big picture (loaded at once), or a result card's (loaded near the viewport). */
  size?: 'page' | 'card';
}) {
  const isCard = size === 'card';
  return (
    <Thumbnail
      image={image}
      pixels={isCard ? 80 : 144}
      fallback={{ name }}
      eager={!isCard}
      isAccount
      className={cn(
        isCard ? 'size-16 text-xl sm:size-20' : 'size-24 text-3xl lg:size-36',
        shape === 'round' ? 'rounded-full' : isCard ? 'rounded-xl' : 'rounded-2xl',
      )}
    />
  );
}
