// The chef profiles feature's query keys: the one module of it other features may import (eslint.config.js).

/** Every chefs/show answer kept by the query cache starts with this key. */
export const chefProfilesKey = ['chef-profiles'] as const;

/** One chef profile as a viewer reading in `language` gets it (texts come in that language when written). */
export const chefProfileKey = (id: number, language: string) =>
  [...chefProfilesKey, 'show', id, language] as const;
