import type { BriefSessionUser } from '@shared/contracts/accounts';
import type { ChefProfileView } from '@shared/contracts/chef-profiles';
import { ActiveSwitch, ReviewNotice } from '@web/components/profile/active-switch';
import { CalloutSection } from '@web/components/profile/callout-section';
import { Button, buttonClasses } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { useDevice } from '@web/lib/device';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, Eye, ImagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chefProfilesKey } from '../../query-keys';
import { useToggleChef } from '../../api/toggle-chef';
import { hasChefInfo, shortenLabel } from '../../lib/profile-display';
import { WizardButton } from './profile-section';
import { ProfileSections } from './profile-sections';
import { ProfileSidebar } from './profile-sidebar';
import { HeaderImage } from '@web/components/profile/header-image';
import { ProfileColumns } from '@web/components/profile/profile-layout';
import { SectionMenu } from './section-menu';
import { StatusBlock } from './status-block';
import { CvDownload } from '../cv-download';

/**
 * The chef's own profile page (spec doc 1 section 2, "Chef profile page"): the left column with the
 * active switch, the review label, edit and preview; the status block and the sections, each with its
 * add and edit buttons (the wizard's dialogs); on phones a menu to the sections.
 */
export function OwnProfile({ profile, user }: { profile: ChefProfileView; user: BriefSessionUser }) {
  const { t } = useTranslation('chef');
  const { openDialog } = useDevice();
  const queryClient = useQueryClient();
  // The session user holds the pictures and the switch as the last call left them (profile/image and
  // profile/toggleChef answer with it), before chefs/show is read again.
  const images = user.profile?.images ?? profile.images;
  // The media dialog answers when a picture is placed; the profile is read again to show it everywhere.
  const changePicture = (key: 'profile' | 'header') =>
    openDialog('media', { key }, () => void queryClient.invalidateQueries({ queryKey: chefProfilesKey }));

  return (
    <>
      <HeaderImage
        images={images}
        action={
          <Button variant="secondary" onClick={() => changePicture('header')}>
            <ImagePlus aria-hidden="true" className="size-4" />
            {images.header ? t('profile.change_header') : t('profile.add_header')}
          </Button>
        }
      />
      <SectionMenu own />
      <ProfileColumns
        left={
          <ProfileSidebar
            profile={profile}
            images={images}
            own
            photoAction={
              <Button variant="secondary" className="self-start" onClick={() => changePicture('profile')}>
                <Camera aria-hidden="true" className="size-4" />
                {t('account:overview.change_photo')}
              </Button>
            }
            top={<OwnControls profile={profile} user={user} />}
          >
            <CvDownload profileId={profile.id} />
          </ProfileSidebar>
        }
      >
        {hasChefInfo(profile) ? null : <NoChefInfo />}
        <StatusBlock profile={profile} />
        <ProfileSections profile={profile} editable />
      </ProfileColumns>
    </>
  );
}

/** The switch, the review label with what it means (D6), edit and preview. */
function OwnControls({ profile, user }: { profile: ChefProfileView; user: BriefSessionUser }) {
  const { t } = useTranslation('chef');
  const { language } = useDevice();
  const toggle = useToggleChef();
  const active = (user.profile?.active ?? profile.active) === 1;
  const inReview = (user.profile?.approved ?? profile.approved) === '0';
  const preview = t('profile.preview');

  return (
    <div className="flex flex-col gap-4">
      <ActiveSwitch
        label={t('profile.active_label')}
        hint={
          active
            ? inReview
              ? t('profile.active_on_review')
              : t('profile.active_on')
            : t('profile.active_off')
        }
        active={active}
        busy={toggle.isPending}
        // Presses while the call runs are ignored (spec doc 1 section 4).
        onToggle={() => toggle.mutate()}
      />

      {inReview ? (
        <ReviewNotice label={t('account:overview.in_review')} text={t('profile.in_review_text')} />
      ) : null}

      <div className="flex flex-wrap gap-2">
        <WizardButton step="chefinfo" kind="edit" label={t('profile.edit_info')} />
        <Link
          to={paths.chefView(language, profile.id, profile.slug)}
          aria-label={preview}
          title={preview}
          className={buttonClasses({ variant: 'secondary' })}
        >
          <Eye aria-hidden="true" className="size-4" />
          {shortenLabel(preview)}
        </Link>
      </div>
    </div>
  );
}

/** Spec doc 1 section 8, empty state "no chef info": the info step is not filled; an invitation to start. */
function NoChefInfo() {
  const { t } = useTranslation('chef');
  return (
    <CalloutSection id="no-chef-info-title" title={t('profile.no_info_title')}>
      <p className="max-w-2xl text-stone-800">{t('profile.no_info_text')}</p>
      <WizardButton step="chefinfo" kind="edit" variant="primary" label={t('profile.no_info_start')} />
    </CalloutSection>
  );
}
