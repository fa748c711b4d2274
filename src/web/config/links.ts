/**
 * External links of the footer (spec doc 1 section 2: native app store links and social links).
 * Replace with the real store listings and social accounts before launch; nothing else refers to them.
 */
export const appStoreLinks = {
  appStore: 'https://apps.apple.com/app/brigade',
  googlePlay: 'https://play.google.com/store/apps/details?id=app.brigade',
} as const;

/** Keys follow the spec's socialNetworks list: fb, tw, in, ig. */
export const socialLinks = {
  fb: { label: 'Facebook', href: 'https://www.facebook.com/brigade.app' },
  tw: { label: 'X', href: 'https://x.com/brigade_app' },
  in: { label: 'LinkedIn', href: 'https://www.linkedin.com/company/brigade-app' },
  ig: { label: 'Instagram', href: 'https://www.instagram.com/brigade.app' },
} as const;
