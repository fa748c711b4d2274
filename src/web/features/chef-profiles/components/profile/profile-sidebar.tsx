import type { ChefProfileView } from '@shared/contracts/chef-profiles';
import { Picture } from '@web/components/ui/picture';
import { initials } from '@web/lib/account-picture';
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

/**
 * The chef's photo, or their initials on the accent colour. Decorative: the name is written beside it.
 * Marked as the account's picture like components/ui/avatar.tsx, so one selector finds it on every page.
 */
export function ChefPhoto({ images, name }: { images: ChefImages; name: string }) {
  const box = 'size-24 shrink-0 overflow-hidden rounded-full bg-brand-100 lg:size-36';
  if (images.profile)
    return (
      <span className={box} data-account-avatar="picture">
        <Picture
          sizes={images.profile}
          preset="square"
          alt=""
          width={144}
          height={144}
          eager
          className="size-full"
        />
      </span>
    );
  return (
    <span
      aria-hidden="true"
      data-account-avatar="initials"
      className={`${box} inline-flex items-center justify-center text-3xl font-bold text-brand-800`}
    >
      {initials(name)}
    </span>
  );
}

/** The header image across the top of the profile; on the chef's own page with the way to change it. */
export function HeaderImage({ images, action }: { images: ChefImages; action?: ReactNode }) {
  if (!images.header && !action) return null;
  return (
    <div className="relative mb-6 overflow-hidden rounded-2xl bg-stone-100">
      {images.header ? (
        <Picture
          sizes={images.header}
          preset="header"
          alt=""
          width={1200}
          height={600}
          sizesAttribute="(min-width: 1280px) 1232px, 100vw"
          eager
          className="aspect-[3/1] h-auto w-full sm:aspect-[4/1] lg:max-h-48"
        />
      ) : (
        <div className="aspect-[5/1] max-h-40 w-full bg-gradient-to-r from-brand-100 to-stone-100" />
      )}
      {action ? <div className="absolute right-3 bottom-3">{action}</div> : null}
    </div>
  );
}
