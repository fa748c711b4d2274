import {
  stageRequestMoves,
  stageRequestStatus,
  type StageRequestMove,
} from '@shared/applications/stage-requests';
import type { StageRequestView } from '@shared/contracts/stage-requests';
import { paths } from '@shared/paths';
import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ListFailed, ListLoading } from '@web/components/ui/list-states';
import { useOverlay, useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { formatDay } from '@web/lib/format';
import type { Language } from '@shared/i18n/languages';
import { CalendarClock, Check, Undo2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAnswerStage, useChefAnswerStage, useWithdrawStage } from '../api/stage-requests';
import { ConfirmAction } from './confirm-action';

/** "12 Mar 2027 – 20 Mar 2027" in the reader's language. */
export function periodText(period: { date: string; ends: string }, language: Language) {
  return `${formatDay(period.date, language)} – ${formatDay(period.ends, language)}`;
}

const statusKey: Record<number, string> = {
  [stageRequestStatus.waitingForVenue]: 'waiting_venue',
  [stageRequestStatus.waitingForChef]: 'waiting_chef',
  [stageRequestStatus.accepted]: 'accepted',
  [stageRequestStatus.declinedByVenue]: 'declined_venue',
  [stageRequestStatus.declinedByChef]: 'declined_chef',
  [stageRequestStatus.withdrawnByChef]: 'withdrawn',
};

/**
 * A side's stage requests (docs/decisions/052), newest first: the period asked, the one proposed, the
 * state, and the moves open to the reader (the state module's `stageRequestMoves`): a premium venue
 * accepts, proposes another or declines; the chef accepts or declines a proposal, and withdraws a request
 * still open.
 */
export function StageRequestList({
  side,
  query,
  canAnswer = true,
}: {
  side: 'chef' | 'restaurant';
  query: { data?: StageRequestView[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** A free venue reads its requests without answering them (D5). */
  canAnswer?: boolean;
}) {
  const { t } = useTranslation('applications');
  if (query.isPending) return <ListLoading label={t('list.loading')} rowClassName="h-24 rounded-2xl" />;
  if (query.isError || !query.data)
    return (
      <ListFailed
        text={t('stage.load_failed')}
        retry={t('list.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0) return <p className="text-stone-800">{t(`stage.empty_${side}`)}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {query.data.map((request) => (
        <StageRequestCard key={request.id} request={request} side={side} canAnswer={canAnswer} />
      ))}
    </ul>
  );
}

function StageRequestCard({
  request,
  side,
  canAnswer,
}: {
  request: StageRequestView;
  side: 'chef' | 'restaurant';
  canAnswer: boolean;
}) {
  const { t } = useTranslation('applications');
  const { language } = useScreen();
  // A free venue reads its requests without answering them (D5).
  const moves = side === 'restaurant' && !canAnswer ? [] : stageRequestMoves(side, request.status);
  const other =
    side === 'restaurant' ? (
      <Link to={paths.chefView(language, request.chef.id, request.chef.slug)} className="hover:underline">
        {request.chef.name}
      </Link>
    ) : (
      <Link
        to={paths.restaurantView(language, request.restaurant.id, request.restaurant.slug)}
        className="hover:underline"
      >
        {request.restaurant.name}
      </Link>
    );
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-stone-900">{other}</h3>
        <Badge>{t(`stage.status.${statusKey[request.status] ?? 'waiting_venue'}`)}</Badge>
      </div>
      <p className="text-stone-800">
        {t('stage.asked')}: {periodText(request, language)}
      </p>
      {request.proposed ? (
        <p className="text-stone-800">
          {t('stage.proposed')}: {periodText(request.proposed, language)}
        </p>
      ) : null}
      {moves.length > 0 ? <Answers request={request} side={side} moves={moves} /> : null}
    </li>
  );
}

/**
 * The moves open to the reader: accept and decline, with the venue's "propose other days" between, and
 * the chef's withdrawal, which asks first.
 */
function Answers({
  request,
  side,
  moves,
}: {
  request: StageRequestView;
  side: 'chef' | 'restaurant';
  moves: StageRequestMove[];
}) {
  const { t } = useTranslation('applications');
  const { t: tc } = useTranslation();
  const { openDialog } = useOverlay();
  const venueAnswer = useAnswerStage();
  const chefAnswer = useChefAnswerStage();
  const withdraw = useWithdrawStage();
  const answer = side === 'restaurant' ? venueAnswer : chefAnswer;
  const send = (action: 'accept' | 'decline') =>
    side === 'restaurant'
      ? venueAnswer.mutate({ id: request.id, action })
      : chefAnswer.mutate({ id: request.id, action });
  const busy = (action: 'accept' | 'decline') => answer.isPending && answer.variables?.action === action;
  const error = answer.error ?? withdraw.error;
  return (
    <div className="flex flex-col gap-2">
      {error ? <Alert>{errorText(error, tc)}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        {moves.includes('accept') ? (
          <Button loading={busy('accept')} onClick={() => send('accept')}>
            <Check aria-hidden="true" className="size-4" />
            {t(side === 'restaurant' ? 'stage.accept' : 'stage.accept_proposal')}
          </Button>
        ) : null}
        {moves.includes('propose') ? (
          <Button
            variant="secondary"
            onClick={() => openDialog('proposestage', { id: request.id, chefName: request.chef.name })}
          >
            <CalendarClock aria-hidden="true" className="size-4" />
            {t('stage.propose')}
          </Button>
        ) : null}
        {moves.includes('decline') ? (
          <Button variant="secondary" loading={busy('decline')} onClick={() => send('decline')}>
            <X aria-hidden="true" className="size-4" />
            {t(side === 'restaurant' ? 'stage.decline' : 'stage.decline_proposal')}
          </Button>
        ) : null}
        {moves.includes('withdraw') ? (
          <ConfirmAction
            label={t('stage.withdraw')}
            accessibleName={t('stage.withdraw_named', { name: request.restaurant.name })}
            question={t('stage.withdraw_confirm')}
            yes={t('stage.withdraw_yes')}
            cancel={t('list.cancel')}
            pending={withdraw.isPending}
            onConfirm={() => withdraw.mutate({ id: request.id })}
            icon={<Undo2 aria-hidden="true" className="size-4" />}
          />
        ) : null}
      </div>
    </div>
  );
}
