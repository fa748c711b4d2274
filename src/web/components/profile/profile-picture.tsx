import type { ImageSizes } from '@shared/contracts/images';
import { Picture } from '@web/components/ui/picture';
import { initials } from '@web/lib/account-picture';
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
  const box = cn(
    'shrink-0 overflow-hidden bg-brand-100',
    isCard ? 'size-16 sm:size-20' : 'size-24 lg:size-36',
    shape === 'round' ? 'rounded-full' : isCard ? 'rounded-xl' : 'rounded-2xl',
  );
  const pixels = isCard ? 80 : 144;
  if (image)
    return (
      <span className={box} data-account-avatar="picture">
        <Picture
          sizes={image}
          preset="square"
          alt=""
          width={pixels}
          height={pixels}
          eager={!isCard}
          className="size-full object-cover"
        />
      </span>
    );
  return (
    <span
      aria-hidden="true"
      data-account-avatar="initials"
      className={cn(
        box,
        'inline-flex items-center justify-center font-bold text-brand-800',
        isCard ? 'text-xl' : 'text-3xl',
      )}
    >
      {initials(name)}
    </span>
  );
}
