import { accountCalls } from './accounts';
import { adminCalls } from './admin';
import { adminReportCalls } from './admin-reports';
import { adminInboxCalls } from './admin-inbox';
import { adminRecruitmentCalls, offerRecruitment } from './admin-recruitment';
import { applicationCalls } from './applications';
import { calendarCalls } from './calendar';
import type { CallDeclaration } from './call';
import { chefCvCalls } from './chef-cv';
import { chefProfileCalls } from './chef-profiles';
import { contactCalls } from './contact';
import { placeCalls } from './places';
import { mediaCalls } from './media';
import { messagingCalls } from './messaging';
import { moderationCalls } from './moderation';
import { notificationCalls } from './notifications';
import { offerGuruCalls } from './offer-guru';
import { offerCalls } from './offers';
import { ownDataCalls } from './own-data';
import { referenceCalls } from './reference';
import { searchCalls } from './search';
import { stageRequestCalls } from './stage-requests';
import { systemCalls } from './system';
import { venueCalls } from './venues';

/**
 * Every call of the API. The server registers exactly these (a route without a declaration fails the
 * docs test), and the OpenAPI document lists them. A feature adds its calls' list here.
 */
export const allCalls: readonly CallDeclaration[] = [
  ...systemCalls,
  ...accountCalls,
  ...ownDataCalls,
  ...referenceCalls,
  ...contactCalls,
  ...placeCalls,
  ...mediaCalls,
  ...moderationCalls,
  ...chefProfileCalls,
  ...chefCvCalls,
  ...venueCalls,
  ...offerGuruCalls,
  ...offerCalls,
  ...searchCalls,
  ...notificationCalls,
  ...applicationCalls,
  ...calendarCalls,
  ...stageRequestCalls,
  ...messagingCalls,
  ...adminCalls,
  ...adminReportCalls,
  ...adminInboxCalls,
  ...adminRecruitmentCalls,
  offerRecruitment,
];
