import type { SkippedChef, SubscribeOutput } from '@shared/contracts/applications';
import type { OfferCard } from '@shared/contracts/offers';
import { paths } from '@shared/paths';
import { OfferAsks } from '@web/components/offers/offer-asks';
import { useSelection } from '@web/components/selection/use-selection';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Dialog, DialogActions } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { useScreen, type DialogComponentProps } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { useSessionUser } from '@web/lib/session';
import { isPremium } from '@shared/states';
import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { skippedOfRefusal, useLiveOffers, useSendOffer } from '../api/send-offer';
import type { ChefToSendTo } from '../dialogs';

/**
 * The send-offer dialog (spec doc 2 sections 6 and 7, D5, D9): a premium venue picks one of its live
 * offers (every venue's of the account, with what each asks of chefs) and sends it to the chefs it was
 * opened with, up to 10: from the selection panel of find chefs, or one chef's page. The answer says
 * how many received it and, for each chef who did not, why (already has it, not available, outside the
 * offer's audience); the selection then loses those who received it. When nobody could receive it, the
 * refusal names each chef's reason the same way, and another offer may be picked. Once something was
 * sent, the dialog completes with the answer however it is closed.
 */
export default function SendOfferDialog({ data, close, complete }: DialogComponentProps<'sendoffer'>) {
  const { t } = useTranslation('applications');
  const { user } = useSessionUser();
  const [sent, setSent] = useState<SubscribeOutput | null>(null);

  // Logged out in the meantime (another tab), or no longer a premium venue: nothing to send from.
  const allowed = user?.type === 'restaurant' && isPremium(user);
  useEffect(() => {
    if (user === null || (user && !allowed)) close();
  }, [user, allowed, close]);

  return (
    <Dialog
      open
      // Once sent, closing hands the result back however the dialog is closed: the opener reads the
      // chefs again (now invited).
      onOpenChange={(isOpen) => {
        if (!isOpen) {
          if (sent) complete(sent);
          else close();
        }
      }}
      title={sent ? t('send.sent_title') : t('send.title')}
      description={sent ? undefined : t('send.intro', { count: data.chefs.length })}
      sheet
    >
      {sent ? (
        <Sent result={sent} chefs={data.chefs} onClose={() => complete(sent)} />
      ) : user && allowed ? (
        <Picker
          venueIds={user.profiles
            .filter((venue) => venue.active === 1 && venue.approved === '1')
            .map((venue) => venue.id)}
          chefs={data.chefs}
          fromSelection={data.fromSelection === true}
          close={close}
          onSent={setSent}
        />
      ) : null}
    </Dialog>
  );
}

function Picker({
  venueIds,
  chefs,
  fromSelection,
  close,
  onSent,
}: {
  venueIds: number[];
  chefs: ChefToSendTo[];
  fromSelection: boolean;
  close: () => void;
  onSent: (result: SubscribeOutput) => void;
}) {
  const { t } = useTranslation('applications');
  const { t: tc } = useTranslation();
  const { language } = useScreen();
  const offers = useLiveOffers(venueIds);
  const send = useSendOffer();
  const selection = useSelection('chefs');
  const [picked, setPicked] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; skipped: SkippedChef[] | null } | null>(null);
  const list = useMemo(() => offers.data ?? [], [offers.data]);
  // One live offer: it is the one to send.
  const chosen = picked ?? (list.length === 1 ? list[0]!.id : null);
  const legendId = useId();

  if (venueIds.length > 0 && offers.isPending)
    return (
      <div className="flex flex-col gap-3" role="status" aria-label={t('send.loading')}>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  if (offers.isError)
    return (
      <div className="flex flex-col gap-4">
        <Alert>{t('send.load_error')}</Alert>
        <Button className="self-start" onClick={() => void offers.refetch()}>
          {t('send.retry')}
        </Button>
      </div>
    );
  if (list.length === 0)
    return (
      <div className="flex flex-col gap-4">
        <p className="text-stone-900">{t('send.no_offers')}</p>
        <DialogActions className="flex flex-col gap-2 lg:flex-row lg:justify-end">
          <Button variant="secondary" onClick={close}>
            {t('send.cancel')}
          </Button>
          <Link to={paths.restaurantOffers(language)} onClick={close} className={buttonClasses()}>
            {t('send.to_offers')}
          </Link>
        </DialogActions>
      </div>
    );

  const submit = async () => {
    if (chosen === null) {
      setMissing(true);
      return;
    }
    setRefusal(null);
    try {
      const result = await send.mutateAsync({ oid: chosen, chefIds: chefs.map((chef) => chef.id) });
      if (fromSelection) for (const made of result.applications) selection.remove(made.cid);
      onSent(result);
    } catch (error) {
      setRefusal({ message: errorText(error, tc), skipped: skippedOfRefusal(error) });
    }
  };
  const manyVenues = new Set(list.map((offer) => offer.rid)).size > 1;

  return (
    <form
      noValidate
      className="flex min-h-full flex-1 flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-stone-700">
        {t('send.to', { names: chefs.map((chef) => chef.name).join(', ') })}
      </p>
      {refusal ? (
        <Alert>
          <p>{refusal.message}</p>
          {refusal.skipped ? <SkippedList skipped={refusal.skipped} chefs={chefs} /> : null}
        </Alert>
      ) : null}
      <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
        <legend id={legendId} className="mb-1 text-base font-semibold text-stone-900">
          {t('send.offers_legend')}
        </legend>
        {list.map((offer) => (
          <OfferChoice
            key={offer.id}
            offer={offer}
            checked={chosen === offer.id}
            showVenue={manyVenues}
            onPick={() => {
              setPicked(offer.id);
              setMissing(false);
              setRefusal(null);
            }}
          />
        ))}
        {missing ? (
          <p role="alert" className="text-sm font-medium text-danger-600">
            {t('send.offer_required')}
          </p>
        ) : null}
      </fieldset>
      <DialogActions className="mt-auto grid grid-cols-2 gap-2 lg:flex lg:flex-row lg:justify-end">
        <Button variant="secondary" onClick={close}>
          {t('send.cancel')}
        </Button>
        <Button type="submit" loading={send.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {t('send.send')}
        </Button>
      </DialogActions>
    </form>
  );
}

function OfferChoice({
  offer,
  checked,
  showVenue,
  onPick,
}: {
  offer: OfferCard;
  checked: boolean;
  showVenue: boolean;
  onPick: () => void;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-200 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
      <input
        type="radio"
        name="send-offer"
        value={offer.id}
        checked={checked}
        onChange={onPick}
        className="mt-1 size-4 shrink-0 accent-brand-700"
      />
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold break-words text-stone-900">{offer.name}</span>
        {showVenue ? <span className="text-sm text-stone-700">{offer.restaurant.name}</span> : null}
        <OfferAsks audience={offer.restaurant.audience} undeclared={[]} className="mt-1" />
      </span>
    </label>
  );
}

/** Each chef who did not receive the offer, by name, with why in words. */
function SkippedList({ skipped, chefs }: { skipped: SkippedChef[]; chefs: ChefToSendTo[] }) {
  const { t } = useTranslation('applications');
  const nameOf = (cid: number) => chefs.find((chef) => chef.id === cid)?.name ?? `#${cid}`;
  return (
    <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm">
      {skipped.map((chef) => (
        <li key={chef.cid}>
          {t('send.skipped_line', { name: nameOf(chef.cid), reason: t(skipReasonKey(chef)) })}
        </li>
      ))}
    </ul>
  );
}

/** The text of a chef's reason; outside the audience names the parts that leave the chef out. */
function skipReasonKey(chef: SkippedChef): string {
  if (chef.reason !== 'outside_audience') return `send.reason_${chef.reason}`;
  const parts = chef.parts ?? [];
  if (parts.length === 1) return `send.reason_outside_${parts[0]}`;
  return parts.length > 1 ? 'send.reason_outside_both' : 'send.reason_outside_audience';
}

function Sent({
  result,
  chefs,
  onClose,
}: {
  result: SubscribeOutput;
  chefs: ChefToSendTo[];
  onClose: () => void;
}) {
  const { t } = useTranslation('applications');
  const skipped = result.skipped ?? result.already.map((cid) => ({ cid, reason: 'already' as const }));
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="flex items-start gap-2 text-stone-900">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
        <span>{t('send.sent', { count: result.applications.length })}</span>
      </p>
      {skipped.length > 0 ? (
        <section aria-labelledby="send-offer-skipped">
          <h3 id="send-offer-skipped" className="text-sm font-semibold text-stone-900">
            {t('send.skipped_title', { count: skipped.length })}
          </h3>
          <div className="text-stone-800">
            <SkippedList skipped={skipped} chefs={chefs} />
          </div>
        </section>
      ) : null}
      <DialogActions>
        <Button onClick={onClose}>{t('send.close')}</Button>
      </DialogActions>
    </div>
  );
}
