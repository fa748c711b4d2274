import { z } from 'zod';
import type { ReferenceOption } from './options';

/** A venue's social links (spec doc 2 section 3): the values stored for the network. */
export const socialNetworkValues = ['fb', 'tw', 'in', 'ig'] as const;
export type SocialNetwork = (typeof socialNetworkValues)[number];
export const socialNetworkSchema = /* @__PURE__ */ z.enum(socialNetworkValues, { error: 'invalid_value' });

/** Brand names, the same in every language. */
export const socialNetworkLabels: Readonly<Record<SocialNetwork, string>> = {
  fb: 'Facebook',
  tw: 'X (Twitter)',
  in: 'LinkedIn',
  ig: 'Instagram',
};

export const socialNetworkOptions = (): ReferenceOption<SocialNetwork>[] =>
  socialNetworkValues.map((value) => ({ value, label: socialNetworkLabels[value] }));
