import type { Place } from '@shared/contracts/places';
import { positionLabels } from '@shared/reference/positions';
import { LocationPicker } from '@web/components/places/location-picker';
import { Button } from '@web/components/ui/button';
import { controlClasses } from '@web/components/ui/field';
import { useScreen } from '@web/lib/device';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PositionInput } from './position-input';
import { positionNamed, radiusChoices, type FeedPlace, type FeedSearch } from '../../lib/feed-search';

/** The place of an address (its point and name) as the picker shows it. */
function placeOf(place: FeedPlace | null): Place | null {
  if (!place) return null;
  return {
    formatted_address: place.name,
    components: { locality: place.name, region: '', country: '', country_code: '' },
    lat: place.lat,
    lng: place.lng,
  };
}

/**
 * The feed's search bar (doc 2 section 2): a position (suggested from the positions of the interface
 * language, or free words) and a place from the picker, both required, with a radius; searching keeps
 * the filters out (a new search starts the list and its filters afresh).
 */
export function FeedSearchBar({
  search,
  onSearch,
}: {
  search: FeedSearch;
  onSearch: (search: Pick<FeedSearch, 'position' | 'place' | 'radius'>) => void;
}) {
  const { t } = useTranslation('search');
  const { language } = useScreen();
  const id = useId();
  const initialText = search.position
    ? 'id' in search.position
      ? positionLabels[search.position.id][language]
      : search.position.text
    : '';
  const [text, setText] = useState(initialText);
  const [place, setPlace] = useState<Place | null>(() => placeOf(search.place));
  const [radius, setRadius] = useState<number>(search.radius);
  const [errors, setErrors] = useState<{ position?: string; place?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    setErrors({
      ...(words ? {} : { position: t('bar.position_required') }),
      ...(place ? {} : { place: t('bar.place_required') }),
    });
    if (!words || !place) return;
    const named = positionNamed(words, (position) => positionLabels[position][language]);
    onSearch({
      position: named !== null ? { id: named } : { text: words },
      place: { lat: place.lat, lng: place.lng, name: place.formatted_address },
      radius,
    });
  };

  return (
    <form
      role="search"
      aria-label={t('bar.label')}
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-start"
    >
      <PositionInput
        id={`${id}-position`}
        label={t('bar.position')}
        text={text}
        error={errors.position}
        onTextChange={(value) => {
          setText(value);
          if (value.trim() && errors.position) setErrors({ ...errors, position: undefined });
        }}
        onPick={(position) => {
          setText(positionLabels[position][language]);
          setErrors({ ...errors, position: undefined });
        }}
      />
      <LocationPicker
        id={`${id}-place`}
        label={t('bar.place')}
        hint={null}
        placeholder={t('bar.place_placeholder')}
        value={place}
        error={errors.place}
        onChange={(value) => {
          setPlace(value);
          if (value && errors.place) setErrors({ ...errors, place: undefined });
        }}
      />
      <div className="flex items-end gap-3 md:pt-0">
        <div className="flex w-28 shrink-0 flex-col gap-1.5">
          <label htmlFor={`${id}-radius`} className="text-sm font-medium text-stone-800">
            {t('bar.radius')}
          </label>
          <select
            id={`${id}-radius`}
            value={radius}
            onChange={(event) => setRadius(Number(event.target.value))}
            className={controlClasses(false)}
          >
            {(radiusChoices.includes(radius as (typeof radiusChoices)[number])
              ? radiusChoices
              : [...radiusChoices, radius].sort((a, b) => a - b)
            ).map((km) => (
              <option key={km} value={km}>
                {t('bar.km', { count: km })}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="lg" className="flex-1 md:flex-none">
          <Search aria-hidden="true" className="size-5" />
          {t('bar.search')}
        </Button>
      </div>
    </form>
  );
}
