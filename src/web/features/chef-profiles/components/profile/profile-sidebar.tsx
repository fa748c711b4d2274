import type { ChefProfileView } from '@shared/contracts/chef-profiles';
import { ProfilePicture } from '@web/components/profile/profile-picture';
import { useScreen } from '@web/lib/device';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryLabel, cuisineLabel, lastLoginLabel, positionLabel } from '../../lib/profile-display';

type ChefImages = ChefProfileView['images'];

/**
 * The left column of a chef profile (spec doc 1 section 2): photo, name, position, location, then the
 * details. On the chef's own page (`own`) every detail has a row, "(no information)" where missing;
 * elsewhere a row shows only what chefs/show gave the viewer (D13: contact details to related viewers,
 * visas, nationalities and cuisine to logged-in ones), nothing in place of the rest.
 */
export function ProfileSidebar({
  profile,
  images,
  own,
  photoAction,
  top,
  children,
}: {
  profile: ChefProfileView;
  images: ChefImages;
  own: boolean;
  /** The button under the photo (the chef's own page). */
  photoAction?: ReactNode;
  /** What comes between the name and the details (the switch, the review label, edit and preview). */
  top?: ReactNode;
  /** What comes after the details (the CV download, report and block). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('chef');
  const { language } = useScreen();
  const none = t('account:overview.no_information');
  const position = positionLabel(profile.position, language);
  const list = (values: string[] | null, label: (value: string) => string) =>
    values === null ? null : values.length ? values.map(label).join(', ') : own ? none : null;

  const details = [
    {
      label: t('profile.last_login'),
      value: !own && profile.lastlogin ? lastLoginLabel(profile.lastlogin, language) : null,
    },
    {
      label: t('profile.contact_email'),
      value: profile.contactemail || (own ? none : null),
      href: profile.contactemail ? `mailto:${profile.contactemail}` : undefined,
    },
    {
      label: t('profile.phone'),
      value: profile.phone || (own ? none : null),
      href: profile.phone ? `tel:${profile.phone.replace(/\s+/g, '')}` : undefined,
    },
    { label: t('profile.visas'), value: list(profile.visas, (code) => countryLabel(code, language)) },
    {
      label: t('profile.nationalities'),
      value: list(profile.nationalities, (code) => countryLabel(code, language)),
    },
    {
      label: t('profile.cuisine'),
      value: list(profile.cuisine?.map(String) ?? null, (id) => cuisineLabel(Number(id), language)),
    },
  ].filter((detail): detail is { label: string; value: string; href?: string } => detail.value !== null);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4 lg:flex-col lg:items-start">
        <ChefPhoto images={images} name={profile.name} />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-stone-900 sm:text-3xl">
            {profile.name}
          </h1>
          {position ? <p className="font-semibold text-stone-800">{position}</p> : null}
          {profile.location ? <p className="text-stone-700">{profile.location.formatted_address}</p> : null}
        </div>
      </div>
      {photoAction}
      {top}
      {details.length > 0 ? (
        <dl className="flex flex-col gap-3 border-t border-stone-200 pt-4">
          {details.map((detail) => (
            <div key={detail.label} className="flex flex-col">
              <dt className="text-sm font-semibold text-stone-600">{detail.label}</dt>
              <dd className="break-words text-stone-900">
                {detail.href ? (
                  <a
                    href={detail.href}
                    className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {detail.value}
                  </a>
                ) : (
                  detail.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </div>
  );
}

/** The chef's photo, or their initials (round). */
export function ChefPhoto({ images, name }: { images: ChefImages; name: string }) {
  return <ProfilePicture image={images.profile} name={name} shape="round" />;
}
