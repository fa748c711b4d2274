import { Button } from '@web/components/ui/button';
import { RichText } from '@web/components/ui/rich-text';
import { parseRichText } from '@web/lib/rich-text';
import { Send } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestStage } from '../api/stage-requests';
import { StagePeriodFields, useStagePeriodForm } from './stage-period-fields';

/**
 * The stage booking form (spec doc 2 section 2, restaurant/view/stage): the venue's stage information,
 * two calendars from today, and the send button, offered only once the start is before the end; until
 * then the chef is asked to choose the days.
 */
export function StageBookingForm({
  venue,
}: {
  venue: { id: number; name: string; stageinfo: string; language?: string | null };
}) {
  const { t } = useTranslation('applications');
  const form = useStagePeriodForm();
  const request = useRequestStage();
  const info = useMemo(() => parseRichText(venue.stageinfo), [venue.stageinfo]);

  if (request.isSuccess)
    return (
      <div role="status" className="rounded-2xl border border-stone-200 bg-white p-5 text-stone-800">
        {t('stage.sent', { name: venue.name })}
      </div>
    );

  return (
    <form
      noValidate
      className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5"
      onSubmit={form.onSubmit((period) =>
        request.mutate({ restaurant: venue.id, ...period }, { onError: form.failed }),
      )}
    >
      {info.length ? (
        <section aria-labelledby="stage-info-title" className="flex flex-col gap-2">
          <h2 id="stage-info-title" className="text-lg font-bold text-stone-900">
            {t('stage.info_title')}
          </h2>
          <RichText nodes={info} lang={venue.language ?? undefined} />
        </section>
      ) : null}
      <StagePeriodFields form={form} />
      {form.sendable ? null : <p className="text-sm text-stone-700">{t('stage.choose_days')}</p>}
      <div>
        <Button type="submit" disabled={!form.sendable} loading={request.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {t('stage.send')}
        </Button>
      </div>
    </form>
  );
}
