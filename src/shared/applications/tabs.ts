/**
 * The application status codes and the tabs that list them (decisions D4), without the schemas: the
 * pages read them (a value import of the contracts would bring zod into every page), and the contract
 * builds its fields from them. "Pending" means "your move", so the chef's tabs and the venue's tabs read
 * the same code under different names.
 */
export const applicationStatusCodes = {
  waitingForRestaurant: 2,
  waitingForChef: 3,
  accepted: 4,
  rejected: -1,
} as const;
export type ApplicationStatusCode = (typeof applicationStatusCodes)[keyof typeof applicationStatusCodes];

export const applicationTabs = ['pending', 'in-review', 'accepted', 'rejected'] as const;
export type ApplicationTab = (typeof applicationTabs)[number];
export type ApplicationSide = 'chef' | 'restaurant';

/** The code each tab lists, for the chef (doc 1: 3 pending, 2 in review) and for the venue (doc 2). */
export const tabStatus: Record<ApplicationSide, Record<ApplicationTab, ApplicationStatusCode>> = {
  chef: { pending: 3, 'in-review': 2, accepted: 4, rejected: -1 },
  restaurant: { pending: 2, 'in-review': 3, accepted: 4, rejected: -1 },
};

/** The tab that lists a status on one side (an unknown one: pending). */
export function tabOfStatus(side: ApplicationSide, status: number): ApplicationTab {
  return applicationTabs.find((tab) => tabStatus[side][tab] === status) ?? 'pending';
}

/** The tab of a route's segment; none (the base address) is pending, anything else unknown. */
export function tabOfSegment(segment: string | undefined): ApplicationTab | null {
  if (segment === undefined || segment === '') return 'pending';
  return (applicationTabs as readonly string[]).includes(segment) ? (segment as ApplicationTab) : null;
}

/** The counters' field of each tab (doc 2 "Applications counter": pending, review, accepted, rejected). */
export const tabCounter = {
  pending: 'pending',
  'in-review': 'review',
  accepted: 'accepted',
  rejected: 'rejected',
} as const satisfies Record<ApplicationTab, string>;
