/**
 * External links of the footer and the contact page (spec doc 1 section 2: native app store links and
 * social links). Set at build time (VITE_* variables, README "Configuration"): a link that is not set, or
 * is not an http(s) address, is not shown, so the pages never advertise an app or account that does not
 * exist.
 */
import { socialNetworkValues, type SocialNetwork } from '@shared/reference/social-networks';

export interface ExternalLink<Id extends string = string> {
  id: Id;
  href: string;
}

export interface SocialLink extends ExternalLink<SocialNetwork> {
  /** Brand names, the same in every language. */
  label: string;
}

export type LinkEnv = Partial<Record<string, string | boolean | undefined>>;

const storeVariables = [
  { id: 'appStore', variable: 'VITE_APP_STORE_URL' },
  { id: 'googlePlay', variable: 'VITE_GOOGLE_PLAY_URL' },
] as const;

/** One per network of the spec's socialNetworks list, shown in the list's order. */
const socialVariables: Readonly<Record<SocialNetwork, { label: string; variable: string }>> = {
  fb: { label: 'Facebook', variable: 'VITE_SOCIAL_FACEBOOK_URL' },
  tw: { label: 'X', variable: 'VITE_SOCIAL_X_URL' },
  in: { label: 'LinkedIn', variable: 'VITE_SOCIAL_LINKEDIN_URL' },
  ig: { label: 'Instagram', variable: 'VITE_SOCIAL_INSTAGRAM_URL' },
};

/** The value as an absolute http(s) address, or undefined when unset, blank or anything else. */
function webAddress(value: string | boolean | undefined): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The links a build's environment sets, in display order; unset ones are left out. */
export function readLinks(env: LinkEnv): {
  appStores: ExternalLink<'appStore' | 'googlePlay'>[];
  socialLinks: SocialLink[];
} {
  return {
    appStores: storeVariables.flatMap(({ id, variable }) => {
      const href = webAddress(env[variable]);
      return href ? [{ id, href }] : [];
    }),
    socialLinks: socialNetworkValues.flatMap((id) => {
      const { label, variable } = socialVariables[id];
      const href = webAddress(env[variable]);
      return href ? [{ id, label, href }] : [];
    }),
  };
}

export const { appStores, socialLinks } = readLinks(import.meta.env);
