/**
 * Where the offer reads of the public pages live (name, method, path), without their schemas: the
 * declarations in offers.ts spread these, and the public offer page calls them through `apiRead`
 * (src/web/lib/api-client.ts) so its first load carries no validation library (the 150 KB budget).
 * Types come from offers.ts with `import type`, which leaves no code behind.
 */
export const offerShowRoute = { name: 'offer.show', method: 'GET', path: '/api/offer/show' } as const;
export const offerRelatedRoute = {
  name: 'offer.related',
  method: 'POST',
  path: '/api/offer/related',
} as const;
export const offersInRoute = { name: 'offers.in', method: 'POST', path: '/api/offers/in' } as const;
