import { PageContainer } from '@web/components/layouts/page-shell';
import { ProfileColumns, ProfileMessage, ProfileSkeleton } from '@web/components/profile/profile-layout';
import { RestaurantSideMenu } from '@web/components/profile/restaurant-side-menu';
import { buttonClasses } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { ConversationList } from '@web/features/messaging/components/conversation-list';
import { ConversationThread } from '@web/features/messaging/components/conversation-thread';
import { useStartConversation } from '@web/features/messaging/api/messages';
import { useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { usePageNamespace } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/page-head';
import { useSessionUser } from '@web/lib/session';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { AreaNotFound, useAreaVenue } from './restaurant/area-venue';
import { isPremium } from '@shared/states';

/** A record id from the address, or undefined when it is not one. */
const idOf = (value: string | undefined) => (/^[1-9]\d{0,9}$/.test(value ?? '') ? Number(value) : undefined);

/**
 * What the rest of a messages address names: `{id?}` (a venue, restaurants only) then `view/{conversation}`
 * or nothing. `conversation` is the text after view/ (not always an id: such an address is not found).
 */
export function messagesPlace(rest: string, withVenue: boolean) {
  const parts = rest.split('/').filter(Boolean);
  const venue = withVenue && parts[0] !== undefined && parts[0] !== 'view' ? parts.shift() : undefined;
  if (parts.length === 0) return { venue, conversation: undefined };
  // Anything else than view/{x} is a conversation not found (its page says so).
  return { venue, conversation: parts[0] === 'view' && parts.length === 2 ? parts[1]! : '' };
}

function MessagesHeading({ title, label }: { title: string; label?: string }) {
  return (
    <div className="flex flex-col gap-1">
      {label ? <p className="text-sm font-semibold text-stone-700">{label}</p> : null}
      <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
    </div>
  );
}

/**
 * /{lang}/chef/profile/messages/ and /{lang}/chef/profile/messages/view/{id} (spec doc 1 section 2,
 * behind the chef guard): the chef's conversations, and one of them.
 */
export function ChefMessagesPage() {
  const { t, ready } = usePageNamespace('messages');
  const { language } = useScreen();
  const { user } = useSessionUser();
  const place = messagesPlace(useParams()['*'] ?? '', false);
  return (
    <PageContainer>
      {!ready || !user ? (
        <ProfileSkeleton label={ready ? t('loading') : ''} />
      ) : (
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
          <meta name="robots" content="noindex" />
          {place.conversation !== undefined ? (
            <>
              <MessagesHeading title={t('title')} />
              <ConversationThread
                // An address that is no id is a conversation not found.
                key={place.conversation}
                id={idOf(place.conversation) ?? 0}
                backHref={paths.chefMessages(language)}
              />
            </>
          ) : (
            <>
              <PageTitle title={t('title')} />
              <MessagesHeading title={t('title')} />
              <p className="text-stone-700">{t('intro_chef')}</p>
              <ConversationList
                type="chef"
                href={(conversation) => paths.chefConversation(language, conversation.id)}
                empty={{
                  text: t('empty_chef'),
                  link: { to: paths.findRestaurants(language), label: t('find_restaurants') },
                }}
              />
            </>
          )}
        </div>
      )}
    </PageContainer>
  );
}

/**
 * /{lang}/restaurant/profile/messages/{id?} and .../messages/{id?}/view/{conversationId} (spec doc 2
 * section 2, behind the restaurant guard): the conversations of the venue `id`, or of every venue of
 * the account, and one of them. Premium accounts only (D5: subscription 1); others are told what
 * Premium opens. Another account's venue is not found.
 */
export function RestaurantMessagesPage() {
  const { t, ready } = usePageNamespace('messages');
  const { language } = useScreen();
  const place = messagesPlace(useParams()['*'] ?? '', true);
  const { user, venue, menuVenueId } = useAreaVenue(place.venue ?? null);
  const allVenues = place.venue === undefined;
  const rid = allVenues ? undefined : venue?.id;
  const listHref = paths.restaurantMessages(language, rid);
  let body;
  if (!ready || !user) body = <ProfileSkeleton label={ready ? t('loading') : ''} />;
  else if (!venue)
    body = <AreaNotFound title={t('venue_not_found_title')} text={t('venue_not_found_text')} />;
  else {
    const premium = isPremium(user);
    const groupList = allVenues && user.profiles.length > 1;
    let main;
    if (!premium)
      main = (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-stone-200 bg-white p-5">
          <p className="text-stone-800">{t('premium_only')}</p>
          <Link to={paths.servicesRestaurant(language)} className={buttonClasses()}>
            {t('premium_link')}
          </Link>
        </div>
      );
    else if (place.conversation !== undefined)
      main = (
        <ConversationThread key={place.conversation} id={idOf(place.conversation) ?? 0} backHref={listHref} />
      );
    else
      main = (
        <ConversationList
          key={rid ?? 'all'}
          type="restaurant"
          rid={rid}
          href={(conversation) => paths.restaurantConversation(language, rid, conversation.id)}
          venueName={groupList ? (id) => user.profiles.find((profile) => profile.id === id)?.name : undefined}
          empty={{ text: t('empty_venue'), link: { to: paths.findChefs(language), label: t('find_chefs') } }}
        />
      );
    body = (
      <div className="flex flex-col gap-6">
        {place.conversation === undefined || !premium ? (
          <PageTitle title={allVenues ? t('title') : `${t('title')} · ${venue.name}`} />
        ) : null}
        <meta name="robots" content="noindex" />
        <MessagesHeading title={t('title')} label={groupList ? t('all_venues') : venue.name} />
        <ProfileColumns
          left={
            <div className="flex flex-col gap-4">
              {/* Without Premium the lock's message is the page's only word: no way to write is offered. */}
              {premium ? <p className="text-sm text-stone-700">{t('intro_venue')}</p> : null}
              <RestaurantSideMenu current="messages" venueId={menuVenueId} />
            </div>
          }
        >
          {main}
        </ProfileColumns>
      </div>
    );
  }
  return <PageContainer>{body}</PageContainer>;
}

/**
 * /{lang}/restaurant/view/message/{id}/{slug} (spec doc 2 section 2, chefs only): the chef's
 * conversation with the venue is opened (started if there is none) and shown; a refusal (a venue
 * without Premium, a block) is said in the chef's words with the way back to the venue's page.
 */
export function VenueMessagePage() {
  const { t, ready } = usePageNamespace('messages');
  const { language } = useScreen();
  const params = useParams();
  const rid = idOf(params.id);
  const start = useStartConversation();
  const asked = useRef(false);
  const { mutate } = start;
  useEffect(() => {
    if (asked.current || rid === undefined) return;
    asked.current = true;
    mutate({ rid });
  }, [rid, mutate]);
  const back = rid ? paths.restaurantView(language, rid, params.slug ?? '') : paths.findRestaurants(language);
  if (start.isSuccess) return <Navigate to={paths.chefConversation(language, start.data)} replace />;
  const failed = start.isError || rid === undefined;
  return (
    <PageContainer>
      <meta name="robots" content="noindex" />
      {!ready ? (
        <ProfileSkeleton label="" />
      ) : failed ? (
        <>
          <PageTitle title={t('open_failed_title')} />
          <ProfileMessage
            title={t('open_failed_title')}
            text={start.isError ? errorText(start.error, t) : t('not_found_text')}
          >
            <Link to={back} className={buttonClasses({ variant: 'secondary' })}>
              {t('back_to_venue')}
            </Link>
          </ProfileMessage>
        </>
      ) : (
        <ProfileSkeleton label={t('opening')} />
      )}
    </PageContainer>
  );
}
