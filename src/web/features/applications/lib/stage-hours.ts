import { endsNextDay } from '@shared/reference/dates';
import type { TFunction } from 'i18next';

/**
 * The hours of a date as the lists and calendars show them: "19:00 to 23:00", "22:30 to 01:15 the next
 * day" for a shift past midnight, the start alone, or "no time".
 */
export function stageHours(
  t: TFunction<'applications'>,
  stage: { start: string | null; end: string | null },
): string {
  if (!stage.start) return t('list.no_time');
  if (!stage.end) return stage.start;
  return t(endsNextDay(stage.start, stage.end) ? 'list.time_range_next_day' : 'list.time_range', {
    start: stage.start,
    end: stage.end,
  });
}
