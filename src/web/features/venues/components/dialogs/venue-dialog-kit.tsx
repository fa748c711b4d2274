import type { BriefSessionUser } from '@shared/contracts/accounts';
import type { VenueView } from '@shared/contracts/venues';
import type { Language } from '@shared/i18n/languages';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { DialogFormBody, DialogLoading, type DialogFormBodyProps } from '@web/components/ui/dialog-form';
import { cn } from '@web/lib/cn';
import { errorText } from '@web/lib/error-text';
import { usePageNamespace } from '@web/lib/i18n';
import { useSessionUser } from '@web/lib/session';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useVenue, useVenueSaved } from '../../api/venue';

export interface VenueContext {
  t: TFunction<'venue'>;
  language: Language;
  user: BriefSessionUser;
  /** The venue the dialog acts on; undefined when adding one (rid 0). */
  venue: VenueView | undefined;
}

/**
 * What a venue dialog waits for before its form can start with the right values: the `venue` texts,
 * the logged-in restaurant and the venue (with every language of its texts). Meanwhile a skeleton; a
 * venue that cannot be read says so, with a retry.
 */
export function VenueGate({
  rid,
  close,
  children,
}: {
  rid: number;
  close: () => void;
  children: (context: VenueContext) => ReactNode;
}) {
  const { t, ready, i18n } = usePageNamespace('venue');
  const { user } = useSessionUser();
  const venue = useVenue(rid > 0 ? rid : undefined);

  // Logged out in the meantime (another tab), or not a restaurant: nothing to edit.
  useEffect(() => {
    if (user === null || (user && user.type !== 'restaurant')) close();
  }, [user, close]);

  if (ready && user && (rid === 0 || venue.data))
    return children({ t, language: i18n.language as Language, user, venue: venue.data });
  return (
    <DialogLoading
      close={close}
      failed={venue.isError}
      onRetry={() => void venue.refetch()}
      texts={
        ready
          ? {
              title: t('dialogs.loading_title'),
              loading: t('dialogs.loading'),
              error: t('dialogs.load_error'),
              retry: t('dialogs.retry'),
            }
          : null
      }
    />
  );
}

/**
 * A venue dialog's save: runs the call, hands the answer's user to useVenueSaved (the session and the
 * venues are read again); false when it failed: a failure puts the server's issues on their fields
 * (`onIssues`) or shows its message inline.
 */
export function useVenueSave(t: TFunction<'venue'>) {
  const venueSaved = useVenueSaved();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const run = useCallback(
    async (work: () => Promise<BriefSessionUser>, onIssues: (error: unknown) => boolean) => {
      setSaving(true);
      setFormError(null);
      try {
        const user = await work();
        await venueSaved(user);
        return user;
      } catch (error) {
        if (!onIssues(error)) setFormError(errorText(error, t));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [venueSaved, t],
  );

  return { run, saving, formError };
}

/** What the manager asked for with a save button. */
export type VenueSaveIntent = 'save' | 'more';

/**
 * A venue dialog's frame (spec doc 2 section 4 "Forms"): the form, save (closes), save and add more
 * (list items: the form starts again, empty, with a notice), delete for a saved item after a
 * confirmation. A full-height sheet under 1024 px; Escape closes.
 */
export function VenueFormDialog({
  t,
  title,
  description,
  close,
  onSave,
  saving,
  addMore = false,
  ...body
}: Pick<DialogFormBodyProps, 'formError' | 'notice' | 'onDelete' | 'children'> & {
  t: TFunction<'venue'>;
  title: string;
  description?: string;
  close: () => void;
  /** Validates and saves; true when saved. */
  onSave: (intent: VenueSaveIntent) => Promise<boolean>;
  saving: boolean;
  /** A list item: "save and add more" is offered. */
  addMore?: boolean;
}) {
  const save = async (intent: VenueSaveIntent) => {
    if ((await onSave(intent)) && intent === 'save') close();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={title} description={description} sheet>
      <DialogFormBody
        {...body}
        onSubmit={() => void save('save')}
        deleteTexts={{
          delete: t('dialogs.delete'),
          confirm: t('dialogs.delete_confirm'),
          yes: t('dialogs.delete_yes'),
          cancel: t('dialogs.cancel'),
        }}
        onDeleted={close}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {t('dialogs.cancel')}
            </Button>
            {addMore ? (
              <Button variant="secondary" loading={saving} onClick={() => void save('more')}>
                {t('dialogs.save_more')}
              </Button>
            ) : null}
            <Button type="submit" loading={saving} className={cn(addMore && 'col-span-2')}>
              {t('dialogs.save')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
