import { ratingScales, type RatingIcon, type RatingType } from '@shared/reference/ratings';
import { useScreen } from '@web/lib/device';
import { Award, ChefHat, Star, Sun, type LucideIcon } from 'lucide-react';

const icons: Record<Exclude<RatingIcon, 'none'>, LucideIcon> = {
  star: Star,
  'michelin-star': Star,
  rosette: Award,
  'chef-hat': ChefHat,
  sun: Sun,
};

/** A venue's rating: one icon per unit (spec doc 1 section 3), named for screen readers ("Michelin stars: 2"). */
export function RatingIcons({ type, rating }: { type: RatingType; rating: number }) {
  const { language } = useScreen();
  const scale = ratingScales[type];
  if (scale.icon === 'none' || rating <= 0) return null;
  const Icon = icons[scale.icon];
  const label = `${scale.labels[language]}: ${rating}`;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className="inline-flex items-center gap-0.5 text-amber-700"
    >
      {Array.from({ length: Math.min(rating, scale.max) }, (_, index) => (
        <Icon key={index} aria-hidden="true" className="size-4 fill-current" />
      ))}
    </span>
  );
}
