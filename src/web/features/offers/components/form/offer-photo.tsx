import type { OfferView } from '@shared/contracts/offers';
import { Button } from '@web/components/ui/button';
import { Picture } from '@web/components/ui/picture';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useChosenPhoto } from '../../api/offer-venue';
import type { OfferSectionProps } from './use-offer-form';

/** The offer's photo: the one chosen here, else the saved one; choose or change, and remove. */
export function OfferPhoto({
  t,
  form,
  offer,
  onChoose,
  onRemove,
}: OfferSectionProps & {
  offer: OfferView | undefined;
  onChoose: () => void;
  onRemove: () => void;
}) {
  const chosen = useWatch({ control: form.control, name: 'image1' });
  const picked = useChosenPhoto(chosen)?.sizes;
  const sizes = chosen === 0 ? null : (picked ?? offer?.image1 ?? null);
  return (
    <section aria-labelledby="offer-photo-title" className="flex flex-col gap-2">
      <h3 id="offer-photo-title" className="text-sm font-medium text-stone-800">
        {t('form.photo')}
      </h3>
      {sizes ? (
        <Picture
          sizes={sizes}
          preset={sizes.miniature ? 'miniature' : 'square'}
          alt={t('form.photo_alt')}
          width={230}
          height={120}
          className="h-auto w-full max-w-[230px] rounded-lg border border-stone-200"
        />
      ) : (
        <p className="text-sm text-stone-600">{chosen ? t('form.photo_chosen') : t('form.photo_none')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onChoose}>
          <ImagePlus aria-hidden="true" className="size-4" />
          {sizes || chosen ? t('form.photo_change') : t('form.photo_choose')}
        </Button>
        {sizes ? (
          <Button variant="ghost" onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('form.photo_remove')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
