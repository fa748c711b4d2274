import { purgeExpiredSessions } from '../features/accounts/sessions.service';
import { purgeOldContactMessages } from '../features/contact/contact.service';
import type { Deps } from '../lib/deps';
import { purgeOldOutbox } from '../lib/mailer';
import { purgeOldRateLimits } from '../lib/rate-limit';
import { defineJob } from './queue';

/**
 * Hourly, once for the whole cluster: what the privacy notice says is deleted (ended sessions,
 * rate-limit counters after a day, visitors' contact messages and CVs and copies of e-mail after 12
 * months).
 */
export function housekeepingJob(deps: Pick<Deps, 'db' | 'storage'>) {
  return defineJob({
    name: 'housekeeping',
    schedule: '0 * * * *',
    retryLimit: 2,
    retryDelaySeconds: 60,
    async run() {
      await Promise.all([
        purgeExpiredSessions(deps.db),
        purgeOldRateLimits(deps.db, 24 * 60 * 60 * 1000),
        purgeOldContactMessages(deps),
        purgeOldOutbox(deps.db),
      ]);
    },
  });
}
