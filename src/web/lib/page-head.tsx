import { languages } from '@shared/i18n/languages';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { switchLanguagePath } from './language-path';

export const productName = 'Brigade';

/** The alternates of a page: the same path in every language, plus x-default (English). */
export function alternateLinks(origin: string, pathname: string): { hreflang: string; href: string }[] {
  const links = languages.map((language) => ({
    hreflang: language,
    href: origin + switchLanguagePath({ pathname }, language),
  }));
  return [...links, { hreflang: 'x-default', href: origin + switchLanguagePath({ pathname }, 'en') }];
}

/**
 * The document title of a page: "Page · Brigade", or the product name alone. React 19 puts the <title>
 * in the head and takes it away with the page.
 */
export function PageTitle({ title }: { title: string | null | undefined }) {
  return <title>{title ? `${title} · ${productName}` : productName}</title>;
}

/**
 * Title, meta description, canonical and hreflang alternates of a public page (issue 3 item 2), so
 * search engines list each language's version. Rendered where the page is (React 19 hoists them into
 * the head), so they come and go with it.
 */
export function PageHead({ title, description }: { title: string; description: string }) {
  const { pathname } = useLocation();
  const origin = window.location.origin;
  return (
    <>
      <PageTitle title={title} />
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={origin + pathname} />
      {alternateLinks(origin, pathname).map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
    </>
  );
}

/** The attribute of the head tags the server wrote for the page it sent (server features/seo). */
const serverMark = 'data-server-head';

/** The tags the app writes itself: when it has its own, the server's copy goes. */
const ownKinds = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
];

/** Takes away the server's tags of each kind the app now writes itself (docs/decisions/026). */
export function handOverServerHead(head: ParentNode): void {
  for (const kind of ownKinds) {
    if (!head.querySelector(`${kind}:not([${serverMark}])`)) continue;
    for (const tag of head.querySelectorAll(`${kind}[${serverMark}]`)) tag.remove();
  }
}

/**
 * The server sends each page with its head already written (title, description, canonical, hreflang,
 * Open Graph, JobPosting), for crawlers and link previews that run no script. Once the app runs: on
 * that first page, each server tag the app writes itself (the title, the description...) is taken
 * away as the app's own arrives, so none is there twice; the others (Open Graph, JSON-LD) stay, as
 * they describe this page. After the first move to another page, every server tag goes.
 */
export function useServerHeadHandover(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    const head = document.head;
    if (pathname !== firstPath.current) {
      for (const tag of head.querySelectorAll(`[${serverMark}]`)) tag.remove();
      return;
    }
    handOverServerHead(head);
    const observer = new MutationObserver(() => handOverServerHead(head));
    observer.observe(head, { childList: true });
    return () => observer.disconnect();
  }, [pathname]);
}
