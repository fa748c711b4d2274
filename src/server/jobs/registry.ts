import { premiumPeriodsJob } from '../features/accounts/premium.service';
import { trialRemindersJob } from '../features/applications/trial-calendar.service';
import { sendCvJob } from '../features/chef-cv/send-cv.service';
import { recruitmentFeesJob } from '../features/recruitment/recruitment.service';
import type { Deps } from '../lib/deps';
import { housekeepingJob } from './housekeeping';
import type { JobDefinition } from './queue';

/**
 * Every kind of background job the app runs, besides the mailer's delivery job (declared by the mailer,
 * which holds the SMTP connection). A feature adds a job by writing a declaration (defineJob) next to
 * its service and listing it here.
 */
export function appJobs(deps: Deps): JobDefinition[] {
  return [
    housekeepingJob(deps),
    sendCvJob(deps),
    trialRemindersJob(deps),
    premiumPeriodsJob(deps),
    recruitmentFeesJob(deps),
  ];
}
