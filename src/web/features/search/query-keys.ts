// The search feature's query keys: the one module of it other features may import (eslint.config.js).

/** Every search answer kept by the query cache starts with this key (the feed, the find pages). */
export const searchKey = ['search'] as const;
