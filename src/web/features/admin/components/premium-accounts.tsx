import { premiumStates, type PremiumAccount } from '@shared/contracts/admin';
import { isPremium, subscription } from '@shared/states';
import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { DeleteConfirm } from '@web/components/ui/delete-confirm';
import { ListFailed, ListLoading, MorePages } from '@web/components/ui/list-states';
import { Tabs } from '@web/components/ui/tabs';
import { useToast } from '@web/components/ui/toast';
import { useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { formatCount, formatPounds, formatShortDate } from '@web/lib/format';
import { languageNames } from '@web/lib/languages';
import { BadgeCheck, CalendarPlus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePremiumAccounts, type PremiumTab } from '../api/premium-accounts';
import { useDeclinePremium, useEndPremium } from '../api/premium-actions';
import { ActivatePremiumDialog } from './activate-premium-dialog';

const isTab = (value: string | null): value is PremiumTab =>
  (premiumStates as readonly (string | null)[]).includes(value);

/**
 * Premium (D5): restaurant accounts that asked for it, are on it, or either, in tabs (the address keeps
 * the tab). Each account with its venues and yearly price, its pending request and its period, and
 * what an admin may do: activate or renew, end, decline the request.
 */
export function PremiumAccounts() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: PremiumTab = isTab(asked) ? asked : 'requested';
  return (
    <Tabs
      label={t('premium.tabs_label')}
      selected={tab}
      onSelect={(id) => setSearch(id === 'requested' ? {} : { tab: id }, { replace: true })}
      items={premiumStates.map((state) => ({
        id: state,
        label: t(`premium.tab.${state}`),
        content: <PremiumList key={state} state={state} />,
      }))}
    />
  );
}

function PremiumList({ state }: { state: PremiumTab }) {
  const { t } = useTranslation('admin');
  const accounts = usePremiumAccounts(state);
  const [activating, setActivating] = useState<PremiumAccount | null>(null);
  if (accounts.isPending) return <ListLoading label={t('list.loading')} rowClassName="h-48 rounded-2xl" />;
  if (accounts.isError)
    return (
      <ListFailed text={t('list.failed')} retry={t('list.retry')} onRetry={() => void accounts.refetch()} />
    );
  const items = accounts.data.pages.flatMap((page) => page.items);
  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 ? (
        <p className="rounded-xl bg-stone-50 px-4 py-5 text-stone-700">{t(`premium.empty.${state}`)}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((item) => (
            <AccountCard key={item.account.id} item={item} onActivate={() => setActivating(item)} />
          ))}
        </ul>
      )}
      <MorePages query={accounts} labels={{ more: t('list.more'), loading: t('list.loading_more') }} />
      {activating ? <ActivatePremiumDialog item={activating} onClose={() => setActivating(null)} /> : null}
    </div>
  );
}

function AccountCard({ item, onActivate }: { item: PremiumAccount; onActivate: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { language } = useScreen();
  const { showToast } = useToast();
  const end = useEndPremium();
  const decline = useDeclinePremium();
  const { account, request, period } = item;
  const day = (value: string) => formatShortDate(value, language);
  const premium = isPremium(item);
  const failed = end.error ?? decline.error;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-bold text-stone-900">{account.name}</h2>
        <Badge tone={premium ? 'success' : 'neutral'}>
          {t(premium ? 'premium.on_premium' : 'premium.free')}
        </Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="font-semibold text-stone-700">{t('premium.email')}</dt>
        <dd className="min-w-0">
          <a
            href={`mailto:${account.email}`}
            className="break-all text-brand-700 underline underline-offset-2"
          >
            {account.email}
          </a>
        </dd>
        <dt className="font-semibold text-stone-700">{t('premium.language')}</dt>
        <dd lang={account.language}>{languageNames[account.language]}</dd>
        <dt className="font-semibold text-stone-700">{t('premium.venues')}</dt>
        <dd>{formatCount(item.venues, language)}</dd>
        <dt className="font-semibold text-stone-700">{t('premium.price')}</dt>
        <dd>{t('premium.per_year', { price: formatPounds(item.price, language) })}</dd>
        <dt className="font-semibold text-stone-700">{t('premium.request')}</dt>
        <dd>
          {request
            ? t(request.plan === subscription.premium ? 'premium.asked_premium' : 'premium.asked_free', {
                date: day(request.created),
              })
            : t('premium.no_request')}
        </dd>
        <dt className="font-semibold text-stone-700">{t('premium.period')}</dt>
        <dd>
          {period
            ? period.ended
              ? t('premium.period_ended', {
                  start: day(period.start),
                  end: day(period.end),
                  ended: day(period.ended),
                })
              : t('premium.period_dates', { start: day(period.start), end: day(period.end) })
            : t('premium.no_period')}
        </dd>
      </dl>
      {failed ? <Alert>{errorText(failed, tc)}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={onActivate}
          aria-label={t(period ? 'premium.renew_named' : 'premium.activate_named', { name: account.name })}
        >
          {period ? (
            <CalendarPlus aria-hidden="true" className="size-4" />
          ) : (
            <BadgeCheck aria-hidden="true" className="size-4" />
          )}
          {t(period ? 'premium.renew' : 'premium.activate')}
        </Button>
        {request ? (
          <Button
            variant="secondary"
            loading={decline.isPending}
            aria-label={t('premium.decline_named', { name: account.name })}
            onClick={() =>
              decline.mutate(account.id, {
                onSuccess: () => showToast(t('premium.declined', { name: account.name }), 'success'),
              })
            }
          >
            <X aria-hidden="true" className="size-4" />
            {t('premium.decline')}
          </Button>
        ) : null}
      </div>
      {premium ? (
        <DeleteConfirm
          texts={{
            delete: t('premium.end'),
            confirm: t('premium.end_confirm', { name: account.name }),
            yes: t('premium.end_yes'),
            cancel: t('actions.cancel'),
          }}
          onDelete={async () => {
            try {
              await end.mutateAsync(account.id);
              showToast(t('premium.ended', { name: account.name }), 'success');
              return true;
            } catch {
              return false;
            }
          }}
          onDeleted={() => undefined}
        />
      ) : null}
    </li>
  );
}
