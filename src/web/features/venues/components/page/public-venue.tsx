import type { VenueView } from '@shared/contracts/venues';
import { venuePageTitle } from '@shared/page-titles';
import { HeaderImage } from '@web/components/profile/header-image';
import { MessageVenueLink } from '@web/components/profile/message-venue-link';
import { ProfileColumns, ProfileNotAvailable, ProfileSkeleton } from '@web/components/profile/profile-layout';
import { scrollToSection, SectionMenu } from '@web/components/profile/section-menu';
import { buttonClasses } from '@web/components/ui/button';
import { RichText } from '@web/components/ui/rich-text';
import { ProfileSection } from '@web/components/profile/profile-section';
import { parseRichText } from '@web/lib/rich-text';
import { paths } from '@shared/paths';
import { isApiError } from '@web/lib/api-client';
import { useScreen } from '@web/lib/device';
import { PageTitle } from '@web/lib/page-head';
import { useSessionUser } from '@web/lib/session';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useVenue } from '../../api/venue';
import { aboutSummary } from '../../lib/venue-display';
import { VenueIdentity, VenueLoadError } from './venue-header';
import {
  useVenueSectionTitles,
  venueSectionIds,
  VenueAbout,
  VenueDetails,
  VenueOffers,
  VenueShowcase,
} from './venue-sections';

/** Report and block, drawn by the moderation feature (features do not import each other). */
type ModerationSlot = (target: { offender: number; name: string }) => ReactNode;

/** "Send my CV" to the venue, drawn by the chef-cv feature (it hides itself from restaurants). */
type SendCvSlot = (venue: { id: number; name: string }) => ReactNode;

/**
 * A venue's public page, restaurant/view/home/{id}/{slug} (spec doc 2 section 2 "Restaurant public
 * home"): what restaurants/show lets this viewer see. A wrong slug is replaced by the right one; a venue
 * that is hidden, missing or behind a block (D6) is "not available", with nothing of it.
 */
export function PublicVenue({
  id,
  slug,
  offersList,
  moderationActions,
  sendCv,
}: {
  id: number | undefined;
  slug: string;
  /** The venue's live offers as the composing route shows them (the offers feature's cards). */
  offersList?: (offers: VenueView['offers']['list']) => ReactNode;
  /** Report and block the venue's account, as the composing route gives them (moderation). */
  moderationActions?: ModerationSlot;
  /** Send the chef's CV to the venue, as the composing route gives it (chef-cv). */
  sendCv?: SendCvSlot;
}) {
  const { t } = useTranslation('venue');
  const { language } = useScreen();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useVenue(id);
  const rightSlug = query.data?.slug;

  useEffect(() => {
    if (id !== undefined && rightSlug !== undefined && rightSlug !== slug)
      void navigate(`${paths.restaurantView(language, id, rightSlug)}${location.search}`, { replace: true });
  }, [id, rightSlug, slug, language, navigate, location.search]);

  if (id === undefined || (query.isError && isApiError(query.error) && query.error.status === 404))
    return <NotAvailable />;
  if (query.isError) return <VenueLoadError onRetry={() => void query.refetch()} />;
  if (query.isPending) return <ProfileSkeleton label={t('view.loading')} />;
  return (
    <PublicVenueView
      venue={query.data}
      offersList={offersList}
      moderationActions={moderationActions}
      sendCv={sendCv}
    />
  );
}

function NotAvailable() {
  const { t } = useTranslation('venue');
  const { language } = useScreen();
  return (
    <ProfileNotAvailable
      title={t('view.not_found_title')}
      text={t('view.not_found_text')}
      link={{ to: paths.findRestaurants(language), label: t('view.find_restaurants') }}
    />
  );
}

function PublicVenueView({
  venue,
  offersList,
  moderationActions,
  sendCv,
}: {
  venue: VenueView;
  offersList?: ((offers: VenueView['offers']['list']) => ReactNode) | undefined;
  moderationActions?: ModerationSlot | undefined;
  sendCv?: SendCvSlot | undefined;
}) {
  const { t } = useTranslation('venue');
  const { user } = useSessionUser();
  const { language } = useScreen();
  const location = useLocation();
  const titles = useVenueSectionTitles();
  const own = user?.type === 'restaurant' && user.profiles.some((profile) => profile.id === venue.id);
  const description = aboutSummary(venue.description);
  const toOffers = new URLSearchParams(location.search).has('job-offers');

  // ?job-offers (the phone's link to the block, spec doc 2 section 2): the page opens at the offers.
  useEffect(() => {
    if (toOffers) scrollToSection('job-offers');
  }, [toOffers]);

  return (
    <>
      {/* The name and place, as the server's head says (docs/decisions/026). */}
      <PageTitle title={venuePageTitle(venue.name, venue.location)} />
      {/* Venue pages may be indexed: they are the restaurants' shop windows. */}
      {description ? <meta name="description" content={description} /> : null}
      {own ? <OwnPreviewBar venue={venue} /> : null}
      <HeaderImage images={venue.images} />
      <SectionMenu
        label={t('page.sections_menu')}
        sections={venueSectionIds.map((id) => ({ id, label: titles[id] }))}
      />
      <ProfileColumns
        left={
          <div className="flex flex-col gap-5">
            <VenueIdentity venue={venue} />
            {/* Chefs write to premium venues only (D5). */}
            {user?.type === 'chef' && venue.premium === 1 ? (
              <MessageVenueLink id={venue.id} slug={venue.slug} label={t('view.message')} />
            ) : null}
            {/* Chefs ask for a stage on its own page (spec doc 2 section 2), loaded when opened. */}
            {user?.type === 'chef' ? (
              <Link
                to={paths.venueStage(language, venue.id, venue.slug)}
                className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
              >
                {t('view.stage')}
              </Link>
            ) : null}
            {/* Chefs send their CV; a visitor is asked to log in first (spec doc 2 section 6). */}
            {own ? null : sendCv?.({ id: venue.id, name: venue.name })}
            {user && !own && user.type === 'chef'
              ? moderationActions?.({ offender: venue.acc, name: venue.name })
              : null}
          </div>
        }
      >
        <VenueShowcase venue={venue} editable={false} />
        <VenueAbout venue={venue} editable={false} />
        <VenueDetails venue={venue} editable={false} />
        <VenueStageInfo venue={venue} />
        <VenueOffers venue={venue} list={offersList?.(venue.offers.list)} />
      </ProfileColumns>
    </>
  );
}

/** The venue's stage information (D5: on its public page and its stage booking page). */
function VenueStageInfo({ venue }: { venue: VenueView }) {
  const { t } = useTranslation('venue');
  const nodes = useMemo(() => parseRichText(venue.stageinfo), [venue.stageinfo]);
  if (nodes.length === 0) return null;
  return (
    <ProfileSection id="stage" title={t('view.stage_info')}>
      <RichText nodes={nodes} lang={venue.language ?? undefined} />
    </ProfileSection>
  );
}

/** The owner looking at their public page: the way back, and why chefs may not see it yet (D6). */
function OwnPreviewBar({ venue }: { venue: VenueView }) {
  const { t } = useTranslation('venue');
  const { language } = useScreen();
  const notice =
    venue.active === 0
      ? t('view.preview_hidden')
      : venue.approved === '0'
        ? t('view.preview_in_review')
        : null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
      <Link to={paths.restaurantHome(language)} className={buttonClasses({ variant: 'secondary' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('view.back_to_edit')}
      </Link>
      {notice ? <p className="text-stone-800">{notice}</p> : null}
    </div>
  );
}
