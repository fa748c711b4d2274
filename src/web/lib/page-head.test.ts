import { describe, expect, it } from 'vitest';
import { alternateLinks } from './page-head';

describe('alternateLinks', () => {
  it('lists the page in every language and English as x-default', () => {
    expect(alternateLinks('https://brigade.example', '/fr/faqs/chef')).toEqual([
      { hreflang: 'en', href: 'https://brigade.example/en/faqs/chef' },
      { hreflang: 'es', href: 'https://brigade.example/es/faqs/chef' },
      { hreflang: 'fr', href: 'https://brigade.example/fr/faqs/chef' },
      { hreflang: 'pt', href: 'https://brigade.example/pt/faqs/chef' },
      { hreflang: 'x-default', href: 'https://brigade.example/en/faqs/chef' },
    ]);
  });
});
