import { localeOf, type Language } from '@shared/i18n/languages';
import { Button } from '@web/components/ui/button';
import { ListFailed, ListLoading } from '@web/components/ui/list-states';
import { cn } from '@web/lib/cn';
import { formatDay } from '@web/lib/format';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  localToday,
  monthOfDay,
  monthWeeks,
  parseDay,
  parseMonth,
  shiftMonth,
  weekdayNames,
} from '../lib/month';

/**
 * The month and day a calendar page shows, kept in its address (`?month=2026-12&day=2026-12-10`) so
 * that going back, reloading or sharing the link opens the same place. The current month by default,
 * with no day chosen.
 */
export function useCalendarPlace() {
  const [params, setParams] = useSearchParams();
  const day = parseDay(params.get('day'));
  const month = parseMonth(params.get('month')) ?? (day ? monthOfDay(day) : monthOfDay(localToday()));
  const go = (next: { month: string; day?: string }) =>
    setParams(next.day ? { month: next.month, day: next.day } : { month: next.month }, { replace: true });
  return {
    month,
    day: day && monthOfDay(day) === month ? day : undefined,
    showMonth: (next: string) => go({ month: next }),
    showDay: (next: string) => go({ month: monthOfDay(next), day: next }),
  };
}

const monthTitle = (month: string, language: Language) =>
  new Intl.DateTimeFormat(localeOf[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** The bar under a day of an agreed stage, and the legend's sample of it. */
const stageBar = 'h-1 rounded-full';

/**
 * A month calendar (spec doc 1 and doc 2 section 2 "Calendar"): the days with dates are highlighted with
 * their count, the days of agreed stages (docs/decisions/052) underlined with a bar the legend below
 * names, today is marked, and choosing a day shows its dates beside or below. Weeks start on Monday.
 * Each day is a button named with its full date, count and stage, so it reads well aloud.
 */
export function MonthCalendar({
  month,
  selected,
  counts,
  stageDays,
  onMonth,
  onDay,
  language,
}: {
  month: string;
  selected: string | undefined;
  /** How many dates each day of the month holds (days without any are left out). */
  counts: ReadonlyMap<string, number>;
  /** The days of the month within an agreed stage period. */
  stageDays?: ReadonlySet<string>;
  onMonth: (month: string) => void;
  onDay: (day: string) => void;
  language: Language;
}) {
  const { t } = useTranslation('applications');
  const today = localToday();
  const names = weekdayNames(language);
  const title = monthTitle(month, language);
  return (
    <section aria-label={t('calendar.month_label', { month: title })} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          onClick={() => onMonth(shiftMonth(month, -1))}
          aria-label={t('calendar.previous')}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <h2 aria-live="polite" className="text-lg font-bold text-stone-900 first-letter:uppercase">
          {title}
        </h2>
        <Button
          variant="secondary"
          onClick={() => onMonth(shiftMonth(month, 1))}
          aria-label={t('calendar.next')}
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <table className="w-full table-fixed border-separate border-spacing-1">
        <thead>
          <tr>
            {names.map((name) => (
              <th
                key={name.long}
                scope="col"
                abbr={name.long}
                className="truncate pb-1 text-xs font-semibold text-stone-600"
              >
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => {
                if (!day) return <td key={`empty-${index}`} />;
                const count = counts.get(day) ?? 0;
                const isSelected = day === selected;
                const inStage = stageDays?.has(day) ?? false;
                const label =
                  count > 0
                    ? t('calendar.day_with_dates', { day: formatDay(day, language), count })
                    : formatDay(day, language);
                return (
                  <td key={day} className="p-0">
                    <button
                      type="button"
                      onClick={() => onDay(day)}
                      aria-pressed={isSelected}
                      aria-current={day === today ? 'date' : undefined}
                      aria-label={inStage ? t('stage.calendar_day', { label }) : label}
                      className={cn(
                        'relative flex h-11 w-full flex-col items-center justify-center rounded-lg text-sm font-semibold tabular-nums sm:h-14',
                        isSelected
                          ? 'bg-brand-700 text-white'
                          : count > 0
                            ? 'bg-brand-100 text-brand-900 hover:bg-brand-200'
                            : 'text-stone-700 hover:bg-stone-100',
                        day === today && !isSelected && 'ring-2 ring-stone-900 ring-inset',
                      )}
                    >
                      <span aria-hidden="true">{Number(day.slice(8, 10))}</span>
                      {count > 0 ? (
                        <span
                          aria-hidden="true"
                          className={cn(
                            'mt-0.5 size-1.5 rounded-full',
                            isSelected ? 'bg-white' : 'bg-brand-700',
                          )}
                        />
                      ) : null}
                      {inStage ? (
                        <span
                          aria-hidden="true"
                          className={cn(
                            stageBar,
                            'absolute inset-x-1.5 bottom-1',
                            isSelected ? 'bg-white' : 'bg-success-700',
                          )}
                        />
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {stageDays && stageDays.size > 0 ? (
        <p className="flex items-center gap-2 text-sm text-stone-700">
          <span aria-hidden="true" className={cn(stageBar, 'w-5 bg-success-700')} />
          {t('stage.calendar_legend')}
        </p>
      ) : null}
    </section>
  );
}

/**
 * A calendar page's body: the month on the left (on top on phones) and the chosen day's dates beside it.
 * While the month loads its days are plain; when it fails, the reason and a retry take the day's place;
 * a month without dates says so (spec: "no trials").
 */
export function CalendarView({
  place,
  counts,
  stageDays,
  loading,
  failed,
  onRetry,
  language,
  nextDate,
  children,
}: {
  place: ReturnType<typeof useCalendarPlace>;
  counts: ReadonlyMap<string, number>;
  /** The days of the month within an agreed stage period (docs/decisions/052). */
  stageDays?: ReadonlySet<string>;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  language: Language;
  /** The first date from today or the month shown, whichever is later: offered when the month has none. */
  nextDate?: string | null;
  /** The chosen day's panel. */
  children: ReactNode;
}) {
  const { t } = useTranslation('applications');
  let side: ReactNode;
  if (failed)
    side = <ListFailed text={t('calendar.load_failed')} retry={t('list.retry')} onRetry={onRetry} />;
  else if (loading) side = <ListLoading label={t('calendar.loading')} rowClassName="h-24 rounded-2xl" />;
  else
    side = (
      <>
        {counts.size === 0 ? (
          <div className="flex flex-col items-start gap-2">
            <p className="font-semibold text-stone-800">{t('calendar.no_trials')}</p>
            {nextDate && monthOfDay(nextDate) !== place.month ? (
              <Button variant="secondary" onClick={() => place.showDay(nextDate)}>
                {t('calendar.next_date', { day: formatDay(nextDate, language) })}
              </Button>
            ) : null}
          </div>
        ) : null}
        {children}
      </>
    );
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] md:items-start">
      <div className="rounded-2xl border border-stone-200 bg-white p-3 sm:p-4">
        <MonthCalendar
          month={place.month}
          selected={place.day}
          counts={counts}
          {...(stageDays ? { stageDays } : {})}
          onMonth={place.showMonth}
          onDay={place.showDay}
          language={language}
        />
      </div>
      <div className="flex flex-col gap-4">{side}</div>
    </div>
  );
}
