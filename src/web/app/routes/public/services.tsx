import { PageContainer } from '@web/components/layouts/page-shell';
import { paths } from '@shared/paths';
import { InfoHero, InfoPageLoading } from '@web/features/information/components/page-parts';
import { useScreen } from '@web/lib/device';
import { usePageNamespace } from '@web/lib/i18n';
import { PageHead } from '@web/lib/page-head';
import { ArrowRight, Check, ChefHat, Store, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

const sides = [
  { key: 'chef', icon: ChefHat, href: paths.servicesChef },
  { key: 'restaurant', icon: Store, href: paths.servicesRestaurant },
] as const;

/** /{lang}/services: sends chefs and restaurants each to their own services page (two big cards). */
export function ServicesPage() {
  const { t, ready } = usePageNamespace('services');
  const { language } = useScreen();
  const head = (
    <PageHead title={ready ? t('hub.page_title') : ''} description={ready ? t('hub.meta_description') : ''} />
  );
  if (!ready)
    return (
      <>
        {head}
        <InfoPageLoading />
      </>
    );

  return (
    <>
      {head}
      <InfoHero eyebrow={t('hub.eyebrow')} title={t('hub.title')} lead={t('hub.lead')} />
      <PageContainer>
        <ul className="grid gap-6 md:grid-cols-2">
          {sides.map((side) => (
            <li key={side.key} className="flex">
              <SideCard
                icon={side.icon}
                title={t(`hub.${side.key}.title`)}
                text={t(`hub.${side.key}.text`)}
                points={[1, 2, 3].map((n) => t(`hub.${side.key}.point${n}`))}
                link={t(`hub.${side.key}.link`)}
                href={side.href(language)}
              />
            </li>
          ))}
        </ul>
      </PageContainer>
    </>
  );
}

/** A big card; the whole card is the link's target area, the link text names where it goes. */
function SideCard({
  icon: Icon,
  title,
  text,
  points,
  link,
  href,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  points: string[];
  link: string;
  href: string;
}) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex flex-1 flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-xs transition-shadow focus-within:ring-2 focus-within:ring-focus-600 hover:shadow-md sm:p-8"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h2 id={headingId} className="text-2xl font-extrabold text-stone-900 sm:text-3xl">
        {title}
      </h2>
      <p className="text-lg text-stone-700">{text}</p>
      <ul className="flex flex-1 flex-col gap-2">
        {points.map((point) => (
          <li key={point} className="flex gap-2.5 text-stone-800">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <Link
        to={href}
        className="inline-flex min-h-11 items-center gap-2 self-start font-bold text-brand-700 underline-offset-2 outline-none after:absolute after:inset-0 after:rounded-2xl hover:underline"
      >
        {link}
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </article>
  );
}
