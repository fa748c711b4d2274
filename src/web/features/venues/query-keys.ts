// The venues feature's query keys: the one module of it other features may import (eslint.config.js).

/** Every restaurants/show answer kept by the query cache starts with this key. */
export const venuesKey = ['venues'] as const;

/** One venue as a viewer reading in `language` gets it (texts in that language when written). */
export const venueKey = (id: number, language: string) => [...venuesKey, 'show', id, language] as const;
