import type { ImageSize, ImageSizes } from '@shared/contracts/images';
import type { ImagePreset } from '@shared/contracts/limits';
import { cn } from '@web/lib/cn';

export interface PictureProps {
  /** The image's sizes as the API gives them (`images.{slot}`, a media item's `sizes`). */
  sizes: Partial<ImageSizes>;
  /** The size to show; others of the same shape join the srcset. */
  preset: ImagePreset;
  alt: string;
  /** The box it is shown in, in CSS pixels: set on the img, so the page does not move when it loads. */
  width: number;
  height: number;
  /** The `sizes` attribute when the srcset has more than one width (defaults to the box width). */
  sizesAttribute?: string;
  className?: string;
  /** Above the fold (the account picture in the header): loaded at once rather than near the viewport. */
  eager?: boolean;
}

/** The sizes of an image with the same shape (aspect ratio within 1%) as `preset`, narrowest first. */
export function sameShapeSizes(sizes: Partial<ImageSizes>, preset: ImagePreset): ImageSize[] {
  const main = sizes[preset];
  if (!main) return [];
  const ratio = main.width / main.height;
  return Object.values(sizes)
    .filter((size): size is ImageSize => Boolean(size))
    .filter((size) => Math.abs(size.width / size.height - ratio) / ratio < 0.01)
    .sort((a, b) => a.width - b.width)
    .filter((size, index, list) => index === 0 || list[index - 1]?.width !== size.width);
}

/**
 * An uploaded image (spec doc 1 section 9: images lazy-load near the viewport): `loading="lazy"`,
 * `decoding="async"`, width and height set, a WebP srcset when the image has more than one size of
 * this shape, and the JPEG copy for browsers without WebP where the server made one. Renders nothing
 * when the preset is missing.
 */
export function Picture({
  sizes,
  preset,
  alt,
  width,
  height,
  sizesAttribute,
  className,
  eager = false,
}: PictureProps) {
  const main = sizes[preset];
  if (!main) return null;
  const shapes = sameShapeSizes(sizes, preset);
  const srcSet =
    shapes.length > 1 ? shapes.map((size) => `${size.url} ${size.width}w`).join(', ') : undefined;
  const img = (
    <img
      src={main.jpeg ?? main.url}
      srcSet={main.jpeg ? undefined : srcSet}
      sizes={srcSet && !main.jpeg ? (sizesAttribute ?? `${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('object-cover', className)}
    />
  );
  if (!main.jpeg) return img;
  // A JPEG copy exists: WebP for the browsers that show it, the JPEG in the img for the others.
  return (
    <picture className="contents">
      <source
        type="image/webp"
        srcSet={srcSet ?? main.url}
        sizes={srcSet ? (sizesAttribute ?? `${width}px`) : undefined}
      />
      {img}
    </picture>
  );
}
