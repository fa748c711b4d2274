import { ProfileSection, SectionEmpty } from '@web/components/profile/profile-section';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@shared/paths';
import { useScreen } from '@web/lib/device';
import { formatCount } from '@web/lib/format';
import { usePageNamespace } from '@web/lib/i18n';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useVenueOffers } from '../api/own-offers';
import { PostOfferButton } from './offer-dialog-buttons';
import { OwnOfferCard } from './own-offer-card';

/**
 * The job offers section of the owner's venue home (spec doc 2 section 2 "Profile home"): the venue's
 * first 20 offers, paused and in-review ones included, with their count, switch and edit button; the
 * post button; the way to the offers page; 'no job offers' when there are none. `sectionId` is the
 * anchor the venue page's menus point at.
 */
export function VenueOffersSection({
  rid,
  sectionId = 'job-offers',
  onChange,
}: {
  rid: number;
  sectionId?: string;
  /** After the form saved or deleted an offer (the venue page reads its offer count again). */
  onChange?: () => void;
}) {
  const { t, ready } = usePageNamespace('offers');
  const { language } = useScreen();
  const offers = useVenueOffers(rid);
  const data = offers.data;

  if (!ready)
    return (
      <section id={sectionId} className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
        <Skeleton className="h-24 w-full" />
      </section>
    );
  return (
    <ProfileSection
      id={sectionId}
      title={t('own.title')}
      action={
        data && data.total > 0 ? (
          <PostOfferButton rid={rid} variant="secondary" onChange={onChange} />
        ) : undefined
      }
    >
      {offers.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : !data ? (
        // A load failure is silent (spec doc 2 section 8): the way to the offers page stays.
        <OffersPageLink rid={rid} label={t('own.all_offers')} />
      ) : data.total === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <SectionEmpty>{t('own.no_job_offers')}</SectionEmpty>
          <PostOfferButton rid={rid} onChange={onChange} />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-stone-700">
            {t('own.home_counts', {
              count: data.total,
              active: formatCount(data.totalActive, language),
              inactive: formatCount(data.totalInactive, language),
            })}
          </p>
          <ul className="flex flex-col gap-3">
            {data.list.map((offer) => (
              <li key={offer.id}>
                <OwnOfferCard offer={offer} compact onChange={onChange} />
              </li>
            ))}
          </ul>
          <OffersPageLink rid={rid} label={t('own.all_offers')} />
        </div>
      )}
    </ProfileSection>
  );
}

function OffersPageLink({ rid, label }: { rid: number; label: string }) {
  const { language } = useScreen();
  return (
    <Link
      to={paths.restaurantOffers(language, rid)}
      className="inline-flex min-h-11 items-center gap-2 self-start px-1 text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
