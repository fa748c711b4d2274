import type { ChefProfileView } from '@shared/contracts/chef-profiles';
import { cn } from '@web/lib/cn';
import { useTranslation } from 'react-i18next';
import { statusBars } from '../../lib/profile-display';
import { ProfileSection } from '@web/components/profile/profile-section';

/**
 * The profile status block (spec doc 1 section 2): five bars, about, work experience, education,
 * languages and more information; a bar is full when its section has entries.
 */
export function StatusBlock({ profile }: { profile: ChefProfileView }) {
  const { t } = useTranslation('chef');
  const bars = statusBars(profile);
  const filled = bars.filter((bar) => bar.full).length;
  return (
    <ProfileSection id="status" title={t('profile.status')}>
      <p className="mb-4 text-stone-700">
        {filled === bars.length
          ? t('profile.status_done')
          : t('profile.status_intro', { filled, total: bars.length })}
      </p>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-5">
        {bars.map((bar) => (
          <li key={bar.key} className="flex flex-col gap-1.5">
            <span className="text-sm font-semibold text-stone-800">{t(`profile.bar_${bar.key}`)}</span>
            <span
              aria-hidden="true"
              className={cn('h-2.5 rounded-full', bar.full ? 'bg-brand-600' : 'bg-stone-300')}
            />
            <span className="sr-only">{bar.full ? t('profile.bar_full') : t('profile.bar_empty')}</span>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
