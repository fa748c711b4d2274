import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultSkeletons } from './result-skeletons';

/**
 * The results of a find page (ui.md: every list has a loading, an empty and an error state): skeletons
 * while the first page loads, what to do when it failed, 'no results', else the cards and what ends the
 * list (more pages, or a prompt).
 */
export function FindResults<T extends { id: number }>({
  label,
  items,
  isPending,
  isError,
  isRefused = false,
  isStale,
  onRetry,
  renderItem,
  footer,
}: {
  label: string;
  items: readonly T[];
  isPending: boolean;
  isError: boolean;
  /** The search was refused for what it asked (lib/refused-search.ts): no use asking again. */
  isRefused?: boolean;
  /** The previous search's items, shown while the new one loads. */
  isStale: boolean;
  onRetry: () => void;
  renderItem: (item: T) => ReactNode;
  footer: ReactNode;
}) {
  const { t } = useTranslation('search');
  if (isPending) return <ResultSkeletons label={t('find.loading')} />;
  if (isError && items.length === 0)
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-stone-200 bg-white p-5"
      >
        <p className="text-stone-800">{isRefused ? t('find.refused') : t('find.load_failed')}</p>
        {isRefused ? null : (
          <Button variant="secondary" onClick={onRetry}>
            {t('find.retry')}
          </Button>
        )}
      </div>
    );
  if (items.length === 0)
    return (
      <p className="rounded-2xl border border-stone-200 bg-white p-5 text-stone-800">
        {t('find.no_results')}
      </p>
    );
  return (
    <>
      <ul
        aria-label={label}
        aria-busy={isStale || undefined}
        className={cn('flex flex-col gap-4 transition-opacity', isStale && 'opacity-60')}
      >
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      {footer}
    </>
  );
}
