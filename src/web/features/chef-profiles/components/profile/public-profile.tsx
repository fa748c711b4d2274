import type { ChefProfileView } from '@shared/contracts/chef-profiles';
import { Button, buttonClasses } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { isApiError } from '@web/lib/api-client';
import { useDevice, useScreen } from '@web/lib/device';
import { PageTitle } from '@web/lib/page-head';
import { parseRichText, plainText } from '@web/lib/rich-text';
import { useSessionUser } from '@web/lib/session';
import { ArrowLeft, Send } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useChefProfile } from '../../api/chef-profile';
import { chefProfilesKey } from '../../query-keys';
import { headline } from '../../lib/profile-display';
import { ProfileSections } from './profile-sections';
import { ProfileSidebar } from './profile-sidebar';
import { ProfileLoadError } from './profile-states';
import { HeaderImage } from '@web/components/profile/header-image';
import { mainRestaurantProfile } from '@web/components/layouts/nav-items';
import { ProfileColumns, ProfileNotAvailable, ProfileSkeleton } from '@web/components/profile/profile-layout';
import { SectionMenu } from './section-menu';
import { CvDownload } from '../cv-download';
import { isPremium } from '@shared/states';

/** What the composing route adds to the page from other features (features do not import each other). */
interface PublicProfileSlots {
  /** A venue's button that writes to the chef (messaging). */
  messageChef?: ((target: { cid: number; rid: number; label: string }) => ReactNode) | undefined;
  /** Report and block the chef's account (moderation). */
  moderationActions?: ((target: { offender: number; name: string }) => ReactNode) | undefined;
}

/**
 * A chef's public view, chef/view/{id}/{slug} (spec doc 1 section 2 "Chef public view"): what chefs/show
 * lets this viewer see. A wrong slug is replaced by the right one; a profile that is hidden, missing or
 * behind a block (D6) is "not available", with nothing of the chef.
 */
export function PublicProfile({
  id,
  slug,
  ...slots
}: {
  id: number | undefined;
  slug: string;
} & PublicProfileSlots) {
  const { t } = useTranslation('chef');
  const { language } = useScreen();
  const navigate = useNavigate();
  const query = useChefProfile(id);
  const rightSlug = query.data?.slug;

  useEffect(() => {
    if (id !== undefined && rightSlug !== undefined && rightSlug !== slug)
      void navigate(paths.chefView(language, id, rightSlug), { replace: true });
  }, [id, rightSlug, slug, language, navigate]);

  if (id === undefined || (query.isError && isApiError(query.error) && query.error.status === 404))
    return <NotAvailable />;
  if (query.isError) return <ProfileLoadError onRetry={() => void query.refetch()} />;
  if (query.isPending) return <ProfileSkeleton label={t('view.loading')} />;
  return <PublicProfileView profile={query.data} slots={slots} />;
}

function NotAvailable() {
  const { t } = useTranslation('chef');
  const { language } = useScreen();
  return (
    <ProfileNotAvailable
      title={t('view.not_found_title')}
      text={t('view.not_found_text')}
      link={{ to: paths.findChefs(language), label: t('view.find_chefs') }}
    />
  );
}

function PublicProfileView({ profile, slots }: { profile: ChefProfileView; slots: PublicProfileSlots }) {
  const { t } = useTranslation('chef');
  const { language, openDialog } = useDevice();
  const queryClient = useQueryClient();
  const { user } = useSessionUser();
  const own = user?.type === 'chef' && user.profile?.id === profile.id;
  const mainVenue = user ? mainRestaurantProfile(user) : null;
  const line = headline(profile, language);
  const about = plainText(parseRichText(profile.description));

  return (
    <>
      <PageTitle title={line ? `${profile.name}, ${line}` : profile.name} />
      {/* A live profile is listed in the sitemap and indexed (issue 11 item 5); its contact details, visas
          and nationalities stay for logged-in viewers (D13). docs/decisions/026. */}
      {about ? <meta name="description" content={about.slice(0, 160)} /> : null}
      {own ? <OwnPreviewBar profile={profile} /> : null}
      <HeaderImage images={profile.images} />
      <SectionMenu own={false} />
      <ProfileColumns
        left={
          <ProfileSidebar profile={profile} images={profile.images} own={false}>
            {user ? null : <p className="text-sm text-stone-700">{t('view.login_for_details')}</p>}
            {/* Restaurants and staff who may read the profile may print it; the chef prints from their page. */}
            {user && user.type !== 'chef' ? <CvDownload profileId={profile.id} /> : null}
            {/* A premium restaurant writes to chefs from its main venue (D5); the conversation opens in its messages. */}
            {user?.type === 'restaurant' && isPremium(user) && mainVenue
              ? slots.messageChef?.({ cid: profile.id, rid: mainVenue.id, label: t('view.message') })
              : null}
            {/* A premium venue sends the chef one of its live offers (D5); the dialog loads when opened. */}
            {user?.type === 'restaurant' && isPremium(user) ? (
              <Button
                variant="secondary"
                className="w-full"
                // Once invited, the chef's page is read again (what an invited venue sees, D13).
                onClick={() =>
                  openDialog(
                    'sendoffer',
                    { chefs: [{ id: profile.id, name: profile.name }] },
                    () => void queryClient.invalidateQueries({ queryKey: chefProfilesKey }),
                  )
                }
              >
                <Send aria-hidden="true" className="size-4" />
                {t('view.send_offer')}
              </Button>
            ) : null}
            {user && !own ? slots.moderationActions?.({ offender: profile.acc, name: profile.name }) : null}
          </ProfileSidebar>
        }
      >
        <ProfileSections profile={profile} editable={false} />
      </ProfileColumns>
    </>
  );
}

/**
 * The chef looking at their own public view (the preview): the way back to editing, and why restaurants
 * may not see the page yet (hidden by the switch, or waiting for review, D6).
 */
function OwnPreviewBar({ profile }: { profile: ChefProfileView }) {
  const { t } = useTranslation('chef');
  const { language } = useScreen();
  const notice =
    profile.active === 0
      ? t('view.preview_hidden')
      : profile.approved === '0'
        ? t('view.preview_in_review')
        : null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
      <Link to={paths.chefHome(language)} className={buttonClasses({ variant: 'secondary' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('view.back_to_edit')}
      </Link>
      {notice ? <p className="text-stone-800">{notice}</p> : null}
    </div>
  );
}
