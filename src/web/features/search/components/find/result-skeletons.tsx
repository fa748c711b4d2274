import { Skeleton } from '@web/components/ui/skeleton';

/** Cards' placeholders while a search loads (ui.md: skeletons, not spinners alone). */
export function ResultSkeletons({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-4">
          <Skeleton className="size-20 shrink-0 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}
