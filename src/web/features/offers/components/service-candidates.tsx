import type { RecruitmentCandidate } from '@shared/contracts/admin-recruitment';
import { applicationStatusCodes } from '@shared/applications/tabs';
import { paths } from '@shared/paths';
import { Badge } from '@web/components/ui/badge';
import { useScreen } from '@web/lib/device';
import { formatDay, formatShortDate } from '@web/lib/format';
import { usePageNamespace } from '@web/lib/i18n';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useServiceCandidates } from '../api/service-candidates';

/**
 * What Brigade's recruitment service did for the venue on its offer (D5, docs/decisions/056), on the
 * venue's own offer page while the service recruits for it: each chef it moved, where the application
 * stands (a trial proposed or agreed, turned down, called off), and the hire. A free venue reads its
 * applicants here rather than on the applicants page, which is Premium's.
 */
export function ServiceCandidates({ oid }: { oid: number }) {
  // Its texts are the applications' (loaded here): the feed loads `offers`, which stays small.
  const { t, ready } = usePageNamespace('applications');
  const candidates = useServiceCandidates(oid, true);
  if (!ready) return null;
  return (
    <section
      aria-labelledby="service-title"
      className="flex flex-col gap-3 rounded-2xl bg-stone-50 p-4 sm:p-5"
    >
      <h2 id="service-title" className="text-lg font-bold text-stone-900">
        {t('service.title')}
      </h2>
      <p className="text-stone-700">{t('service.notice')}</p>
      {candidates.isPending ? (
        <p role="status" className="text-sm text-stone-700">
          {t('service.loading')}
        </p>
      ) : candidates.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          {t('service.load_failed')}
        </p>
      ) : candidates.data.length === 0 ? (
        <p className="text-sm text-stone-700">{t('service.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {candidates.data.map((candidate) => (
            <Candidate key={candidate.id} candidate={candidate} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Candidate({ candidate }: { candidate: RecruitmentCandidate }) {
  const { t } = useTranslation('applications');
  const { language } = useScreen();
  const { trial } = candidate;
  const when = trial
    ? [formatDay(trial.date, language), trial.start && trial.end ? `${trial.start}–${trial.end}` : '']
        .filter(Boolean)
        .join(', ')
    : '';
  const state = candidate.hiredon
    ? {
        tone: 'success' as const,
        text: t('service.hired', { date: formatDay(candidate.hiredon, language) }),
      }
    : candidate.withdrawn === 1
      ? { tone: 'neutral' as const, text: t('service.withdrawn') }
      : candidate.statusid === applicationStatusCodes.rejected
        ? { tone: 'neutral' as const, text: t('service.rejected') }
        : trial?.agreed
          ? { tone: 'success' as const, text: t('service.trial_agreed', { date: when }) }
          : trial
            ? { tone: 'brand' as const, text: t('service.date_proposed', { date: when }) }
            : { tone: 'warning' as const, text: t('service.new_date') };
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-3">
      <Link
        to={paths.chefView(language, candidate.chef.id, candidate.chef.slug)}
        className="font-semibold break-words text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {candidate.chef.name}
      </Link>
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-800">
        <Badge tone={state.tone}>{state.text}</Badge>
        <span className="text-stone-600">
          {t('service.moved', { date: formatShortDate(candidate.last.at, language) })}
        </span>
      </p>
    </li>
  );
}
