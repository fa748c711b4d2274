import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

/**
 * ui.md "Section with anchor": a heading, the button that opens its dialog (the owner's page only),
 * then the content or an empty state. The id is the anchor the phone menu and links scroll to; the
 * scroll margin keeps the heading clear of the sticky header (and the phone's section menu).
 */
export function ProfileSection({
  id,
  title,
  action,
  className,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        'scroll-mt-32 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6 lg:scroll-mt-24',
        className,
      )}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} tabIndex={-1} className="text-xl font-bold text-stone-900 outline-none">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The empty state of a section: what is missing, and on the owner's page what to do about it. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-stone-50 px-4 py-5 text-stone-700">{children}</p>;
}
