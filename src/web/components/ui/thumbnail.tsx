import type { ImageSizes } from '@shared/contracts/images';
import { initials } from '@web/lib/account-picture';
import { cn } from '@web/lib/cn';
import type { LucideIcon } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Picture } from './picture';

export interface ThumbnailProps {
  /** The picture (its square size is shown); null or missing when there is none. */
  image: Partial<ImageSizes> | null | undefined;
  /** The picture's width and height in CSS pixels: the largest the box gets. */
  pixels: number;
  /** The box: its size (`size-12 sm:size-14`, or `style`), its corners (`rounded-full`), a border... */
  className?: string;
  style?: CSSProperties;
  /**
   * What stands in for a missing picture: the initials of `name` on the accent colour (a person or a
   * venue named beside it), or the icon of the kind of thing; with neither, nothing is drawn.
   */
  fallback?: { name: string } | { icon: LucideIcon };
  /** Above the fold (the header's account, a profile page's own picture): loaded at once. */
  eager?: boolean;
  /**
   * Marks the box as an account's picture (`data-account-avatar`: `picture` or `initials`), so one
   * selector finds it on every page.
   */
  isAccount?: boolean;
}

/**
 * The small square picture that stands for a chef (their photo), a venue (its logo) or a notification's
 * subject, in a box of its size, or its initials or icon when there is none. Decorative: the name is
 * always written beside it, so the box is hidden from assistive technology.
 */
export function Thumbnail({
  image,
  pixels,
  className,
  style,
  fallback,
  eager = false,
  isAccount = false,
}: ThumbnailProps) {
  const picture = image?.square ? image : null;
  if (!picture && !fallback) return null;
  const name = fallback && 'name' in fallback ? fallback.name : null;
  const Icon = fallback && 'icon' in fallback ? fallback.icon : null;
  return (
    <span
      aria-hidden="true"
      data-account-avatar={isAccount ? (picture ? 'picture' : 'initials') : undefined}
      style={style}
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden',
        name !== null ? 'bg-brand-100 font-bold text-brand-800' : 'bg-brand-50 text-brand-700',
        className,
      )}
    >
      {picture ? (
        <Picture
          sizes={picture}
          preset="square"
          alt=""
          width={pixels}
          height={pixels}
          eager={eager}
          className="size-full"
        />
      ) : name !== null ? (
        initials(name)
      ) : Icon ? (
        <Icon className="size-6" />
      ) : null}
    </span>
  );
}
