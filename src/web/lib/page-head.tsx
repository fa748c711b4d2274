import { languages } from '@shared/i18n/languages';
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
