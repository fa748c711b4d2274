import { Button, buttonClasses } from '@web/components/ui/button';
import { PageTitle } from '@web/lib/page-head';
import { Link } from 'react-router';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

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
export function ProfileLoadFailed({
  texts,
  onRetry,
}: {
  texts: { title: string; text: string; retry: string };
  onRetry: () => void;
}) {
  return (
    <div role="alert">
      <ProfileMessage title={texts.title} text={texts.text}>
        <Button size="lg" onClick={onRetry}>
          {texts.retry}
        </Button>
      </ProfileMessage>
    </div>
  );
}

/**
 * A public profile that is hidden, missing or behind a block (D6): "not available", kept out of search
 * engines, with the way to other profiles.
 */
export function ProfileNotAvailable({
  title,
  text,
  link,
}: {
  title: string;
  text: string;
  link: { to: string; label: string };
}) {
  return (
    <>
      <PageTitle title={title} />
      <meta name="robots" content="noindex" />
      <ProfileMessage title={title} text={text}>
        <Link to={link.to} className={buttonClasses({ size: 'lg' })}>
          {link.label}
        </Link>
      </ProfileMessage>
    </>
  );
}
