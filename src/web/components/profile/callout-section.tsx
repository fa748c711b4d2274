import type { ReactNode } from 'react';

/**
 * An invitation at the top of an owner's page (a chef without info, a new venue): a dashed box with a
 * heading that names it, then what to do.
 */
export function CalloutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col items-start gap-3 rounded-2xl border-2 border-dashed border-brand-300 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id={id} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
