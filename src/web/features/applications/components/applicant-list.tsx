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
import { Check, ChefHat, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApplicants, useVenueReject } from '../api/applicants';
import { PagedList } from './paged-list';
import { StageList } from './stage-list';

/**
 * An offer's applicants of one tab (spec doc 2 section 2): each chef's card (picture, name, position,
 * place), the date applied and the dates; 10 a page, the next as the list scrolls. Pending cards have
 * accept (the acceptapplication dialog) and reject; in-review cards wait for the chef; accepted cards
 * show the agreed date; rejected ones say so (withdrawn by the chef, or turned down).
 */
export function ApplicantList({ oid, tab }: { oid: number; tab: ApplicationTab }) {
  const { t } = useTranslation('applications');
  const applicants = useApplicants(oid, tab, true);
  return (
    <PagedList
      query={applicants}
      tab={tab}
      failedText={errorText(applicants.error, t)}
      render={(item) => <ApplicantCard applicant={item} />}
    />
  );
}

function ApplicantCard({ applicant }: { applicant: ApplicantView }) {
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
      <StageList stages={applicant.stages} reader="restaurant" />
      <VenueActions applicant={applicant} />
    </article>
  );
}

/** What the venue may do from the application's state (D4). */
function VenueActions({ applicant }: { applicant: ApplicantView }) {
  const { t } = useTranslation('applications');
  const { t: tc } = useTranslation();
  const { openDialog } = useOverlay();
  const reject = useVenueReject();
  const moves = venueCardMoves({
    status: applicant.statusid,
    disponibility: applicant.disponibility,
    withdrawn: applicant.withdrawn === 1,
  });
  if (moves.length === 0) return null;
  const waitsForVenue = moves.includes('venueAcceptsDate');
  return (
    <div className="flex flex-col gap-3 border-t border-stone-200 pt-4">
      {reject.error ? <Alert>{errorText(reject.error, tc)}</Alert> : null}
      {applicant.statusid === applicationStatusCodes.waitingForChef ? (
        <p className="text-sm text-stone-700">{t('list.waiting_chef')}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {waitsForVenue ? (
          <Button
            aria-label={t('list.accept_named', { name: applicant.chef.name })}
            onClick={() =>
              openDialog('acceptapplication', {
                applicationId: applicant.id,
                chefName: applicant.chef.name,
                stages: applicant.stages,
              })
            }
          >
            <Check aria-hidden="true" className="size-4" />
            {t('list.accept')}
          </Button>
        ) : null}
        {/* Reject is immediate (spec doc 2 section 4). */}
        <Button
          variant="secondary"
          loading={reject.isPending}
          aria-label={t('list.reject_named', { name: applicant.chef.name })}
          onClick={() => reject.mutate(applicant.id)}
        >
          <X aria-hidden="true" className="size-4" />
          {t('list.reject_applicant')}
        </Button>
      </div>
    </div>
  );
}
