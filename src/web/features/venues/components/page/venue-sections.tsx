import type { VenueView } from '@shared/contracts/venues';
import type { VenueDialogName } from '../../dialogs';
import { cuisineLabels, type CuisineId } from '@shared/reference/cuisines';
import { socialNetworkLabels } from '@shared/reference/social-networks';
import { AddEditButton, type AddEditProps } from '@web/components/profile/add-edit-button';
import { ExpandableText } from '@web/components/profile/expandable-text';
import { ProfileSection, SectionEmpty } from '@web/components/profile/profile-section';
import { RatingIcons } from '@web/components/profile/rating-icons';
import { Button } from '@web/components/ui/button';
import { Picture } from '@web/components/ui/picture';
import { RichText } from '@web/components/ui/rich-text';
import { Tabs } from '@web/components/ui/tabs';
import { useOverlay, useScreen } from '@web/lib/device';
import { parseRichText } from '@web/lib/rich-text';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { venuesKey } from '../../query-keys';
import { positionName } from '@shared/reference/positions';
import { scheduleRows } from '../../lib/venue-display';

/** The anchors of a venue page (spec doc 2 section 2, left menu: about, details, job offers). */
export const venueSectionIds = ['about', 'details', 'job-offers'] as const;
export type VenueSectionId = (typeof venueSectionIds)[number];

export function useVenueSectionTitles(): Record<VenueSectionId, string> {
  const { t } = useTranslation('venue');
  return { about: t('page.about'), details: t('page.details'), 'job-offers': t('page.job_offers') };
}

/** The media dialog for one of the venue's picture slots; the venue is read again once it is placed. */
export function useChangePicture(rid: number) {
  const { openDialog } = useOverlay();
  const queryClient = useQueryClient();
  return (key: 'logo' | 'header' | 'image1' | 'image2' | 'image3') =>
    openDialog('media', { key, rid }, () => void queryClient.invalidateQueries({ queryKey: venuesKey }));
}

/** A button opening one of the venue dialogs: to add (no item) or edit one item. */
export function VenueDialogButton({
  dialog,
  rid,
  itemId,
  ...button
}: { dialog: Exclude<VenueDialogName, 'mainprofile'>; rid: number; itemId?: number } & AddEditProps) {
  const { openDialog } = useOverlay();
  return <AddEditButton {...button} onClick={() => openDialog(dialog, itemId ? { rid, itemId } : { rid })} />;
}

/** "Edit" on one item, named for screen readers by the item ("Edit: Sunday lunch menu"). */
function EditItem({
  dialog,
  rid,
  itemId,
  name,
}: {
  dialog: ItemDialog;
  rid: number;
  itemId: number;
  name: string;
}) {
  const { t } = useTranslation('venue');
  return (
    <VenueDialogButton
      dialog={dialog}
      rid={rid}
      itemId={itemId}
      kind="edit"
      variant="ghost"
      label={t('page.edit')}
      accessibleLabel={t('page.edit_item', { name })}
    />
  );
}

/** The three showcase pictures (image1-3); on the owner's page each with its change button. */
export function VenueShowcase({ venue, editable }: { venue: VenueView; editable: boolean }) {
  const { t } = useTranslation('venue');
  const changePicture = useChangePicture(venue.id);
  const slots = (['image1', 'image2', 'image3'] as const).map((key, index) => ({
    key,
    number: index + 1,
    image: venue.images[key],
  }));
  const shown = editable ? slots : slots.filter((slot) => slot.image);
  if (shown.length === 0) return null;
  return (
    <ul aria-label={t('page.pictures')} className="grid grid-cols-3 gap-2 sm:gap-4">
      {shown.map((slot) => (
        <li key={slot.key} className="flex flex-col gap-2">
          {slot.image ? (
            <Picture
              sizes={slot.image}
              preset="showcase"
              alt={t('page.picture_alt', { name: venue.name, number: slot.number })}
              width={400}
              height={300}
              sizesAttribute="(min-width: 1024px) 300px, 33vw"
              className="aspect-[4/3] h-auto w-full rounded-xl object-cover"
            />
          ) : (
            <div className="flex aspect-[4/3] w-full items-center justify-center rounded-xl border-2 border-dashed border-stone-300 bg-stone-50">
              <ImagePlus aria-hidden="true" className="size-6 text-stone-500" />
            </div>
          )}
          {editable ? (
            <Button
              variant="secondary"
              aria-label={
                slot.image
                  ? t('page.change_picture', { number: slot.number })
                  : t('page.add_picture', { number: slot.number })
              }
              onClick={() => changePicture(slot.key)}
            >
              <ImagePlus aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">{slot.image ? t('page.change') : t('page.add')}</span>
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A restaurant's description is cut at this many characters, with "read more" (spec doc 2). */
const descriptionCut = 260;

/** About: the description (rich text in its language, D7), the rating with its icons, cuisines, website. */
export function VenueAbout({ venue, editable }: { venue: VenueView; editable: boolean }) {
  const { t } = useTranslation('venue');
  const { language } = useScreen();
  const nodes = useMemo(() => parseRichText(venue.description), [venue.description]);
  const cuisines = venue.cuisine
    .filter((id) => id in cuisineLabels)
    .map((id) => cuisineLabels[id as CuisineId][language])
    .join(', ');
  return (
    <ProfileSection
      id="about"
      title={t('page.about')}
      action={
        editable ? (
          <VenueDialogButton
            dialog="restaurantabout"
            rid={venue.id}
            kind="edit"
            label={t('page.edit_about')}
          />
        ) : null
      }
    >
      <div className="flex flex-col gap-4">
        <RatingIcons type={venue.ratingType} rating={venue.rating} />
        {nodes.length ? (
          <ExpandableText
            html={venue.description}
            lang={venue.language ?? undefined}
            limit={descriptionCut}
            labels={{ more: t('page.read_more'), less: t('page.read_less') }}
          />
        ) : (
          <SectionEmpty>{editable ? t('page.no_about_own') : t('page.no_about')}</SectionEmpty>
        )}
        {cuisines || venue.url ? (
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {cuisines ? (
              <>
                <dt className="text-sm font-semibold text-stone-600">{t('page.cuisine')}</dt>
                <dd className="text-stone-900">{cuisines}</dd>
              </>
            ) : null}
            {venue.url ? (
              <>
                <dt className="text-sm font-semibold text-stone-600">{t('page.website')}</dt>
                <dd className="break-all">
                  <a
                    href={venue.url}
                    rel="noopener noreferrer nofollow"
                    target="_blank"
                    className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {venue.url.replace(/^https?:\/\//, '')}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
        ) : null}
      </div>
    </ProfileSection>
  );
}

type DetailsTab = 'opening-hours' | 'covers' | 'chefs' | 'contact';

/** Details: the tabs opening hours, covers, chefs and contact (spec doc 2 section 2). */
export function VenueDetails({ venue, editable }: { venue: VenueView; editable: boolean }) {
  const { t } = useTranslation('venue');
  const [tab, setTab] = useState<DetailsTab>('opening-hours');
  const items = [
    {
      id: 'opening-hours',
      label: t('page.tab_hours'),
      content: <OpeningHours venue={venue} editable={editable} />,
    },
    {
      id: 'covers',
      label: t('page.tab_covers'),
      content: <NamedItems venue={venue} editable={editable} kind="covers" />,
    },
    {
      id: 'chefs',
      label: t('page.tab_chefs'),
      content: <NamedItems venue={venue} editable={editable} kind="chefs" />,
    },
    { id: 'contact', label: t('page.tab_contact'), content: <Contact venue={venue} editable={editable} /> },
  ];
  return (
    <ProfileSection id="details" title={t('page.details')}>
      <Tabs
        label={t('page.details')}
        items={items}
        selected={tab}
        onSelect={(id) => setTab(id as DetailsTab)}
      />
    </ProfileSection>
  );
}

function OpeningHours({ venue, editable }: { venue: VenueView; editable: boolean }) {
  const { t } = useTranslation('venue');
  const { language } = useScreen();
  const rows = scheduleRows(venue.schedule, language);
  const open = rows.some((row) => row.services.length > 0);
  return (
    <div className="flex flex-col items-start gap-4">
      {open ? (
        <table className="w-full max-w-md text-left">
          <caption className="sr-only">{t('page.tab_hours')}</caption>
          <tbody>
            {rows.map((row) => (
              <tr key={row.day} className="border-b border-stone-100 last:border-0">
                <th scope="row" className="py-2 pr-4 font-semibold text-stone-800">
                  {row.name}
                </th>
                <td className="py-2 text-stone-900 tabular-nums">
                  {row.services.length ? (
                    row.services.join(', ')
                  ) : (
                    <span className="text-stone-600">{t('page.closed')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <SectionEmpty>{editable ? t('page.no_hours_own') : t('page.no_hours')}</SectionEmpty>
      )}
      {editable ? (
        <VenueDialogButton
          dialog="restaurantopeninghours"
          rid={venue.id}
          kind={open ? 'edit' : 'add'}
          label={open ? t('page.edit_hours') : t('page.add_hours')}
        />
      ) : null}
    </div>
  );
}

type ItemDialog = Exclude<VenueDialogName, 'mainprofile' | 'restaurantabout' | 'restaurantopeninghours'>;

/** One list of a tab: its items, each with "Edit" on the owner's page, the empty state and "Add". */
interface ItemListProps {
  venue: VenueView;
  editable: boolean;
  dialog: ItemDialog;
  title?: string;
  addLabel: string;
  /** The empty state; null shows nothing when the list is empty. */
  empty: string | null;
  items: { id: number; name: string; content: ReactNode }[];
}

function ItemList({ venue, editable, dialog, title, addLabel, empty, items }: ItemListProps) {
  return (
    <div className="flex flex-col items-start gap-3">
      {title ? <h3 className="text-lg font-bold text-stone-900">{title}</h3> : null}
      {items.length ? (
        <ul className="flex w-full flex-col divide-y divide-stone-100">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0 flex-1 break-words">{item.content}</div>
              {editable ? (
                <EditItem dialog={dialog} rid={venue.id} itemId={item.id} name={item.name} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : empty ? (
        <SectionEmpty>{empty}</SectionEmpty>
      ) : null}
      {editable ? <VenueDialogButton dialog={dialog} rid={venue.id} label={addLabel} /> : null}
    </div>
  );
}

/** Covers and chefs: a name in bold and a line under it, each item with its edit button. */
function NamedItems({
  venue,
  editable,
  kind,
}: {
  venue: VenueView;
  editable: boolean;
  kind: 'covers' | 'chefs';
}) {
  const { t } = useTranslation('venue');
  const { language } = useScreen();
  const items =
    kind === 'covers'
      ? venue.covers.map(({ id, value }) => ({
          id,
          name: value.title,
          detail: <RichText nodes={parseRichText(value.description)} lang={value.language ?? undefined} />,
        }))
      : venue.chefs.map(({ id, value }) => ({
          id,
          name: value.person,
          detail: <p className="text-stone-700">{positionName(value.position, language)}</p>,
        }));
  const own = editable ? '_own' : '';
  return (
    <ItemList
      venue={venue}
      editable={editable}
      dialog={kind === 'covers' ? 'restaurantcover' : 'restaurantchef'}
      addLabel={kind === 'covers' ? t('page.add_cover') : t('page.add_chef')}
      empty={t(`page.no_${kind}${own}`)}
      items={items.map((item) => ({
        id: item.id,
        name: item.name,
        content: (
          <>
            <p className="font-semibold text-stone-900">{item.name}</p>
            {item.detail}
          </>
        ),
      }))}
    />
  );
}

const linkClass = 'text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** Addresses, e-mails, phones and social networks; e-mails and phones only when shown to the viewer (D13). */
function Contact({ venue, editable }: { venue: VenueView; editable: boolean }) {
  const { t } = useTranslation('venue');
  const { contact } = venue;
  const lists: Omit<ItemListProps, 'venue' | 'editable' | 'empty'>[] = [
    {
      dialog: 'restaurantaddress',
      title: t('page.addresses'),
      addLabel: t('page.add_address'),
      items: contact.address.map((item) => ({
        id: item.id,
        name: item.value.formatted_address,
        content: item.value.formatted_address,
      })),
    },
    ...(contact.visible || editable
      ? [
          {
            dialog: 'restaurantemail' as const,
            title: t('page.emails'),
            addLabel: t('page.add_email'),
            items: contact.email.map((item) => ({
              id: item.id,
              name: item.value,
              content: (
                <a href={`mailto:${item.value}`} className={linkClass}>
                  {item.value}
                </a>
              ),
            })),
          },
          {
            dialog: 'restaurantphone' as const,
            title: t('page.phones'),
            addLabel: t('page.add_phone'),
            items: contact.phone.map((item) => ({
              id: item.id,
              name: item.value,
              content: (
                <a href={`tel:${item.value.replace(/\s+/g, '')}`} className={linkClass}>
                  {item.value}
                </a>
              ),
            })),
          },
        ]
      : []),
    {
      dialog: 'restaurantsocial',
      title: t('page.social'),
      addLabel: t('page.add_social'),
      items: contact.social.map((item) => ({
        id: item.id,
        name: socialNetworkLabels[item.value.type],
        content: (
          <a href={item.value.url} rel="noopener noreferrer nofollow" target="_blank" className={linkClass}>
            {socialNetworkLabels[item.value.type]}
          </a>
        ),
      })),
    },
  ];
  const shown = editable ? lists : lists.filter((list) => list.items.length > 0);
  return (
    <div className="flex flex-col gap-6">
      {shown.length === 0 ? <SectionEmpty>{t('page.no_contact')}</SectionEmpty> : null}
      {shown.map((list) => (
        <ItemList
          key={list.dialog}
          venue={venue}
          editable={editable}
          empty={editable ? t('page.none_yet') : null}
          {...list}
        />
      ))}
      {!editable && !contact.visible ? (
        <p className="text-sm text-stone-700">{t('view.contact_hidden')}</p>
      ) : null}
    </div>
  );
}

/**
 * The venue's live offers with their count, or the "no job offers" empty state (doc 2 section 2). `list`
 * is the offers as the page composing this one shows them (the public page: the offers feature's cards).
 */
export function VenueOffers({ venue, list: shownList }: { venue: VenueView; list?: ReactNode }) {
  const { t } = useTranslation('venue');
  const { language } = useScreen();
  const { list, total } = venue.offers;
  return (
    <ProfileSection id="job-offers" title={t('page.job_offers')}>
      {total === 0 ? (
        <SectionEmpty>{t('page.no_offers')}</SectionEmpty>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-stone-700">{t('page.offers_count', { count: total })}</p>
          {shownList ?? (
            <ul className="flex flex-col divide-y divide-stone-100">
              {list.map((offer) => (
                <li key={offer.id} className="py-3">
                  <p className="font-semibold text-stone-900">{offer.name}</p>
                  <p className="text-stone-700">{positionName(offer.position, language)}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </ProfileSection>
  );
}
