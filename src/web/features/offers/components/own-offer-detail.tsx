import type { OfferView } from '@shared/contracts/offers';
import { formatPay } from '@shared/offers/pay';
import { ProfileColumns, ProfileMessage } from '@web/components/profile/profile-layout';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Picture } from '@web/components/ui/picture';
import { RichText } from '@web/components/ui/rich-text';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@shared/paths';
import { isApiError } from '@web/lib/api-client';
import { useScreen } from '@web/lib/device';
import { PageTitle } from '@web/lib/page-head';
import { parseRichText } from '@web/lib/rich-text';
import { ArrowLeft, ExternalLink, Pencil, Share2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ServiceCandidates } from './service-candidates';
import { Link } from 'react-router';
import { useOffer } from '../api/offer';
import { isLive, offerDate, termName, textLanguage } from '../lib/offer-display';
import { positionName } from '@shared/reference/positions';
import { offerPath } from '@web/components/offers/offer-display';
import { useEditOffer, useShareOffer } from './offer-dialog-buttons';
import { OfferSwitch } from './own-offer-card';
import { isActiveOffer, isApproved } from '@shared/states';

/**
 * restaurant/profile/offers/{id}/view/{oid} (spec doc 2 section 2 "Offer detail"): one of the venue's
 * own offers in any state (paused, in review) with every field, its switch, the edit button, and the
 * public link and share for a live one. An offer of another venue or account is not found.
 */
export function OwnOfferDetail({ rid, oid, sideMenu }: { rid: number; oid: number; sideMenu?: ReactNode }) {
  const { t } = useTranslation('offers');
  const { language } = useScreen();
  const offer = useOffer(oid);
  const back = (
    <Link
      to={paths.restaurantOffers(language, rid)}
      className="inline-flex min-h-11 items-center gap-2 self-start px-1 text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('own.back')}
    </Link>
  );

  if (offer.isPending)
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('own.loading')}</span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    );
  const missing =
    (offer.isError && isApiError(offer.error) && [403, 404].includes(offer.error.status)) ||
    (offer.data && (offer.data.own !== 1 || offer.data.rid !== rid));
  if (missing)
    return (
      <>
        <PageTitle title={t('own.not_found_title')} />
        <meta name="robots" content="noindex" />
        <ProfileMessage title={t('own.not_found_title')} text={t('own.not_found_text')}>
          {back}
        </ProfileMessage>
      </>
    );
  if (!offer.data)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 py-10">
        <p className="text-stone-800">{t('own.load_failed')}</p>
        <Button variant="secondary" onClick={() => void offer.refetch()}>
          {t('own.retry')}
        </Button>
        {back}
      </div>
    );

  return (
    <div className="flex flex-col gap-6">
      <OfferHeader offer={offer.data} />
      <ProfileColumns
        left={
          <div className="flex flex-col gap-5">
            {back}
            <OfferActions offer={offer.data} />
            {sideMenu}
          </div>
        }
      >
        <PageTitle title={offer.data.name} />
        <meta name="robots" content="noindex" />
        <OfferBody offer={offer.data} />
        {offer.data.recruit === 1 ? <ServiceCandidates oid={offer.data.id} /> : null}
      </ProfileColumns>
    </div>
  );
}

/** The offer's state tags, headline and venue: first on every screen, above the actions. */
function OfferHeader({ offer }: { offer: OfferView }) {
  const { t } = useTranslation('offers');
  return (
    <header className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Badge tone={isActiveOffer(offer) ? 'success' : 'neutral'}>
          {isActiveOffer(offer) ? t('status_active') : t('status_paused')}
        </Badge>
        {!isApproved(offer.approvedp) ? <Badge tone="warning">{t('in_review')}</Badge> : null}
      </div>
      <h1
        id="offer-title"
        className="text-2xl font-extrabold tracking-tight break-words text-stone-900 sm:text-3xl"
      >
        {offer.name}
      </h1>
      <p className="text-stone-700">{offer.restaurant.name}</p>
      {!isApproved(offer.approvedp) ? <p className="text-sm text-stone-700">{t('own.review_text')}</p> : null}
    </header>
  );
}

function OfferActions({ offer }: { offer: OfferView }) {
  const { t } = useTranslation('offers');
  const { language } = useScreen();
  const edit = useEditOffer();
  const share = useShareOffer();
  return (
    <div className="flex flex-col gap-4">
      <OfferSwitch offer={offer} />
      <Button variant="primary" className="self-start" onClick={() => edit(offer.rid, offer.id)}>
        <Pencil aria-hidden="true" className="size-4" />
        {t('own.edit_offer')}
      </Button>
      {isLive(offer) ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => share(offer)}>
            <Share2 aria-hidden="true" className="size-4" />
            {t('own.share')}
          </Button>
          <Link to={offerPath(language, offer)} className={buttonClasses({ variant: 'ghost' })}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('own.public_page')}
          </Link>
        </div>
      ) : (
        <p className="text-sm text-stone-700">{t('own.not_public')}</p>
      )}
    </div>
  );
}

/** The offer's fields: summary, description and requirements (rich text in the language written). */
function OfferBody({ offer }: { offer: OfferView }) {
  const { t } = useTranslation('offers');
  const { language } = useScreen();
  const description = useMemo(() => parseRichText(offer.description), [offer.description]);
  const requirements = useMemo(() => parseRichText(offer.requirements), [offer.requirements]);
  const summary: { key: string; label: string; value: string }[] = [
    { key: 'position', label: t('own.field_position'), value: positionName(offer.position, language) },
    { key: 'term', label: t('own.field_term'), value: termName(offer.term, language) },
    { key: 'hours', label: t('own.field_hours'), value: t('own.hours_value', { count: offer.hours }) },
    {
      key: 'holidays',
      label: t('own.field_holidays'),
      value: t('own.holidays_value', { count: offer.holidays }),
    },
    {
      key: 'daysoff',
      label: t('own.field_daysoff'),
      value: t('own.daysoff_value', { count: offer.daysoff }),
    },
    { key: 'pay', label: t('own.field_pay'), value: formatPay(offer, language) },
    {
      key: 'recruit',
      label: t('own.field_recruit'),
      value: offer.recruit === 1 ? t('own.recruit_on') : t('own.recruit_off'),
    },
    {
      key: 'status',
      label: t('own.field_status'),
      value: isActiveOffer(offer) ? t('status_active') : t('status_paused'),
    },
    { key: 'created', label: t('own.field_created'), value: offerDate(offer.created, language) },
    { key: 'updated', label: t('own.field_updated'), value: offerDate(offer.updated, language) },
  ];
  return (
    <div className="flex flex-col gap-6">
      {offer.image1 ? (
        <Picture
          sizes={offer.image1}
          preset="showcase"
          alt=""
          width={400}
          height={300}
          className="aspect-[4/3] h-auto w-full max-w-md rounded-2xl object-cover"
        />
      ) : null}
      <section
        aria-labelledby="offer-summary-title"
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6"
      >
        <h2 id="offer-summary-title" className="mb-4 text-xl font-bold text-stone-900">
          {t('own.summary')}
        </h2>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {summary.map((item) => (
            <div key={item.key} className="flex flex-col">
              <dt className="text-sm font-semibold text-stone-600">{item.label}</dt>
              <dd className="text-stone-900">{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section
        aria-labelledby="offer-description-title"
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6"
      >
        <h2 id="offer-description-title" className="mb-4 text-xl font-bold text-stone-900">
          {t('own.description')}
        </h2>
        <RichText nodes={description} lang={offer.language ?? undefined} />
      </section>
      {requirements.length ? (
        <section
          aria-labelledby="offer-requirements-title"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6"
        >
          <h2 id="offer-requirements-title" className="mb-4 text-xl font-bold text-stone-900">
            {t('own.requirements')}
          </h2>
          <RichText
            nodes={requirements}
            lang={textLanguage(offer.requirements, offer.requirementsTranslations)}
          />
        </section>
      ) : null}
    </div>
  );
}
