import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The two columns of a profile page: one column under 1024 px (ui.md), the left column beside from there. */
export function ProfileColumns({ left, children }: { left: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8">
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6 lg:self-start">
        {left}
      </div>
      <div className="flex min-w-0 flex-col gap-6">{children}</div>
    </div>
  );
}

/** The page's shape while the profile loads (ui.md: skeletons, not spinners alone). */
export function ProfileSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ProfileColumns
        left={
          <div className="flex flex-col gap-4">
            <Skeleton className="size-24 rounded-full lg:size-36" />
            <Skeleton className="h-8 w-3/4" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-24 w-full" />
          </div>
        }
      >
        {[0, 1, 2].map((index) => (
          <div key={index} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-6">
            <Skeleton className="h-7 w-1/3" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-5/6" />
          </div>
        ))}
      </ProfileColumns>
    </div>
  );
}

/** A page-wide message (not found, failed to load): a heading, what to do, and the way forward. */
export function ProfileMessage({
  title,
  text,
  headingLevel = 1,
  children,
  className,
}: {
  title: string;
  text: string;
  headingLevel?: 1 | 2;
  children?: ReactNode;
  className?: string;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={cn('flex flex-col items-start gap-4 py-10 sm:py-16', className)}>
      <Heading className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{title}</Heading>
      <p className="max-w-xl text-lg text-stone-700">{text}</p>
      {children}
    </div>
  );
}

/** The profile could not be read: says what to do, with a button to try again. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('chef');
  return (
    <div role="alert">
      <ProfileMessage title={t('profile.error_title')} text={t('profile.error_text')}>
        <Button size="lg" onClick={onRetry}>
          {t('profile.retry')}
        </Button>
      </ProfileMessage>
    </div>
  );
}
