import type { StageAcceptInput, StageRescheduleInput } from '@shared/contracts/applications';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The calls behind a venue's moves on its applicants: by default the venue's own (stage/accept,
 * stage/reschedule, stage/rejectAccepted, offer/applicant), after which the applications are read again.
 * The back office's recruitment service makes the same moves for a venue with its own calls
 * (admin.recruitment.*, docs/decisions/056) and reads its own lists again: it hands the applicants list
 * and its dialogs these, so both pages share one card, one accept dialog and one new-date dialog.
 */
export interface VenueMoveCalls {
  /** Agrees one of the chef's dates, with hours, kind and message. */
  accept: (input: StageAcceptInput) => Promise<unknown>;
  /** Proposes another date in place of the open one. */
  propose: (input: StageRescheduleInput) => Promise<unknown>;
  /** Calls off the agreed trial: the date's id. */
  takeBack: (stageId: number) => Promise<unknown>;
  /** Turns the applicant down: the application's id. */
  reject: (applicationId: number) => Promise<unknown>;
  /** What is read again after a move. */
  refresh: (queryClient: QueryClient) => Promise<unknown>;
}
