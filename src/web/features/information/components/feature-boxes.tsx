import { cn } from '@web/lib/cn';
import type { LucideIcon } from 'lucide-react';

export interface FeatureBox {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Feature boxes: an icon beside words, never instead of them (ui.md). */
export function FeatureBoxes({ items, className }: { items: readonly FeatureBox[]; className?: string }) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 xl:grid-cols-3', className)}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="text-lg font-bold text-stone-900">{title}</h3>
          <p className="text-stone-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}

export interface Step {
  title: string;
  text: string;
}

/** Numbered steps ("how do we work"). */
export function Steps({ items }: { items: readonly Step[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2">
      {items.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-2xl bg-stone-100 p-5">
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
          >
            {index + 1}
          </span>
          <div className="flex flex-col gap-1">
            <h3 className="font-bold text-stone-900">{step.title}</h3>
            <p className="text-stone-700">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
