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
}: {
  image: ImageSizes | null;
  name: string;
  shape: 'round' | 'square';
}) {
  const box = cn(
    'size-24 shrink-0 overflow-hidden bg-brand-100 lg:size-36',
    shape === 'round' ? 'rounded-full' : 'rounded-2xl',
  );
  if (image)
    return (
      <span className={box} data-account-avatar="picture">
        <Picture sizes={image} preset="square" alt="" width={144} height={144} eager className="size-full" />
      </span>
    );
  return (
    <span
      aria-hidden="true"
      data-account-avatar="initials"
      className={`${box} inline-flex items-center justify-center text-3xl font-bold text-brand-800`}
    >
      {initials(name)}
    </span>
  );
}
