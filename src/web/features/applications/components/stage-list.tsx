import type { StageView } from '@shared/contracts/applications';
import { applicationTypeLabels } from '@shared/reference/application-types';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { useScreen } from '@web/lib/device';
import { formatDay } from '@web/lib/format';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { stageHours } from '../lib/stage-hours';

const tones: Record<StageView['status'], BadgeTone> = {
  Proposed: 'neutral',
  Accepted: 'success',
  Rejected: 'warning',
  Cancelled: 'neutral',
};

/**
 * The dates of an application (spec doc 1 and doc 2 "Stage"), by date and time: the day, the hours or
 * "no time", the kind (trial, interview, call), who proposed it and its state. The reader's own dates
 * say "by you"; a reader of neither side (`null`: staff) reads which side proposed each.
 */
export function StageList({ stages, reader }: { stages: StageView[]; reader: 'chef' | 'restaurant' | null }) {
  const { t } = useTranslation('applications');
  const { language } = useScreen();
  if (stages.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-stone-700">{t('list.dates')}</h4>
      <ul className="flex flex-col gap-1.5">
        {stages.map((stage) => (
          <li key={stage.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-800">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            <time dateTime={stage.date} className="font-semibold">
              {formatDay(stage.date, language)}
            </time>
            <span>{stageHours(t, stage)}</span>
            <span>{applicationTypeLabels[stage.typeid][language]}</span>
            <span className="text-stone-600">
              {t(stage.proposedby === reader ? 'list.by_you' : `list.by_${stage.proposedby}`)}
            </span>
            <Badge tone={tones[stage.status]}>{t(`list.stage_status.${stage.status}`)}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
