import { describe, expect, it } from 'vitest';
import { socialNetworkValues } from '@shared/reference/social-networks';
import { readLinks } from './links';

describe('external links (build-time configuration)', () => {
  it('shows nothing when nothing is set: no app or social account is advertised', () => {
    expect(readLinks({})).toEqual({ appStores: [], socialLinks: [] });
  });

  it('keeps only the links that are set, in display order', () => {
    const links = readLinks({
      VITE_GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=app.brigade',
      VITE_SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/brigade.app',
      VITE_SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/brigade.app',
    });
    expect(links.appStores).toEqual([
      { id: 'googlePlay', href: 'https://play.google.com/store/apps/details?id=app.brigade' },
    ]);
    expect(links.socialLinks).toEqual([
      { id: 'fb', label: 'Facebook', href: 'https://www.facebook.com/brigade.app' },
      { id: 'ig', label: 'Instagram', href: 'https://www.instagram.com/brigade.app' },
    ]);
  });

  it('leaves out blank values and anything that is not an http(s) address', () => {
    const links = readLinks({
      VITE_APP_STORE_URL: '   ',
      VITE_GOOGLE_PLAY_URL: 'javascript:alert(1)',
      VITE_SOCIAL_X_URL: 'x.com/brigade',
      VITE_SOCIAL_LINKEDIN_URL: ' https://www.linkedin.com/company/brigade-app ',
    });
    expect(links.appStores).toEqual([]);
    expect(links.socialLinks).toEqual([
      { id: 'in', label: 'LinkedIn', href: 'https://www.linkedin.com/company/brigade-app' },
    ]);
  });

  it('can link every network of the socialNetworks reference list, in its order', () => {
    const links = readLinks({
      VITE_SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/brigade.app',
      VITE_SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/brigade-app',
      VITE_SOCIAL_X_URL: 'https://x.com/brigade_app',
      VITE_SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/brigade.app',
    });
    expect(links.socialLinks.map((link) => link.id)).toEqual([...socialNetworkValues]);
  });
});
