import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The frame of a find page (spec doc 2 section 2): the heading with the number found, the search bar,
 * in search mode a link back to the default listing (it resets the filters), then the filter panel on
 * the left (above the list on phones) and the results.
 */
export function FindLayout({
  title,
  summary,
  back,
  searchBar,
  facets,
  children,
}: {
  title: string;
  summary: ReactNode;
  back: { to: string; label: string } | null;
  searchBar: ReactNode;
  facets: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
        <p role="status" aria-live="polite" className="min-h-6 text-stone-700">
          {summary}
        </p>
      </div>
      {searchBar}
      {back ? (
        <Link
          to={back.to}
          className="inline-flex min-h-11 items-center gap-2 self-start px-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      ) : null}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <aside className="lg:sticky lg:top-20">{facets}</aside>
        <div className="flex min-w-0 flex-col gap-4">{children}</div>
      </div>
    </div>
  );
}
