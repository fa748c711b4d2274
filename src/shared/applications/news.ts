import type { ApplicationMove } from './state';

/**
 * What the other side of an application is told of each move (a notification, and an e-mail in their
 * language): one kind per thing that happened, whoever did it. The notifications list renders each
 * kind's sentence in the reader's language (`api:notification_{kind}`).
 */
export const applicationNewsKinds = [
  /** A chef applied (or applied again after withdrawing): told to the venue. */
  'application_received',
  /** A venue sent its offer: told to the chef. */
  'offer_received',
  /** The chef took the offer the venue sent, with dates. */
  'offer_taken',
  /** The chef turned down the offer the venue sent, or the date it proposed. */
  'application_declined',
  /** The chef withdrew. */
  'application_withdrawn',
  /** The venue turned the chef down. */
  'application_rejected',
  /** A side proposed another date. */
  'date_proposed',
  /** A side agreed a date: the trial is on. */
  'trial_agreed',
  /** A side took back an agreed trial. */
  'trial_taken_back',
] as const;
export type ApplicationNews = (typeof applicationNewsKinds)[number];

export const newsOfMove: Record<ApplicationMove, ApplicationNews> = {
  chefTakesOffer: 'offer_taken',
  chefRejects: 'application_declined',
  chefWithdraws: 'application_withdrawn',
  venueRejects: 'application_rejected',
  chefReapplies: 'application_received',
  venueAcceptsDate: 'trial_agreed',
  chefAcceptsDate: 'trial_agreed',
  venueProposesDate: 'date_proposed',
  chefProposesDate: 'date_proposed',
  venueTakesBackDate: 'trial_taken_back',
  chefTakesBackDate: 'trial_taken_back',
};

/**
 * What a venue is told when the recruitment service moved one of its applications for it (D5), and when
 * it recorded a hire: the venue did not move, so it reads what the service did, with the chef's name.
 */
export const recruitmentNewsKinds = [
  'recruitment_date_proposed',
  'recruitment_trial_agreed',
  'recruitment_application_rejected',
  'recruitment_trial_taken_back',
  'recruitment_hired',
] as const;
export type RecruitmentNews = (typeof recruitmentNewsKinds)[number];

/** The venue's news of a move the service made for it; none for a move that is not the venue side's. */
export const recruitmentNewsOf: Partial<Record<ApplicationNews, RecruitmentNews>> = {
  date_proposed: 'recruitment_date_proposed',
  trial_agreed: 'recruitment_trial_agreed',
  application_rejected: 'recruitment_application_rejected',
  trial_taken_back: 'recruitment_trial_taken_back',
};
