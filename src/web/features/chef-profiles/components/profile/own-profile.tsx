import type { SessionUser } from '@shared/contracts/accounts';
import type { ChefProfileView } from '@shared/contracts/chef-profiles';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { useDevice } from '@web/lib/device';
import { shortenLabel } from '@web/lib/format';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, Eye, ImagePlus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chefProfilesKey } from '../../api/chef-profile';
import { useToggleChef } from '../../api/toggle-chef';
import { hasChefInfo } from '../../lib/profile-display';
import { WizardButton } from './profile-section';
import { ProfileSections } from './profile-sections';
import { HeaderImage, ProfileSidebar } from './profile-sidebar';
import { ProfileColumns } from './profile-states';
import { SectionMenu } from './section-menu';
import { StatusBlock } from './status-block';
import { CvDownload } from '../cv-download';

/**
 * The chef's own profile page (spec doc 1 section 2, "Chef profile page"): the left column with the
 * active switch, the review label, edit and preview; the status block and the sections, each with its
 * add and edit buttons (the wizard's dialogs); on phones a menu to the sections.
 */
export function OwnProfile({ profile, user }: { profile: ChefProfileView; user: SessionUser }) {
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
function OwnControls({ profile, user }: { profile: ChefProfileView; user: SessionUser }) {
  const { t } = useTranslation('chef');
  const { language } = useDevice();
  const toggle = useToggleChef();
  const switchId = useId();
  const active = (user.profile?.active ?? profile.active) === 1;
  const inReview = (user.profile?.approved ?? profile.approved) === '0';
  const preview = t('profile.preview');

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={switchId} className="font-semibold text-stone-900">
            {t('profile.active_label')}
          </label>
          <button
            id={switchId}
            type="button"
            role="switch"
            aria-checked={active}
            aria-describedby={`${switchId}-hint`}
            aria-busy={toggle.isPending || undefined}
            // Presses while the call runs are ignored (spec doc 1 section 4).
            onClick={() => {
              if (!toggle.isPending) toggle.mutate();
            }}
            className="group inline-flex min-h-11 shrink-0 items-center"
          >
            <span
              className={`relative inline-flex h-7 w-12 items-center rounded-full transition-colors ${active ? 'bg-brand-600' : 'bg-stone-400'}`}
            >
              <span
                className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${active ? 'translate-x-6' : 'translate-x-1'}`}
              />
            </span>
          </button>
        </div>
        <p id={`${switchId}-hint`} className="text-sm text-stone-700">
          {active
            ? inReview
              ? t('profile.active_on_review')
              : t('profile.active_on')
            : t('profile.active_off')}
        </p>
      </div>

      {inReview ? (
        <div className="flex flex-col items-start gap-1 rounded-xl bg-amber-50 p-3">
          <Badge tone="warning">{t('account:overview.in_review')}</Badge>
          <p className="text-sm text-stone-800">{t('profile.in_review_text')}</p>
        </div>
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
    <section
      aria-labelledby="no-chef-info-title"
      className="flex flex-col items-start gap-3 rounded-2xl border-2 border-dashed border-brand-300 bg-brand-50 p-6"
    >
      <h2 id="no-chef-info-title" className="text-xl font-bold text-stone-900">
        {t('profile.no_info_title')}
      </h2>
      <p className="max-w-2xl text-stone-800">{t('profile.no_info_text')}</p>
      <WizardButton step="chefinfo" kind="edit" variant="primary" label={t('profile.no_info_start')} />
    </section>
  );
}
