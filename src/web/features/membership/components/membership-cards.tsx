import {
  freePlan,
  membershipPrices,
  premiumPlan,
  type MembershipPlan,
} from '@shared/reference/membership-plans';
import { cn } from '@web/lib/cn';
import { useScreen } from '@web/lib/device';
import { formatPercent, formatPounds } from '@web/lib/format';
import { useSessionUser } from '@web/lib/session';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { membershipAction } from '../lib/membership';
import { MembershipActionControl } from './membership-action';

/** What Premium gives (spec doc 2 section 1), in the order of the spec. */
export const premiumBenefits = [
  'ad_space',
  'marketing',
  'search_all',
  'messages',
  'cvs_inbox',
  'freelance',
  'multi_venue',
] as const;

const freePoints = ['post_jobs', 'recruit', 'fee_when', 'no_fee'] as const;

/**
 * The two membership cards of the restaurant services page (spec doc 2 sections 1, 2, 4): Method 1, the
 * free sign-up with the 3% recruitment fee, and Method 2, Premium. Each card ends with the membership
 * control (log in, request, or the plan's state). Texts: `services` (loaded by the page).
 */
export function MembershipCards() {
  const { t } = useTranslation('services');
  const { language } = useScreen();
  const { user } = useSessionUser();
  const fee = formatPercent(membershipPrices.recruitmentFeePercent, language);
  const money = {
    price: formatPounds(membershipPrices.premiumYearly, language),
    extra: formatPounds(membershipPrices.extraVenueYearly, language),
  };

  return (
    <div className="grid gap-5 md:grid-cols-2">
      <PlanCard
        plan={freePlan}
        label={t('membership.method1.label')}
        name={t('membership.method1.name')}
        price={t('membership.method1.price')}
        priceNote={t('membership.method1.price_note', { fee })}
        points={freePoints.map((key) =>
          t(`membership.method1.points.${key}`, { fee, days: membershipPrices.feeAfterDays }),
        )}
        footnote={t('membership.method1.footnote', { days: membershipPrices.feeAfterDays })}
        current={membershipAction(user, freePlan) === 'current'}
      />
      <PlanCard
        plan={premiumPlan}
        label={t('membership.method2.label')}
        name={t('membership.method2.name')}
        price={t('membership.method2.price', money)}
        priceNote={t('membership.method2.price_note', money)}
        points={premiumBenefits.map((key) => t(`membership.method2.points.${key}`))}
        footnote={t('membership.method2.footnote', money)}
        current={membershipAction(user, premiumPlan) === 'current'}
        highlight
      />
    </div>
  );
}

function PlanCard({
  plan,
  label,
  name,
  price,
  priceNote,
  points,
  footnote,
  current,
  highlight = false,
}: {
  plan: MembershipPlan;
  label: string;
  name: string;
  price: string;
  priceNote: string;
  points: string[];
  footnote: string;
  current: boolean;
  highlight?: boolean;
}) {
  const { user } = useSessionUser();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      data-plan={plan}
      className={cn(
        'flex flex-col gap-5 rounded-2xl border bg-white p-5 shadow-xs sm:p-6',
        highlight ? 'border-brand-300 ring-1 ring-brand-200' : 'border-stone-200',
        current && 'ring-2 ring-success-700',
      )}
    >
      <div className="flex flex-col gap-1">
        <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{label}</p>
        <h3 id={headingId} className="text-2xl font-extrabold text-stone-900">
          {name}
        </h3>
      </div>
      <div>
        <p className="text-3xl font-extrabold text-stone-900">{price}</p>
        <p className="mt-1 text-sm text-stone-700">{priceNote}</p>
      </div>
      <ul className="flex flex-1 flex-col gap-2.5">
        {points.map((point) => (
          <li key={point} className="flex gap-2.5 text-stone-800">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-600">{footnote}</p>
      <MembershipActionControl user={user} plan={plan} />
    </article>
  );
}
