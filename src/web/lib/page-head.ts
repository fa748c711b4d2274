import { languages } from '@shared/i18n/languages';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { switchLanguagePath } from './language-path';
import { usePageTitle } from './page-title';

export interface PageHead {
  title: string;
  description: string;
}

/** The alternates of a page: the same path in every language, plus x-default (English). */
export function alternateLinks(origin: string, pathname: string): { hreflang: string; href: string }[] {
  const links = languages.map((language) => ({
    hreflang: language,
    href: origin + switchLanguagePath({ pathname }, language),
  }));
  return [...links, { hreflang: 'x-default', href: origin + switchLanguagePath({ pathname }, 'en') }];
}

function setMeta(name: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * Title, meta description, canonical and hreflang alternates of a public page (issue 3 item 2), so
 * search engines list each language's version. The elements are replaced when the page changes.
 */
export function usePageHead({ title, description }: PageHead): void {
  usePageTitle(title);
  const { pathname } = useLocation();
  useEffect(() => {
    setMeta('description', description);
    document.head.querySelectorAll('link[data-page-head]').forEach((link) => link.remove());
    const origin = window.location.origin;
    const add = (attributes: Record<string, string>) => {
      const link = document.createElement('link');
      for (const [key, value] of Object.entries(attributes)) link.setAttribute(key, value);
      link.setAttribute('data-page-head', '');
      document.head.appendChild(link);
    };
    add({ rel: 'canonical', href: origin + pathname });
    for (const { hreflang, href } of alternateLinks(origin, pathname))
      add({ rel: 'alternate', hreflang, href });
    return () => document.head.querySelectorAll('link[data-page-head]').forEach((link) => link.remove());
  }, [description, pathname]);
}
