import { PageContainer } from '@web/components/layouts/page-shell';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { scrollToAnchorWhenPresent } from '@web/lib/scroll-to-anchor';
import { startTransition, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The top of an information page: a short eyebrow, the page's one h1, a lead and optional actions. */
export function InfoHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-stone-200 bg-gradient-to-b from-brand-50 to-stone-50">
      <PageContainer className="flex flex-col gap-5 py-10 sm:py-14 lg:py-16">
        {eyebrow ? (
          <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        {lead ? <p className="max-w-2xl text-lg text-stone-700">{lead}</p> : null}
        {children}
      </PageContainer>
    </section>
  );
}

/**
 * A section with an anchor: its id is the fragment the side menu links to. The scroll margin keeps the
 * heading clear of the sticky header (and of the phone's menu bar).
 */
export function InfoSection({
  id,
  title,
  lead,
  children,
  className,
}: {
  id: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('flex scroll-mt-32 flex-col gap-5 lg:scroll-mt-24', className)}
    >
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
          {title}
        </h2>
        {lead ? <p className="max-w-3xl text-stone-700">{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** While a page's texts load: the page-sized skeleton with an accessible "loading" status. */
export function InfoPageLoading() {
  const { t } = useTranslation();
  return <PageSkeleton label={t('loading')} />;
}

/**
 * A heavy part below the fold (a form, the membership cards), rendered just after the rest of the page
 * has painted, in a transition React splits into short tasks: the page's text shows sooner and the
 * main thread stays free for taps. Until then a placeholder of about the part's height keeps the
 * sections after it in place. When the address names a section (#callback, #faq), everything renders
 * at once, so the jump lands where the finished page has that section.
 */
export function AfterFirstPaint({ placeholder, children }: { placeholder: string; children: ReactNode }) {
  const [shown, setShown] = useState(() => window.location.hash !== '');
  useEffect(() => {
    if (shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next frame is painted once this callback's task ends: render right after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown]);
  return shown ? children : <div aria-hidden="true" className={placeholder} />;
}

/**
 * A part far below the fold (the callback form) that loads its code only when the visitor scrolls
 * within about a screen of it: its form library and texts stay out of the page's first load (the
 * 150 KB budget). When the address names a section (#callback) it renders at once. The placeholder of
 * about the part's height keeps the sections after it in place.
 */
export function NearViewport({ placeholder, children }: { placeholder: string; children: ReactNode }) {
  const [shown, setShown] = useState(
    () => window.location.hash !== '' || typeof IntersectionObserver === 'undefined',
  );
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setShown(true));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  useEffect(() => {
    // A jump to a section (the side menu's #faq) renders the part at once, and the section is kept in
    // view while the part's code arrives and changes the height above it: until the page has been
    // still for a while (the code may take a moment on a slow line), or the person scrolls or types.
    let stopScrolling: (() => void) | undefined;
    const onJump = () => {
      setShown(true);
      stopScrolling?.();
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (id) stopScrolling = scrollToAnchorWhenPresent(id, 2500, 8000);
    };
    window.addEventListener('hashchange', onJump);
    return () => {
      window.removeEventListener('hashchange', onJump);
      stopScrolling?.();
    };
  }, []);
  return shown ? children : <div ref={ref} aria-hidden="true" className={placeholder} />;
}
