/**
 * Which feature owns each table (docs/decisions/017-feature-ownership.md). Only the owner's repository
 * reads and writes a table; every other feature goes through the owner's service. An owner without code
 * yet (job-alerts) has its tables ready for its feature. `lib/...` owners are infrastructure that
 * features call through lib. table-owners.test.ts checks the schema, the features' imports and the table
 * in docs/architecture.md against this list.
 */
export const tableOwners = {
  accounts: 'accounts',
  sessions: 'accounts',
  password_resets: 'accounts',
  terms_acceptances: 'accounts',
  membership_requests: 'accounts',
  premium_periods: 'accounts',
  staff_credentials: 'accounts',
  rate_limits: 'lib/rate-limit',
  email_outbox: 'outbox',
  contact_messages: 'contact',
  media: 'media',
  profile_images: 'media',
  chef_profiles: 'chef-profiles',
  chef_experience: 'chef-profiles',
  chef_education: 'chef-profiles',
  chef_languages: 'chef-profiles',
  chef_referrals: 'chef-profiles',
  chef_facet_counts: 'chef-profiles',
  chef_facet_pairs: 'chef-profiles',
  chef_facet_bits: 'chef-profiles',
  restaurant_profiles: 'venues',
  restaurant_schedule: 'venues',
  restaurant_chefs: 'venues',
  restaurant_covers: 'venues',
  restaurant_addresses: 'venues',
  restaurant_emails: 'venues',
  restaurant_phones: 'venues',
  restaurant_social: 'venues',
  offers: 'offers',
  saved_offers: 'offers',
  offer_facet_counts: 'offers',
  offer_facet_bits: 'offers',
  applications: 'applications',
  stages: 'applications',
  application_events: 'applications',
  stage_requests: 'applications',
  calendar_feeds: 'applications',
  sent_cvs: 'chef-cv',
  conversations: 'messaging',
  conversation_hidden: 'messaging',
  messages: 'messaging',
  notifications: 'notifications',
  job_alert_runs: 'job-alerts',
  job_alert_deliveries: 'job-alerts',
  reports: 'moderation',
  blocks: 'moderation',
  staff_actions: 'audit',
  hires: 'recruitment',
  recruitment_fees: 'recruitment',
} as const satisfies Record<string, string>;

/**
 * Lib modules that work on a feature's table as the infrastructure under it (a lib module cannot call a
 * feature's service, which sits above it): the mailer queues and marks the e-mails that the outbox
 * feature shows; the session plugin's request.auth carries the account and session rows (types only).
 */
export const infrastructureTables: Record<string, readonly string[]> = {
  'lib/mailer': ['email_outbox'],
  'lib/auth-context': ['accounts', 'sessions'],
};

/**
 * Modules that read every feature's tables and write none: the access module answers who may do what
 * in one query per check, across venues, offers, applications, conversations and blocks (Immich's access
 * repository does the same; docs/decisions/016-access-rules.md). The search feature
 * (docs/decisions/028-search.md) chooses offers, venues and chef profiles in one query per search, joining
 * across owners for speed, and builds no card itself: the owners' services do. table-owners.test.ts checks
 * they write nothing.
 */
export const readOnlyReaders: readonly string[] = ['access', 'search'];
