import { venueCardMoves } from '@shared/applications/state';
import { applicationStatusCodes, type ApplicationTab } from '@shared/applications/tabs';
import type { ApplicantView } from '@shared/contracts/applications';
import { positionName } from '@shared/reference/positions';
import { placeLabel } from '@web/components/offers/offer-display';
import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Thumbnail } from '@web/components/ui/thumbnail';
import { paths } from '@shared/paths';
import { useOverlay, useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { formatShortDate } from '@web/lib/format';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { CalendarClock, CalendarX, Check, ChefHat, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApplicants, useVenueReject } from '../api/applicants';
import { useTakeBackTrial } from '../api/stages';
import type { VenueMoveCalls } from '../api/venue-moves';
import { ConfirmAction } from './confirm-action';
import { PagedList } from './paged-list';
import { StageList } from './stage-list';
import { ApplicationHistory } from './application-history';

/**
 * What the page around the list lends it: the venue's default message and the message button; in the
 * back office, the recruitment service's calls for the moves, the venue's name and what it adds to each
 * card.
 */
export interface ApplicantListExtras<A extends ApplicantView = ApplicantView> {
  /** The venue's default message to a chef it accepts (`emailmessage`, D4). */
  acceptMessage?: string;
  /** The button that writes to the chef (the messaging feature's). */
  messageChef?: (chef: ApplicantView['chef']) => ReactNode;
  /** The calls behind the venue's moves and their dialogs: the venue's own unless given. */
  calls?: VenueMoveCalls;
  /**
   * The venue's name, for a reader who acts for it without being it (staff): its dates and moves read
   * under this name rather than as "you".
   */
  venueName?: string;
  /** What the page adds to each card, under its dates and history. */
  more?: (applicant: A) => ReactNode;
}

/**
 * An offer's applicants of one tab (spec doc 2 section 2): each chef's card (picture, name, position,
 * place), the date applied and the dates; 10 a page, the next as the list scrolls. What the venue may
 * do follows the state machine (venueCardMoves): accept one of the chef's dates or propose another (the
 * acceptapplication dialog), propose another date while waiting for the chef or on an agreed trial
 * (the reschedule dialog), call off an agreed trial, reject; rejected ones say so (withdrawn by the
 * chef, or turned down). Each card has the message button.
 */
export function ApplicantList({
  oid,
  tab,
  ...extras
}: { oid: number; tab: ApplicationTab } & ApplicantListExtras) {
  const { t } = useTranslation('applications');
  const applicants = useApplicants(oid, tab, true);
  return (
    <ApplicantPages query={applicants} tab={tab} failedText={errorText(applicants.error, t)} {...extras} />
  );
}

/**
 * The applicants of one tab read by any query of pages: the venue's own list (ApplicantList) or the
 * recruitment service's in the back office, which passes its calls, the venue's name and its additions.
 */
export function ApplicantPages<A extends ApplicantView>({
  query,
  tab,
  failedText,
  ...extras
}: {
  query: UseInfiniteQueryResult<InfiniteData<A[]>>;
  tab: ApplicationTab;
  failedText: string;
} & ApplicantListExtras<A>) {
  return (
    <PagedList
      query={query}
      tab={tab}
      failedText={failedText}
      render={(item) => <ApplicantCard applicant={item} extras={extras} />}
    />
  );
}

function ApplicantCard<A extends ApplicantView>({
  applicant,
  extras,
}: {
  applicant: A;
  extras: ApplicantListExtras<A>;
}) {
  const { t } = useTranslation('applications');
  const { language } = useScreen();
  const { chef } = applicant;
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-5">
      <header className="flex items-start gap-3">
        <Thumbnail
          image={chef.images.profile}
          pixels={56}
          fallback={{ icon: ChefHat }}
          className="size-12 rounded-full sm:size-14"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="text-lg font-bold break-words text-stone-900">
            <Link
              to={paths.chefView(language, chef.id, chef.slug)}
              className="hover:text-brand-800 hover:underline"
            >
              {chef.name}
            </Link>
          </h3>
          <p className="text-sm text-stone-800">
            {[
              chef.position ? positionName(chef.position, language) : '',
              chef.location ? placeLabel(chef.location) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="text-sm text-stone-700">
            <time dateTime={applicant.created}>
              {t(applicant.invited ? 'list.offer_sent_on' : 'list.applied_on', {
                date: formatShortDate(applicant.created, language),
              })}
            </time>
          </p>
        </div>
        {applicant.statusid === applicationStatusCodes.rejected ? (
          <Badge tone="warning">
            {t(applicant.withdrawn ? 'list.withdrawn_badge' : 'list.rejected_badge')}
          </Badge>
        ) : null}
      </header>
      <StageList stages={applicant.stages} reader={extras.venueName === undefined ? 'restaurant' : null} />
      <ApplicationHistory
        history={applicant.history}
        reader="restaurant"
        otherName={chef.name}
        ownName={extras.venueName}
      />
      {extras.more?.(applicant)}
      <VenueActions applicant={applicant} extras={extras} />
    </article>
  );
}

/** What the venue may do from the application's state (D4, decision 048). */
function VenueActions({
  applicant,
  extras,
}: {
  applicant: ApplicantView;
  extras: Pick<ApplicantListExtras, 'acceptMessage' | 'messageChef' | 'calls'>;
}) {
  const { t } = useTranslation('applications');
  const { t: tc } = useTranslation();
  const { openDialog } = useOverlay();
  const { calls } = extras;
  const reject = useVenueReject(calls);
  const takeBack = useTakeBackTrial(calls);
  const failed = reject.error ?? takeBack.error;
  const moves = venueCardMoves({
    status: applicant.statusid,
    disponibility: applicant.disponibility,
    withdrawn: applicant.withdrawn === 1,
  });
  const open = applicant.stages.find((stage) => stage.status === 'Proposed');
  const agreed = applicant.stages.find((stage) => stage.status === 'Accepted');
  // After a trial was called off nothing is open: a new date is the venue's only answer but rejecting.
  const chefDates = applicant.stages.some((s) => s.status === 'Proposed' && s.proposedby === 'chef');
  const message = extras.messageChef?.(applicant.chef);
  if (moves.length === 0 && !message) return null;
  const replaced = agreed ?? open;
  return (
    <div className="flex flex-col gap-3 border-t border-stone-200 pt-4">
      {failed ? <Alert>{errorText(failed, tc)}</Alert> : null}
      {applicant.statusid === applicationStatusCodes.waitingForChef ? (
        <p className="text-sm text-stone-700">{t('list.waiting_chef')}</p>
      ) : null}
      {applicant.statusid === applicationStatusCodes.waitingForRestaurant && !chefDates ? (
        <p className="text-sm text-stone-700">{t('list.owe_date_restaurant')}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {moves.includes('venueAcceptsDate') && chefDates ? (
          <Button
            aria-label={t('list.accept_named', { name: applicant.chef.name })}
            onClick={() =>
              openDialog('acceptapplication', {
                applicationId: applicant.id,
                chefName: applicant.chef.name,
                stages: applicant.stages,
                message: extras.acceptMessage,
                calls,
              })
            }
          >
            <Check aria-hidden="true" className="size-4" />
            {t('list.accept')}
          </Button>
        ) : null}
        {moves.includes('venueProposesDate') && !(moves.includes('venueAcceptsDate') && chefDates) ? (
          <Button
            variant={moves.includes('venueAcceptsDate') ? 'primary' : 'secondary'}
            aria-label={t('list.propose_named', { name: applicant.chef.name })}
            onClick={() =>
              openDialog('reschedule', {
                applicationId: applicant.id,
                replaceId: replaced?.id ?? 0,
                side: 'restaurant',
                otherName: applicant.chef.name,
                agreed: Boolean(agreed),
                start: replaced?.start,
                end: replaced?.end,
                typeId: replaced?.typeid,
                message: replaced?.proposedby === 'restaurant' ? replaced.description : extras.acceptMessage,
                calls,
              })
            }
          >
            <CalendarClock aria-hidden="true" className="size-4" />
            {t('list.propose')}
          </Button>
        ) : null}
        {moves.includes('venueTakesBackDate') && agreed ? (
          <ConfirmAction
            label={t('list.take_back')}
            accessibleName={t('list.take_back_named', { name: applicant.chef.name })}
            question={t('list.take_back_confirm')}
            yes={t('list.take_back_yes')}
            cancel={t('list.cancel')}
            pending={takeBack.isPending}
            onConfirm={() => takeBack.mutate(agreed.id)}
            variant="secondary"
            icon={<CalendarX aria-hidden="true" className="size-4" />}
          />
        ) : null}
        {moves.includes('venueRejects') ? (
          // Reject is immediate (spec doc 2 section 4).
          <Button
            variant="secondary"
            loading={reject.isPending}
            aria-label={t('list.reject_named', { name: applicant.chef.name })}
            onClick={() => reject.mutate(applicant.id)}
          >
            <X aria-hidden="true" className="size-4" />
            {t('list.reject_applicant')}
          </Button>
        ) : null}
      </div>
      {message}
    </div>
  );
}
