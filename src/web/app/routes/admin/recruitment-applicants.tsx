import type { ApplicationTab } from '@shared/applications/tabs';
import { paths } from '@shared/paths';
import { subscription } from '@shared/states';
import { Badge } from '@web/components/ui/badge';
import { ListLoading } from '@web/components/ui/list-states';
import {
  useRecruitmentApplicants,
  useRecruitmentOffer,
  recruitmentMoveCalls,
} from '@web/features/admin/api/recruitment';
import { itemHref } from '@web/features/admin/components/moderation-queue';
import { RecruitmentApplicantDetails } from '@web/features/admin/components/recruitment-applicant-details';
import { ApplicantPages } from '@web/features/applications/components/applicant-list';
import { StatusBar } from '@web/features/applications/components/status-bar';
import { useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { usePageNamespace } from '@web/lib/i18n';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * /{lang}/admin/recruitment/{oid}/{tab}: an offer the recruitment service handles (docs/decisions/056),
 * with its applicants of one tab, as the venue's applicants page shows them and with the same cards and
 * dialogs (the applications feature's), whose moves here go through the service's calls
 * (admin.recruitment.*). Its tabs count the applications in each state; each card adds the chef's CV and
 * the hire (record it on an agreed trial, then the end of the contract).
 */
export function RecruitmentApplicants({ oid, tab }: { oid: number; tab: ApplicationTab }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  // The cards' and dialogs' texts are the applicants page's.
  const { ready } = usePageNamespace('applications');
  const { language } = useScreen();
  const offer = useRecruitmentOffer(oid, tab);
  const applicants = useRecruitmentApplicants(oid, tab);
  if (!ready) return <ListLoading label={t('list.loading')} rowClassName="h-40 rounded-2xl" />;
  return (
    <div className="flex flex-col gap-4">
      <Link
        to={paths.admin(language, 'recruitment')}
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('recruitment.back')}
      </Link>
      {offer.data ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-stone-800">
          <span className="min-w-0 font-semibold break-words">{offer.data.venue.name}</span>
          {offer.data.venue.premium === subscription.premium ? (
            <Badge tone="success">{t('recruitment.premium')}</Badge>
          ) : null}
          <a
            href={itemHref(offer.data.path, language)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1 text-sm text-brand-700 underline underline-offset-2"
          >
            {t('recruitment.public_page')}
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">({t('queue.new_tab')})</span>
          </a>
        </div>
      ) : null}
      <StatusBar
        current={tab}
        counters={offer.data?.counts}
        hrefOf={(next) => paths.admin(language, `recruitment/${oid}/${next}`)}
        label={t('recruitment.tabs_label')}
        labelOf={(next) => t(`recruitment.tabs.${next}`)}
      />
      <ApplicantPages
        key={tab}
        query={applicants}
        tab={tab}
        failedText={errorText(applicants.error, tc)}
        calls={recruitmentMoveCalls}
        venueName={offer.data?.venue.name ?? ''}
        more={(applicant) => <RecruitmentApplicantDetails applicant={applicant} />}
      />
    </div>
  );
}
