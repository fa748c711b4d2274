import { ProfileLoadFailed } from '@web/components/profile/profile-layout';
import { useTranslation } from 'react-i18next';

/** The profile could not be read: says what to do, with a button to try again. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('chef');
  return (
    <ProfileLoadFailed
      texts={{ title: t('profile.error_title'), text: t('profile.error_text'), retry: t('profile.retry') }}
      onRetry={onRetry}
    />
  );
}
