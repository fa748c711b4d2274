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

/** Smooth unless the reader asked the system for less motion. */
function scrollBehaviour(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * On phones (under 1024 px, spec doc 1 section 9) a menu under the header, sticky, that scrolls to the
 * page's sections (spec doc 1 section 2). The section's heading then takes focus, so keyboard and
 * screen-reader users land where the page scrolled. The address keeps the anchor, to share or reload.
 */
export function SectionMenu({ own }: { own: boolean }) {
  const { t } = useTranslation('chef');
  const titles = useSectionTitles(own);
  // The status block is on the chef's own page only.
  const sections = profileSectionIds
    .filter((id) => own || id !== 'status')
    .map((id) => ({ id, label: titles[id] }));
  return (
    <nav
      aria-label={t('profile.sections_menu')}
      className="sticky top-16 z-20 -mx-4 mb-4 border-b border-stone-200 bg-stone-50/95 backdrop-blur sm:-mx-6 lg:hidden"
    >
      <ul className="flex gap-1 overflow-x-auto px-4 py-1 sm:px-6">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              onClick={(event) => {
                const target = document.getElementById(section.id);
                if (!target) return;
                event.preventDefault();
                history.replaceState(history.state, '', `#${section.id}`);
                target.scrollIntoView({ behavior: scrollBehaviour(), block: 'start' });
                document.getElementById(`${section.id}-title`)?.focus({ preventScroll: true });
              }}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-stone-800 hover:bg-stone-200"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
