import type { ApplicationEventView } from '@shared/contracts/applications';
import { useScreen } from '@web/lib/device';
import { formatDay, formatShortDate } from '@web/lib/format';
import { useTranslation } from 'react-i18next';
import { stageHours } from '../lib/stage-hours';

/** The moves a card shows: the newest ones, the rest being what led to them. */
const shownMoves = 4;

/**
 * An application's short history (decisions D4, 048), oldest first: who moved ("You", or the other
 * side's name), what they did and the date it concerned, as it was ("You proposed Thu 12 Mar, 11:00 to
 * 15:00 · Casa Lume agreed it"). Only the newest moves when there are many. Staff reading for a side
 * give its name (`ownName`): its moves read under it instead of "You".
 */
export function ApplicationHistory({
  history,
  reader,
  otherName,
  ownName,
}: {
  history: ApplicationEventView[];
  reader: 'chef' | 'restaurant';
  /** The other side's name: the venue's for the chef, the chef's for the venue. */
  otherName: string;
  /** The reader's side's name, when the reader acts for it without being it (staff). */
  ownName?: string;
}) {
  const { t } = useTranslation('applications');
  const { language } = useScreen();
  if (history.length < 2) return null;
  const shown = history.slice(-shownMoves);
  return (
    <details className="group text-sm text-stone-700">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-stone-700">
        {t('history.title', { count: history.length })}
      </summary>
      <ol className="mt-1 flex flex-col gap-1 border-l-2 border-stone-200 pl-3">
        {shown.map((event, index) => {
          const mine = event.by === reader;
          const date = event.date
            ? [formatDay(event.date, language), event.start ? stageHours(t, event) : '']
                .filter(Boolean)
                .join(', ')
            : '';
          return (
            <li key={`${event.at}-${index}`}>
              <time dateTime={event.at} className="text-stone-600">
                {formatShortDate(event.at, language)}
              </time>{' '}
              {ownName !== undefined
                ? t(`history.${event.kind}`, { who: mine ? ownName : otherName, date })
                : t(`history.${event.kind}${mine ? '_you' : ''}`, { who: otherName, date })}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
