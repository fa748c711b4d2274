import type { BriefSessionUser } from '@shared/contracts/accounts';
import { membershipPrices, premiumPlan } from '@shared/reference/membership-plans';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@shared/paths';
import { useScreen } from '@web/lib/device';
import { usePageNamespace } from '@web/lib/i18n';
import { formatPounds } from '@web/lib/format';
import { useId } from 'react';
import { Link } from 'react-router';
import { currentPlan, premiumPending } from '../lib/membership';
import { MembershipActionControl } from './membership-action';

/**
 * The Membership section of the settings (spec doc 2 section 1: Premium is requested in Settings): the
 * restaurant's plan, the state of a request, and the Premium request when it is allowed, with the same
 * control as the services page's cards. Restaurants only; chefs have no membership (decisions D5).
 */
export function MembershipSettings({
  user,
  onNavigate,
}: {
  user: BriefSessionUser;
  onNavigate?: () => void;
}) {
  const { t, ready } = usePageNamespace('services');
  const { language } = useScreen();
  const headingId = useId();
  if (user.type !== 'restaurant') return null;

  if (!ready) {
    return (
      <div className="flex flex-col gap-2 rounded-xl border border-stone-200 p-4" aria-hidden="true">
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }

  const premium = currentPlan(user) === premiumPlan;
  const pending = premiumPending(user);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-stone-800">
          {t('membership.settings.title')}
        </h3>
        <Badge tone={premium ? 'brand' : 'neutral'}>
          {premium ? t('membership.method2.name') : t('membership.method1.name')}
        </Badge>
      </div>
      <p className="text-sm text-stone-700">
        {premium
          ? t('membership.settings.on_premium')
          : pending
            ? t('membership.settings.on_free_pending')
            : t('membership.settings.on_free', {
                price: formatPounds(membershipPrices.premiumYearly, language),
                extra: formatPounds(membershipPrices.extraVenueYearly, language),
              })}
      </p>
      {/* One control throughout, so its inline answer stays when the request turns it into "received". */}
      {premium ? null : <MembershipActionControl user={user} plan={premiumPlan} feedback="inline" />}
      <Link
        to={`${paths.servicesRestaurant(language)}#membership`}
        onClick={onNavigate}
        className="inline-flex min-h-11 items-center text-sm text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {t('membership.settings.compare_link')}
      </Link>
    </section>
  );
}
