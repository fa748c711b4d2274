import { SectionMenu as AnchorMenu } from '@web/components/profile/section-menu';
import { useTranslation } from 'react-i18next';
import { profileSectionIds, type ProfileSectionId } from '../../lib/profile-display';

/** The headings the sections have: the chef's own page names "About me", others read "About". */
export function useSectionTitles(own: boolean): Record<ProfileSectionId, string> {
  const { t } = useTranslation('chef');
  return {
    status: t('profile.status'),
    about: own ? t('profile.about') : t('view.about'),
    'work-experience': t('profile.work_experience'),
    education: t('profile.education'),
    languages: t('profile.languages'),
    referrals: t('profile.referrals'),
  };
}

/** On phones, the menu to the chef page's sections (the status block is on the chef's own page only). */
export function SectionMenu({ own }: { own: boolean }) {
  const { t } = useTranslation('chef');
  const titles = useSectionTitles(own);
  const sections = profileSectionIds
    .filter((id) => own || id !== 'status')
    .map((id) => ({ id, label: titles[id] }));
  return <AnchorMenu label={t('profile.sections_menu')} sections={sections} />;
}
