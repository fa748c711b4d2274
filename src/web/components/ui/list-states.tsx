import { Button } from './button';
import { Skeleton } from './skeleton';

/** A list's shape while its first page loads (ui.md: skeletons, not spinners alone), named for screen readers. */
export function ListLoading({ label, rowClassName }: { label: string; rowClassName: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className={rowClassName} />
      ))}
    </div>
  );
}

/** A list that could not be read: what happened, and a retry. */
export function ListFailed({ text, retry, onRetry }: { text: string; retry: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p className="text-stone-800">{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}
