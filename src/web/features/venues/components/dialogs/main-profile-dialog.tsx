import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { paths } from '@shared/paths';
import { useOverlay, type DialogComponentProps } from '@web/lib/device';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { setMainVenue } from '../../api/save-venue';
import { venueChoices } from '../../lib/dialog-payloads';
import { useVenueSave, VenueGate, type VenueContext } from './venue-dialog-kit';

/**
 * Switch the main restaurant (spec doc 2 sections 2 and 4): the account's venues, the main one marked
 * and those in review or hidden said so; choosing one makes it the main venue (profile/setmainprofile),
 * stores the returned user and goes to the restaurant profile home. Adding a venue starts from here too.
 */
export default function MainProfileDialog({ close }: DialogComponentProps<'mainprofile'>) {
  return (
    <VenueGate rid={0} close={close}>
      {(context) => <MainProfileBody {...context} close={close} />}
    </VenueGate>
  );
}

function MainProfileBody({ t, language, user, close }: VenueContext & { close: () => void }) {
  const { openDialog } = useOverlay();
  const navigate = useNavigate();
  const { run, formError } = useVenueSave(t);
  const [choosing, setChoosing] = useState<number | null>(null);

  const choose = async (rid: number) => {
    setChoosing(rid);
    const saved = await run(
      () => setMainVenue(rid),
      () => false,
    );
    setChoosing(null);
    if (saved === false) return;
    close();
    void navigate(paths.restaurantHome(language));
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={t('dialogs.main.title')}
      description={t('dialogs.main.intro')}
    >
      <div className="flex flex-col gap-4">
        {formError ? <Alert>{formError}</Alert> : null}
        <ul className="flex flex-col gap-2">
          {venueChoices(user).map((venue) => (
            <li
              key={venue.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-stone-200 p-3"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <span className="font-semibold break-words text-stone-900">{venue.name}</span>
                <span className="flex flex-wrap gap-1">
                  {venue.main ? <Badge tone="brand">{t('dialogs.main.is_main')}</Badge> : null}
                  {venue.approved === '0' ? (
                    <Badge tone="warning">{t('dialogs.main.in_review')}</Badge>
                  ) : null}
                  {venue.active ? null : <Badge>{t('dialogs.main.hidden')}</Badge>}
                </span>
              </div>
              {venue.main ? null : (
                <Button
                  variant="secondary"
                  loading={choosing === venue.id}
                  disabled={choosing !== null}
                  aria-label={t('dialogs.main.choose_named', { name: venue.name })}
                  onClick={() => void choose(venue.id)}
                >
                  {t('dialogs.main.choose')}
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Button
          variant="ghost"
          className="self-start"
          onClick={() => openDialog('restaurantabout', { rid: 0 })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('dialogs.main.add')}
        </Button>
      </div>
    </Dialog>
  );
}
