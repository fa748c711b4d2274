import { cn } from '@web/lib/cn';

/** A grey placeholder block while content loads (ui.md: skeletons, not spinners alone). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-stone-200', className)} />;
}

/** A page-sized skeleton with an accessible "loading" status. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-10">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-5/6" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
