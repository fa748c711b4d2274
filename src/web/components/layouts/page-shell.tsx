import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Header, main content and footer, with a skip link to the content for keyboard users. */
export function PageShell({
  header,
  footer,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skip_to_content')}
      </a>
      {header}
      {/* At least a screen tall: while a page loads (its skeleton is short) the footer stays below the
          fold, so the page arriving does not push a visible footer down (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        {children}
      </main>
      {footer}
    </div>
  );
}

/** The content column of a page. */
export function PageContainer({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 ${className}`}>{children}</div>;
}
