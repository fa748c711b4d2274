import type { StageRequestView } from '@shared/contracts/stage-requests';
import { paths } from '@shared/paths';
import { useScreen } from '@web/lib/device';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { periodText } from './stage-request-list';

/** The agreed stage periods of the month shown (docs/decisions/052), under either side's calendar. */
export function CalendarStages({
  stages,
  side,
}: {
  stages: StageRequestView[] | undefined;
  side: 'chef' | 'restaurant';
}) {
  const { t } = useTranslation('applications');
  const { language } = useScreen();
  if (!stages || stages.length === 0) return null;
  return (
    <section aria-labelledby="calendar-stages" className="flex flex-col gap-3">
      <h2 id="calendar-stages" className="text-lg font-bold text-stone-900">
        {t('stage.calendar_title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {stages.map((stage) => (
          <li key={stage.id} className="rounded-2xl border border-stone-200 bg-white p-4 text-stone-800">
            <Link
              to={
                side === 'chef'
                  ? paths.chefStages(language)
                  : paths.restaurantStageRequests(language, stage.restaurant.id)
              }
              className="font-semibold text-stone-900 hover:underline"
            >
              {side === 'chef' ? stage.restaurant.name : stage.chef.name}
            </Link>
            <p>{stage.agreed ? periodText(stage.agreed, language) : periodText(stage, language)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
