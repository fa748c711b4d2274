import type { ImageSizes } from '@shared/contracts/images';
import { Picture } from '@web/components/ui/picture';
import type { ReactNode } from 'react';

/** The header image across the top of a profile (chef or venue); on the owner's page with the way to change it. */
export function HeaderImage({
  images,
  action,
}: {
  images: { header: ImageSizes | null };
  action?: ReactNode;
}) {
  if (!images.header && !action) return null;
  return (
    <div className="relative mb-6 overflow-hidden rounded-2xl bg-stone-100">
      {images.header ? (
        <Picture
          sizes={images.header}
          preset="header"
          alt=""
          width={1200}
          height={600}
          sizesAttribute="(min-width: 1280px) 1232px, 100vw"
          eager
          className="aspect-[3/1] h-auto w-full sm:aspect-[4/1] lg:max-h-48"
        />
      ) : (
        <div className="aspect-[5/1] max-h-40 w-full bg-gradient-to-r from-brand-100 to-stone-100" />
      )}
      {action ? <div className="absolute right-3 bottom-3">{action}</div> : null}
    </div>
  );
}
