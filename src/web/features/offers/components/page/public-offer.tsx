import type { AudienceDetail, OfferView } from '@shared/contracts/offers';
import { AppliedNote } from '@web/components/offers/applied-note';
import { AudienceReasons, audienceOfError, OfferAsks } from '@web/components/offers/offer-asks';
import { useAppliedOffers } from '@web/components/offers/use-applied-offers';
import { useSavedOfferMarks } from '@web/components/offers/use-saved-offers';
import { localeOf, type Language } from '@shared/i18n/languages';
import { formatPay } from '@shared/offers/pay';
import { offerTermLabels } from '@shared/reference/offer-terms';
import { ProfileLoadFailed, ProfileMessage } from '@web/components/profile/profile-layout';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Picture } from '@web/components/ui/picture';
import { Thumbnail } from '@web/components/ui/thumbnail';
import { RichText } from '@web/components/ui/rich-text';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@shared/paths';
import { isApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { useDevice, useOverlay, useScreen } from '@web/lib/device';
import { PageTitle } from '@web/lib/page-head';
import { parseRichText } from '@web/lib/rich-text';
import { useSessionUser } from '@web/lib/session';
import { Bookmark, BookmarkCheck, EyeOff, Send, Share2 } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useOffer } from '../../api/offer';
import { useRelatedOffers } from '../../api/related';
import { useSaveOffers } from '../../api/save-offers';
import { savedMarksKey } from '../../query-keys';
import { offerAddressFix } from '../../lib/offer-display';
import { OffersCarousel } from '../carousel/offers-carousel';
import { positionName } from '@shared/reference/positions';
import { offerPath } from '@web/components/offers/offer-display';
import { isActiveOffer, isApproved } from '@shared/states';

/** "Send my CV" about the offer, drawn by the chef-cv feature (it hides itself from restaurants). */
export type SendCvSlot = (offer: { id: number; name: string; rid: number; venueName: string }) => ReactNode;

/** The address the page was opened at: restaurant/view/offer/{rid}/{slug}/{id}/{offerSlug?}. */
export interface OpenedOffer {
  rid: number;
  slug: string;
  id: number | undefined;
  offerSlug: string | undefined;
}

/**
 * An offer's public page (spec doc 2 section 2 "Offer detail"): what offer/show lets this viewer see. A
 * wrong venue id, venue slug or offer slug is replaced by the right address; a missing, paused, deleted
 * or unapproved offer is "not available" (D6), and one whose audience leaves a chef out says why (D9).
 */
export function PublicOffer({ opened, sendCv }: { opened: OpenedOffer; sendCv?: SendCvSlot }) {
  const { t } = useTranslation('offers');
  const { language } = useScreen();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useOffer(opened.id);
  const offer = query.data;

  useEffect(() => {
    if (!offer || opened.id === undefined) return;
    const right = offerAddressFix({ ...opened, id: opened.id }, offer, paths.offerView, language);
    if (right) void navigate(`${right}${location.search}`, { replace: true });
  }, [offer, opened, language, navigate, location.search]);

  if (opened.id === undefined || (query.isError && isApiError(query.error) && query.error.status === 404))
    return <NotAvailable />;
  if (query.isError && isApiError(query.error) && query.error.code === 'offer_not_for_you')
    return (
      <NotForYou
        venue={opened}
        detail={audienceOfError(query.error.detail)}
        onChanged={() => void query.refetch()}
      />
    );
  if (query.isError)
    return (
      <ProfileLoadFailed
        texts={{ title: t('view.load_failed'), text: t('view.load_failed_text'), retry: t('view.retry') }}
        onRetry={() => void query.refetch()}
      />
    );
  if (!offer) return <OfferSkeleton label={t('view.loading')} />;
  return <OfferPage offer={offer} sendCv={sendCv} />;
}

function OfferSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-6">
      <span className="sr-only">{label}</span>
      <Skeleton className="aspect-[2/1] max-h-72 w-full rounded-2xl" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-3">
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-32 w-full" />
        </div>
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    </div>
  );
}

/** 'offer_not_available': kept out of search engines, with the ways back (D6). */
function NotAvailable() {
  const { t } = useTranslation('offers');
  const { t: te } = useTranslation('errors');
  const { language } = useScreen();
  return (
    <>
      <PageTitle title={t('view.not_available_title')} />
      <meta name="robots" content="noindex" />
      <ProfileMessage title={t('view.not_available_title')} text={te('offer_not_available')}>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.home(language)} className={buttonClasses({ size: 'lg' })}>
            {t('view.latest_offers')}
          </Link>
          <Link
            to={paths.findRestaurants(language)}
            className={buttonClasses({ size: 'lg', variant: 'secondary' })}
          >
            {t('view.find_restaurants')}
          </Link>
        </div>
      </ProfileMessage>
    </>
  );
}

/**
 * The venue limits its offers to some nationalities or its working language, and this chef's profile
 * says otherwise (D9): which of its conditions the chef does not meet, and the profile step that
 * changes it (the offer is read again after).
 */
function NotForYou({
  venue,
  detail,
  onChanged,
}: {
  venue: OpenedOffer;
  detail: AudienceDetail | null;
  onChanged: () => void;
}) {
  const { t } = useTranslation('offers');
  const { t: te } = useTranslation('errors');
  const { language, openDialog } = useDevice();
  return (
    <>
      <PageTitle title={t('view.not_for_you_title')} />
      <meta name="robots" content="noindex" />
      <ProfileMessage title={t('view.not_for_you_title')} text={detail ? '' : te('offer_not_for_you')}>
        {detail ? <AudienceReasons detail={detail} className="max-w-xl text-stone-900" /> : null}
        <p className="max-w-xl text-stone-700">{t('view.not_for_you_hint')}</p>
        <div className="flex flex-wrap gap-3">
          {detail?.unmet.includes('language') ? (
            <Button size="lg" onClick={() => openDialog('cheflanguage', {}, undefined, onChanged)}>
              {t('view.add_language')}
            </Button>
          ) : null}
          {detail?.unmet.includes('nationality') ? (
            <Button
              size="lg"
              variant="secondary"
              onClick={() => openDialog('chefinfo', {}, undefined, onChanged)}
            >
              {t('view.edit_nationality')}
            </Button>
          ) : null}
          <Link
            to={paths.home(language)}
            className={buttonClasses({ size: 'lg', variant: detail ? 'ghost' : 'primary' })}
          >
            {t('view.latest_offers')}
          </Link>
          {venue.rid > 0 && venue.slug ? (
            <Link
              to={paths.restaurantView(language, venue.rid, venue.slug)}
              className={buttonClasses({ size: 'lg', variant: 'ghost' })}
            >
              {t('view.venue_page')}
            </Link>
          ) : null}
        </div>
      </ProfileMessage>
    </>
  );
}

function formatDate(value: string, language: Language): string {
  const date = new Date(value.includes('T') || value.endsWith('Z') ? value : value.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf[language], { dateStyle: 'long' }).format(date);
}

/** The language a text version is written in, from the offer's versions (D7), for the `lang` attribute. */
function languageOf(text: string, versions: Partial<Record<Language, string>>): string | undefined {
  return (Object.keys(versions) as Language[]).find((key) => versions[key] === text);
}

function OfferPage({ offer, sendCv }: { offer: OfferView; sendCv: SendCvSlot | undefined }) {
  const { t } = useTranslation('offers');
  const { language } = useScreen();
  const related = useRelatedOffers(offer.id);
  const description = useMemo(() => parseRichText(offer.description), [offer.description]);
  const requirements = useMemo(() => parseRichText(offer.requirements), [offer.requirements]);
  const venue = offer.restaurant;
  const place = venue.location ? venue.location.formatted_address : '';
  const posted = formatDate(offer.created, language);
  const updated = formatDate(offer.updated, language);
  const relatedOffers = (related.data?.list ?? []).filter((item) => item.id !== offer.id);
  const notPublic = offer.own === 1 && (!isActiveOffer(offer) || !isApproved(offer.approvedp));

  const summary: { label: string; value: string }[] = [
    { label: t('summary.position'), value: positionName(offer.position, language) },
    { label: t('summary.term'), value: offerTermLabels[offer.term][language] },
    { label: t('summary.hours'), value: t('summary.hours_value', { count: offer.hours }) },
    { label: t('summary.holidays'), value: t('summary.holidays_value', { count: offer.holidays }) },
    { label: t('summary.daysoff'), value: t('summary.daysoff_value', { count: offer.daysoff }) },
    { label: t('summary.pay'), value: formatPay(offer, language) },
  ].filter((row) => row.value);

  return (
    <>
      <PageTitle title={`${offer.name} · ${venue.name}`} />
      {notPublic ? <NotPublicBanner offer={offer} /> : null}
      <div className="flex flex-col gap-8">
        {offer.image1 ? (
          <Picture
            sizes={offer.image1}
            preset={offer.image1.header ? 'header' : 'miniature'}
            alt={t('view.photo_alt', { name: venue.name })}
            width={1200}
            height={offer.image1.header ? 600 : 626}
            sizesAttribute="(min-width: 1280px) 1200px, 100vw"
            eager
            className="aspect-[2/1] max-h-80 w-full rounded-2xl object-cover"
          />
        ) : null}
        {/* On phones the summary comes right after the headline; from 1024 px it is the right column. */}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-x-8">
          <header className="flex min-w-0 flex-col gap-4 lg:col-start-1">
            <h1 className="text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl">
              {offer.name}
            </h1>
            <Link
              to={paths.restaurantView(language, venue.id, venue.slug)}
              className="group flex items-center gap-3 self-start rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <Thumbnail
                image={venue.logo}
                pixels={56}
                className="size-14 rounded-full border border-stone-200"
              />
              <span className="flex min-w-0 flex-col">
                <span className="font-bold text-stone-900 group-hover:underline">{venue.name}</span>
                {place ? <span className="text-sm text-stone-700">{place}</span> : null}
              </span>
            </Link>
            <OfferAsks audience={venue.audience} undeclared={offer.undeclared} />
            <OfferActions offer={offer} sendCv={sendCv} />
          </header>
          <aside
            aria-labelledby="offer-summary"
            className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
          >
            <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs">
              <h2 id="offer-summary" className="mb-3 text-lg font-bold text-stone-900">
                {t('summary.title')}
              </h2>
              <dl className="flex flex-col divide-y divide-stone-100">
                {summary.map((row) => (
                  <div key={row.label} className="flex items-baseline justify-between gap-4 py-2">
                    <dt className="text-sm text-stone-700">{row.label}</dt>
                    <dd className="text-right font-semibold text-stone-900">{row.value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3 text-sm text-stone-700">
                {posted ? t('view.posted', { date: posted }) : null}
                {updated && updated !== posted ? (
                  <>
                    <br />
                    {t('view.updated', { date: updated })}
                  </>
                ) : null}
              </p>
              <Link
                to={paths.restaurantViewOffers(language, venue.id, venue.slug)}
                className="mt-3 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t('view.venue_offers', { name: venue.name })}
              </Link>
            </div>
          </aside>
          <div className="flex min-w-0 flex-col gap-6 lg:col-start-1">
            {description.length > 0 ? (
              <Block title={t('view.description')}>
                <RichText nodes={description} lang={offer.language ?? undefined} />
              </Block>
            ) : null}
            {requirements.length > 0 ? (
              <Block title={t('view.requirements')}>
                <RichText
                  nodes={requirements}
                  lang={languageOf(offer.requirements, offer.requirementsTranslations)}
                />
              </Block>
            ) : null}
          </div>
        </div>
        <OffersCarousel offers={relatedOffers} title={t('view.related')} />
      </div>
    </>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
      <h2 className="mb-3 text-xl font-bold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Apply, save, send my CV and share, by viewer (spec doc 2 sections 2 and 6, D12): a visitor is asked to
 * log in first, then the apply or the CV resumes (or sends a CV through contact/{id} without an
 * account); a chef applies (the applyoffers dialog), saves, sends the CV (the sendcv dialog, the
 * route's `sendCv`) and shares; restaurants and staff get none.
 */
function OfferActions({ offer, sendCv }: { offer: OfferView; sendCv: SendCvSlot | undefined }) {
  const { t } = useTranslation('offers');
  const { language } = useScreen();
  const { openDialog } = useOverlay();
  const { user, isPending } = useSessionUser();
  const { t: tc } = useTranslation();
  const save = useSaveOffers();
  const { applied } = useAppliedOffers(user?.type === 'chef' ? [offer.id] : []);
  const { saved } = useSavedOfferMarks(user?.type === 'chef' ? [offer.id] : [], savedMarksKey);
  if (isPending || offer.own === 1) return null;
  const toApply = { offers: [{ id: offer.id, title: offer.name, subtitle: offer.restaurant.name }] };
  const sendCvButton = sendCv?.({
    id: offer.id,
    name: offer.name,
    rid: offer.restaurant.id,
    venueName: offer.restaurant.name,
  });
  // A visitor logs in or signs up (the login dialog hands its resume to sign-up), then the apply goes
  // on: the apply dialog asks for what the offer needs that the profile lacks (D9, D12).
  const applyAfterLogin = () =>
    openDialog('login', { resume: true, signupType: 'chef' }, (loggedIn) => {
      if (loggedIn.type === 'chef') openDialog('applyoffers', toApply);
    });
  if (!user)
    return (
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-3">
          <Button size="lg" onClick={applyAfterLogin}>
            <Send aria-hidden="true" className="size-4" />
            {t('actions.apply')}
          </Button>
          <Button size="lg" variant="secondary" onClick={() => openDialog('login')}>
            <Bookmark aria-hidden="true" className="size-4" />
            {t('actions.save')}
          </Button>
          {sendCvButton}
        </div>
        <p className="text-sm text-stone-700">
          {t('actions.no_account')}{' '}
          <Link
            to={paths.contactOffers(language, [offer.id])}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t('actions.send_cv')}
          </Link>
        </p>
      </div>
    );
  if (user.type !== 'chef') return null;
  const application = applied.get(offer.id);
  // Saved before (offer/chef/saved/in) or now: it stays saved (doc 1 section 4), so no Save again.
  const isSaved = save.isSuccess || saved.has(offer.id);
  return (
    <div className="flex flex-col gap-2">
      {application ? <AppliedNote item={application} /> : null}
      <div className="flex flex-wrap gap-3">
        {application ? null : (
          <Button size="lg" onClick={() => openDialog('applyoffers', toApply)}>
            <Send aria-hidden="true" className="size-4" />
            {t('actions.apply')}
          </Button>
        )}
        <Button
          size="lg"
          variant="secondary"
          loading={save.isPending}
          disabled={isSaved}
          onClick={() => save.mutate([offer.id])}
        >
          {isSaved ? (
            <BookmarkCheck aria-hidden="true" className="size-4" />
          ) : (
            <Bookmark aria-hidden="true" className="size-4" />
          )}
          {t(isSaved ? 'actions.saved' : 'actions.save')}
        </Button>
        {sendCvButton}
        <ShareButton offer={offer} />
      </div>
      <p role="status" className="text-sm text-stone-700 empty:hidden">
        {isSaved ? (
          <>
            {t('actions.saved_note')}{' '}
            <Link
              to={paths.chefSaved(language)}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t('actions.saved_link')}
            </Link>
          </>
        ) : save.isError ? (
          errorText(save.error, tc)
        ) : (
          ''
        )}
      </p>
    </div>
  );
}

function ShareButton({ offer }: { offer: OfferView }) {
  const { t } = useTranslation('offers');
  const { language } = useScreen();
  const { openDialog } = useOverlay();
  const image = offer.image1?.share ?? offer.restaurant.logo?.square ?? null;
  return (
    <Button
      size="lg"
      variant="ghost"
      onClick={() =>
        openDialog('share', {
          url: window.location.origin + offerPath(language, offer),
          title: offer.name,
          subtitle: offer.restaurant.name,
          image: image ? (image.jpeg ?? image.url) : null,
        })
      }
    >
      <Share2 aria-hidden="true" className="size-4" />
      {t('actions.share')}
    </Button>
  );
}

/** The owner opening their own paused or in-review offer: it is not public, and where to manage it. */
function NotPublicBanner({ offer }: { offer: OfferView }) {
  const { t } = useTranslation('offers');
  const { language } = useScreen();
  return (
    <div
      role="note"
      className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-amber-300 bg-amber-50 p-4"
    >
      <EyeOff aria-hidden="true" className="size-5 shrink-0 text-amber-800" />
      <p className="min-w-0 flex-1 text-stone-900">
        {!isActiveOffer(offer) ? t('view.own_paused') : t('view.own_in_review')}
      </p>
      <Link
        to={paths.restaurantOfferView(language, offer.rid, offer.id)}
        className={buttonClasses({ variant: 'secondary' })}
      >
        {t('view.manage')}
      </Link>
    </div>
  );
}
