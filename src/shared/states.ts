/**
 * The states the spec sends as numbers (documents 1 and 2, section 3), named once for the server, the
 * web and the tests. Lint refuses a bare number compared with one of these fields anywhere else
 * (eslint.config.js, `stateFieldNames`). Application states and their moves are in
 * applications/state.ts.
 */

/** An offer's `status`: published, or paused by its venue (doc 2 "Offer"). */
export const offerStatus = { paused: 0, active: 1 } as const;

/**
 * Staff moderation of offers, venues and chef profiles (`approved`, `approvedp`; decisions D6): in review,
 * approved, or rejected with a reason (docs/decisions/053-back-office.md); an edit after a rejection sends
 * it back to review. `suspended`: hidden while its account is suspended, approved again when lifted.
 */
export const approval = { suspended: -2, rejected: -1, inReview: 0, approved: 1 } as const;

/** A restaurant account's `subscription` (decisions D5). */
export const subscription = { free: 0, premium: 1 } as const;

/** A restaurant account's `subscription_status`: whether a request for Premium waits for the team. */
export const subscriptionRequest = { none: 0, requested: 1 } as const;

/** A conversation's `status` (decisions D14): blocked by one side, or open. */
export const conversationStatus = { blocked: 0, open: 1 } as const;

/** A message's `status`: sent, or read by the other side. */
export const messageStatus = { sent: 0, read: 1 } as const;

/** Whether a restaurant account is on Premium. */
export function isPremium(account: { subscription: number } | null | undefined): boolean {
  return account?.subscription === subscription.premium;
}

/** Whether a Premium request waits for the team (and the account is not on Premium yet). */
export function premiumRequested(account: { subscription: number; subscription_status: number }): boolean {
  return !isPremium(account) && account.subscription_status === subscriptionRequest.requested;
}

/** Whether an offer is published (its venue has not paused it). */
export function isActiveOffer(offer: { status: number }): boolean {
  return offer.status === offerStatus.active;
}

/** Whether staff approved it. */
export function isApproved(value: number): boolean {
  return value === approval.approved;
}

/** Whether staff rejected it (and its owner has not edited it since). */
export function isRejected(value: number): boolean {
  return value === approval.rejected;
}

/** Whether a conversation is blocked by one side. */
export function isBlocked(conversation: { status: number }): boolean {
  return conversation.status === conversationStatus.blocked;
}
