import { applicationStatusCodes } from '@shared/applications/tabs';
import type { RecruitmentApplicant } from '@shared/contracts/admin-recruitment';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useScreen } from '@web/lib/device';
import { formatShortDate } from '@web/lib/format';
import { BriefcaseBusiness, CalendarOff, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feeStateTones } from '../lib/fee-states';
import { formatAmount } from '@shared/offers/pay';
import { EndContractDialog } from './end-contract-dialog';
import { HireDialog } from './hire-dialog';

/** The chef's CV as a PDF (chefs/cv, in the reader's language): a plain link, sent with the staff session. */
export const chefCvHref = (chefId: number) => `/api/chefs/cv?id=${chefId}`;

/**
 * What the recruitment service adds to an applicant's card: the chef's CV, and the hire. An agreed
 * trial can be recorded as a hire; a hire shows its day, salary and fee (amount, state, due day), and
 * until its contract's end is recorded, a button to record it.
 */
export function RecruitmentApplicantDetails({ applicant }: { applicant: RecruitmentApplicant }) {
  const { t } = useTranslation('admin');
  const { language } = useScreen();
  const [dialog, setDialog] = useState<'hire' | 'end' | null>(null);
  const { hire, chef } = applicant;
  const day = (value: string) => formatShortDate(value, language);
  return (
    <div className="flex flex-col gap-3">
      <a
        href={chefCvHref(chef.id)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        <FileText aria-hidden="true" className="size-4 shrink-0" />
        {t('recruitment.cv_named', { name: chef.name })}
        <span className="sr-only">({t('queue.new_tab')})</span>
      </a>
      {hire ? (
        <section
          aria-label={t('recruitment.hire_label', { name: chef.name })}
          className="flex flex-col gap-2 rounded-xl bg-stone-50 p-3 text-sm"
        >
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-bold text-stone-900">{t('recruitment.hired')}</h4>
            <Badge tone={feeStateTones[hire.fee.state]}>{t(`fees.state.${hire.fee.state}`)}</Badge>
          </div>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
            <dt className="font-semibold text-stone-700">{t('fees.hired_on')}</dt>
            <dd>{day(hire.hiredon)}</dd>
            <dt className="font-semibold text-stone-700">{t('fees.salary')}</dt>
            <dd className="tabular-nums">{formatAmount(hire.salary, hire.currency, language)}</dd>
            <dt className="font-semibold text-stone-700">{t('fees.amount')}</dt>
            <dd className="tabular-nums">{formatAmount(hire.fee.amount, hire.currency, language)}</dd>
            <dt className="font-semibold text-stone-700">{t('fees.due_on')}</dt>
            <dd>{day(hire.fee.dueon)}</dd>
            {hire.endedon ? (
              <>
                <dt className="font-semibold text-stone-700">{t('fees.ended_on')}</dt>
                <dd>{day(hire.endedon)}</dd>
              </>
            ) : null}
          </dl>
          {hire.endedon ? null : (
            <Button
              variant="secondary"
              className="self-start"
              aria-label={t('recruitment.record_end_named', { name: chef.name })}
              onClick={() => setDialog('end')}
            >
              <CalendarOff aria-hidden="true" className="size-4" />
              {t('recruitment.record_end')}
            </Button>
          )}
        </section>
      ) : applicant.statusid === applicationStatusCodes.accepted ? (
        <Button
          className="self-start"
          aria-label={t('recruitment.record_hire_named', { name: chef.name })}
          onClick={() => setDialog('hire')}
        >
          <BriefcaseBusiness aria-hidden="true" className="size-4" />
          {t('recruitment.record_hire')}
        </Button>
      ) : null}
      {dialog === 'hire' ? <HireDialog applicant={applicant} onClose={() => setDialog(null)} /> : null}
      {dialog === 'end' && hire ? (
        <EndContractDialog hire={hire} chefName={chef.name} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
