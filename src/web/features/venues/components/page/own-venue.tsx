import type { BriefSessionUser } from '@shared/contracts/accounts';
import type { VenueView } from '@shared/contracts/venues';
import { ActiveSwitch, ReviewNotice } from '@web/components/profile/active-switch';
import { CalloutSection } from '@web/components/profile/callout-section';
import { HeaderImage } from '@web/components/profile/header-image';
import { ProfileColumns } from '@web/components/profile/profile-layout';
import { RestaurantSideMenu } from '@web/components/profile/restaurant-side-menu';
import { SectionMenu } from '@web/components/profile/section-menu';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { useScreen } from '@web/lib/device';
import { ArrowRight, Check, Crown, Eye, ImagePlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useToggleVenue } from '../../api/venue-actions';
import { missingSteps, type CompletionStep } from '../../lib/venue-display';
import { VenueIdentity } from './venue-header';
import {
  useChangePicture,
  useVenueSectionTitles,
  venueSectionIds,
  VenueAbout,
  VenueDetails,
  VenueDialogButton,
  VenueOffers,
  VenueShowcase,
} from './venue-sections';

/**
 * The restaurant's own venue page, restaurant/profile/home/{id?} (spec doc 2 section 2 "Profile home"):
 * header image, logo and three pictures, each with its change button; about, the tabs and the job offers
 * with their edit and add buttons (the venue dialogs); the left column with the active switch, the
 * review label, the premium badge, the page's anchors and the side menu; on phones a section menu.
 */
export function OwnVenue({
  venue,
  user,
  footer,
  offersSection,
  firstOfferAction,
}: {
  venue: VenueView;
  user: BriefSessionUser;
  /** What follows the venue's sections (the account's details). */
  footer?: ReactNode;
  /** The job offers section, from the offers feature (the route composes it); else the venue's count. */
  offersSection?: ReactNode;
  /**
   * The button that posts the venue's first offer, while it has none (the route composes it from the
   * offers feature): the last step of the guidance once the about is written.
   */
  firstOfferAction?: ReactNode;
}) {
  const { t } = useTranslation('venue');
  const changePicture = useChangePicture(venue.id);
  const titles = useVenueSectionTitles();
  const sections = venueSectionIds.map((id) => ({ id, label: titles[id] }));
  const missing = missingSteps(venue);
  // After the about, a venue without offers is led to post its first one (spec doc 2 section 2).
  const firstOffer = !missing.includes('about') && firstOfferAction ? firstOfferAction : null;
  const mainId = user.main?.id ?? user.profiles.find((profile) => profile.main === 1)?.id;

  return (
    <>
      <HeaderImage
        images={venue.images}
        action={
          <Button variant="secondary" onClick={() => changePicture('header')}>
            <ImagePlus aria-hidden="true" className="size-4" />
            {venue.images.header ? t('page.change_header') : t('page.add_header')}
          </Button>
        }
      />
      <SectionMenu label={t('page.sections_menu')} sections={sections} />
      <ProfileColumns
        left={
          <div className="flex flex-col gap-5">
            <VenueIdentity venue={venue} />
            <Button variant="secondary" className="self-start" onClick={() => changePicture('logo')}>
              <ImagePlus aria-hidden="true" className="size-4" />
              {t('account:overview.change_logo')}
            </Button>
            <OwnControls venue={venue} user={user} />
            <nav
              aria-label={t('page.sections_menu')}
              className="hidden border-t border-stone-200 pt-4 lg:block"
            >
              <ul className="flex flex-col">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-stone-800 hover:bg-stone-100"
                    >
                      {section.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <RestaurantSideMenu current="home" venueId={venue.id === mainId ? undefined : venue.id} />
          </div>
        }
      >
        {missing.length || firstOffer ? (
          <Completion venue={venue} missing={missing} firstOffer={firstOffer} />
        ) : null}
        <VenueShowcase venue={venue} editable />
        <VenueAbout venue={venue} editable />
        <VenueDetails venue={venue} editable />
        {offersSection ?? <VenueOffers venue={venue} />}
        {footer}
      </ProfileColumns>
    </>
  );
}

/** The switch (profile/togglerestaurant), the review label with what it means (D6), the premium badge, preview. */
function OwnControls({ venue, user }: { venue: VenueView; user: BriefSessionUser }) {
  const { t } = useTranslation('venue');
  const { language } = useScreen();
  const toggle = useToggleVenue();
  // The session user holds the switch as the last call left it, before restaurants/show is read again.
  const summary = user.profiles.find((profile) => profile.id === venue.id);
  const active = (summary?.active ?? venue.active) === 1;
  const inReview = (summary?.approved ?? venue.approved) === '0';
  const premium = venue.status > 2;
  const preview = t('page.preview');

  return (
    <div className="flex flex-col gap-4">
      {premium ? (
        <Badge tone="brand" className="self-start">
          <Crown aria-hidden="true" className="size-3.5" />
          {t('page.premium')}
        </Badge>
      ) : null}
      <ActiveSwitch
        label={t('page.active_label')}
        hint={active ? (inReview ? t('page.active_on_review') : t('page.active_on')) : t('page.active_off')}
        active={active}
        busy={toggle.isPending}
        // Presses while the call runs are ignored (spec doc 2 section 4).
        onToggle={() => toggle.mutate(venue.id)}
      />
      {inReview ? (
        <ReviewNotice
          label={t('account:overview.in_review')}
          text={t('account:overview.review_restaurant')}
        />
      ) : null}
      <Link
        to={paths.restaurantView(language, venue.id, venue.slug)}
        className={buttonClasses({ variant: 'secondary', className: 'self-start' })}
      >
        <Eye aria-hidden="true" className="size-4" />
        {preview}
      </Link>
    </div>
  );
}

/**
 * Where sign-up lands (spec doc 2 section 2): what the new venue still lacks, each with the button that
 * fills it, what review means, and the memberships.
 */
function Completion({
  venue,
  missing,
  firstOffer,
}: {
  venue: VenueView;
  missing: CompletionStep[];
  /** The venue's about is written and it has no offer yet: the button that posts one. */
  firstOffer: ReactNode;
}) {
  const { t } = useTranslation('venue');
  const { language } = useScreen();
  const changePicture = useChangePicture(venue.id);
  const steps: { step: CompletionStep; label: string; action: ReactNode }[] = [
    {
      step: 'about',
      label: t('page.step_about'),
      action: (
        <VenueDialogButton dialog="restaurantabout" rid={venue.id} kind="edit" label={t('page.edit_about')} />
      ),
    },
    {
      step: 'pictures',
      label: t('page.step_pictures'),
      action: (
        <Button variant="secondary" onClick={() => changePicture(venue.images.logo ? 'image1' : 'logo')}>
          <ImagePlus aria-hidden="true" className="size-4" />
          {venue.images.logo ? t('page.add_picture', { number: 1 }) : t('page.add_logo')}
        </Button>
      ),
    },
    {
      step: 'hours',
      label: t('page.step_hours'),
      action: (
        <VenueDialogButton dialog="restaurantopeninghours" rid={venue.id} label={t('page.add_hours')} />
      ),
    },
    {
      step: 'contact',
      label: t('page.step_contact'),
      action: <VenueDialogButton dialog="restaurantaddress" rid={venue.id} label={t('page.add_address')} />,
    },
  ];
  const offerStep = firstOffer ? (
    <li className="flex flex-wrap items-center justify-between gap-2 border-t border-stone-200 pt-3">
      <span className="font-semibold text-stone-900">{t('page.step_offer')}</span>
      {firstOffer}
    </li>
  ) : null;
  return (
    <CalloutSection id="venue-next-title" title={t('account:overview.next_title')}>
      {venue.approved === '0' && missing.length > 0 ? (
        // The switch above already says what "in review" means; here, what the review waits for.
        <p className="max-w-2xl text-stone-800">{t('page.review_checklist')}</p>
      ) : null}
      <p className="text-stone-800">{t('page.checklist_intro')}</p>
      <ul className="flex flex-col gap-3">
        {steps.map(({ step, label, action }) => {
          const done = !missing.includes(step);
          return (
            <li key={step} className="flex flex-wrap items-center justify-between gap-2">
              <span
                className={done ? 'flex items-center gap-2 text-stone-700' : 'font-semibold text-stone-900'}
              >
                {done ? <Check aria-hidden="true" className="size-4 text-brand-700" /> : null}
                {label}
                {done ? <span className="sr-only"> ({t('page.step_done')})</span> : null}
              </span>
              {done ? null : action}
            </li>
          );
        })}
        {offerStep}
      </ul>
      <Link
        to={`${paths.servicesRestaurant(language)}#membership`}
        className="inline-flex min-h-11 items-center gap-2 self-start px-1 text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {t('account:overview.next_services_restaurant')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </CalloutSection>
  );
}
