// The applications feature's query keys: the one module of it other features may import (eslint.config.js).

/** Query keys of the applications feature start with this. */
export const applicationsKey = ['applications'] as const;

/**
 * offer/chef/applied for one chef and these offers (ids joined by commas), which the offer page and the
 * feed ask (components/offers/use-applied-offers.ts): under the applications' key, so applying or
 * withdrawing reads it again.
 */
export const appliedOffersKey = (account: number, offerIds: string) =>
  [...applicationsKey, 'applied', account, offerIds] as const;
