import type { RestaurantProfileSummary, SessionUser } from '@shared/contracts/accounts';
import { isLanguage } from '@shared/i18n/languages';
import { AccountAvatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { paths } from '@web/config/paths';
import { useDevice, type DialogDataMap } from '@web/lib/device';
import { languageNames } from '@web/lib/languages';
import { ArrowRight, Camera, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The profile home until the profile pages exist: a welcome, the account's own details and its
 * venues, and the way to edit the settings. It shows only what the account really holds.
 */
export function AccountOverview({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const { openDialog } = useDevice();
  const none = t('overview.no_information');

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
          {t('overview.welcome', { name: user.name })}
        </h1>
        <p className="max-w-2xl text-stone-700">
          {user.type === 'chef' ? t('overview.intro_chef') : t('overview.intro_restaurant')}
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-2">
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

        {user.type === 'chef' ? (
          <ChefProfileCard user={user} />
        ) : (
          <VenuesCard user={user} profiles={user.profiles} />
        )}
      </div>

      <NextSteps user={user} />
    </div>
  );
}

/**
 * What a new account can do while its profile is reviewed (new profiles wait for the team unless
 * AUTO_APPROVE is on): what the "In review" badge means, and links only to pages that exist today.
 */
function NextSteps({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const { language, openDialog } = useDevice();
  const chef = user.type === 'chef';
  const inReview = chef
    ? user.profile?.approved === '0'
    : user.profiles.some((venue) => venue.approved === '0');
  const links = chef
    ? [
        { to: paths.faqsChef(language), label: t('overview.next_faq_chef') },
        { to: paths.servicesChef(language), label: t('overview.next_services_chef') },
      ]
    : [
        { to: paths.faqsRestaurant(language), label: t('overview.next_faq_restaurant') },
        {
          to: `${paths.servicesRestaurant(language)}#membership`,
          label: t('overview.next_services_restaurant'),
        },
      ];
  links.push({ to: paths.contact(language), label: t('overview.next_contact') });

  return (
    <TitledCard id="next-steps-title" title={t('overview.next_title')}>
      {inReview ? (
        <p className="mb-3 max-w-3xl text-stone-700">
          {chef ? t('overview.review_chef') : t('overview.review_restaurant')}
        </p>
      ) : null}
      <p className="mb-1 text-stone-700">{t('overview.meanwhile')}</p>
      <ul className="flex flex-col">
        <li>
          <Button variant="link" className="text-base" onClick={() => openDialog('settings')}>
            {t('overview.next_settings')}
          </Button>
        </li>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-11 items-center gap-2 px-1 text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}

/** A card headed by its title, which names it for screen readers. */
function TitledCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id} className="mb-4">
        {title}
      </CardTitle>
      {children}
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

function ChefProfileCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const profile = user.profile;
  return (
    <TitledCard id="chef-profile-title" title={t('overview.profile_title')}>
      {profile ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-stone-900">{profile.name}</span>
            <StatusBadges active={profile.active} approved={profile.approved} />
          </div>
          <PictureControl user={user} label={t('overview.change_photo')} slot={{ key: 'profile' }} />
        </div>
      ) : (
        <p className="text-stone-700">{t('overview.no_profile')}</p>
      )}
    </TitledCard>
  );
}

/**
 * The account's picture with the way to change it: the media dialog for the chef's photo or the main
 * venue's logo. The new picture shows here and in the menus as soon as the dialog is done.
 */
function PictureControl({
  user,
  label,
  slot,
}: {
  user: SessionUser;
  label: string;
  slot: DialogDataMap['media'];
}) {
  const { openDialog } = useDevice();
  return (
    <div className="flex flex-wrap items-center gap-4">
      <AccountAvatar user={user} size={72} className="text-xl" />
      <Button variant="secondary" onClick={() => openDialog('media', slot)}>
        <Camera aria-hidden="true" className="size-4" />
        {label}
      </Button>
    </div>
  );
}

function VenuesCard({ user, profiles }: { user: SessionUser; profiles: RestaurantProfileSummary[] }) {
  const { t } = useTranslation('account');
  const main = user.main ?? profiles.find((venue) => venue.main === 1) ?? profiles[0];
  return (
    <TitledCard id="venues-title" title={t('overview.venues_title')}>
      {main ? (
        <div className="mb-4">
          <PictureControl
            user={user}
            label={t('overview.change_logo')}
            slot={{ key: 'logo', rid: main.id }}
          />
        </div>
      ) : null}
      {profiles.length === 0 ? (
        <p className="text-stone-700">{t('overview.no_venues')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-200">
          {profiles.map((venue) => (
            <li key={venue.id} className="flex flex-wrap items-center gap-2 py-3 first:pt-0 last:pb-0">
              <span className="font-semibold text-stone-900">{venue.name}</span>
              {venue.main === 1 ? <Badge tone="brand">{t('overview.main_venue')}</Badge> : null}
              {venue.premium === 1 ? <Badge tone="success">{t('overview.premium')}</Badge> : null}
              <StatusBadges active={venue.active} approved={venue.approved} />
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}

function StatusBadges({ active, approved }: { active: 0 | 1; approved: '0' | '1' }) {
  const { t } = useTranslation('account');
  return (
    <>
      {approved === '0' ? <Badge tone="warning">{t('overview.in_review')}</Badge> : null}
      {active === 0 ? <Badge>{t('overview.inactive')}</Badge> : null}
    </>
  );
}
