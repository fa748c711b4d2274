import type { BriefSessionUser } from '@shared/contracts/accounts';
import { isLanguage } from '@shared/i18n/languages';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { useOverlay } from '@web/lib/device';
import { languageNames } from '@web/lib/languages';
import { Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The account's own details (e-mail, contact e-mail, phone, language) with the way to the settings,
 * where the membership is too. Shown on the restaurant's venue page: the details change there at once
 * when the settings are saved (the session user holds them).
 */
export function AccountDetails({ user }: { user: BriefSessionUser }) {
  const { t } = useTranslation('account');
  const { openDialog } = useOverlay();
  const none = t('overview.no_information');
  return (
    <Card aria-labelledby="account-details-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="account-details-title">{t('overview.details_title')}</CardTitle>
        <Button variant="secondary" onClick={() => openDialog('settings')}>
          <Settings aria-hidden="true" className="size-4" />
          {t('overview.edit_settings')}
        </Button>
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <Detail label={t('overview.type')}>
          {user.type === 'chef' ? t('overview.type_chef') : t('overview.type_restaurant')}
        </Detail>
        <Detail label={t('fields.email')}>{user.email}</Detail>
        <Detail label={t('fields.contactemail')}>{user.contactemail || none}</Detail>
        <Detail label={t('fields.phone')}>{user.phone || none}</Detail>
        <Detail label={t('fields.language')}>
          {isLanguage(user.language) ? (
            <span lang={user.language}>{languageNames[user.language]}</span>
          ) : (
            none
          )}
        </Detail>
      </dl>
    </Card>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-semibold text-stone-600">{label}</dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </>
  );
}
