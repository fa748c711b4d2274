import { membershipPrices } from '@shared/reference/membership-plans';
import { localeOf } from '@shared/reference/options';
import type { Language } from '@shared/i18n/languages';
import { PageContainer } from '@web/components/layouts/page-shell';
import { paths } from '@shared/paths';
import { useScreen } from '@web/lib/device';
import { usePageNamespace } from '@web/lib/i18n';
import { formatPercent, formatPounds } from '@web/lib/format';
import { PageHead } from '@web/lib/page-head';
import { Mail } from 'lucide-react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { AfterFirstPaint, InfoHero, InfoPageLoading } from './page-parts';
import { TextBlocks } from './text-blocks';

/**
 * The legal documents and the day each was last changed (ISO date). When a text of legal.json changes
 * in substance, change its date here: the pages show it in the interface language.
 */
export const legalDocuments = {
  terms: {
    updated: '2026-11-22',
    sections: [
      'about',
      'accounts',
      'chefs',
      'restaurants',
      'fee',
      'premium',
      'content',
      'moderation',
      'liability',
      'closing',
      'changes',
      'contact',
    ],
  },
  privacy: {
    updated: '2026-11-22',
    sections: ['who', 'what', 'why', 'who_sees', 'retention', 'rights', 'cookies', 'security', 'changes'],
  },
} as const;

/**
 * The sections rendered with the page; the others right after its first paint (long texts: a shorter
 * first task). On a desktop the first two fill the screen beside the contents; on a phone the contents
 * come first.
 */
const firstSections = 2;

export type LegalDocumentName = keyof typeof legalDocuments;

export function formatLegalDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** /{lang}/terms and /{lang}/privacy: a dated document with a table of contents. Texts: `legal`. */
export function LegalDocument({ name }: { name: LegalDocumentName }) {
  const { t, ready } = usePageNamespace('legal');
  const { language } = useScreen();
  const head = (
    <PageHead
      title={ready ? t(`${name}.page_title`) : ''}
      description={ready ? t(`${name}.meta_description`) : ''}
    />
  );
  if (!ready)
    return (
      <>
        {head}
        <InfoPageLoading />
      </>
    );

  const document = legalDocuments[name];
  const values = {
    fee: formatPercent(membershipPrices.recruitmentFeePercent, language),
    days: membershipPrices.feeAfterDays,
    price: formatPounds(membershipPrices.premiumYearly, language),
    extra: formatPounds(membershipPrices.extraVenueYearly, language),
  };
  const sections = document.sections.map((id) => ({
    id,
    title: t(`${name}.sections.${id}.title`),
    body: t(`${name}.sections.${id}.body`, values),
  }));

  return (
    <>
      {head}
      <InfoHero title={t(`${name}.title`)} lead={t(`${name}.intro`)}>
        <p className="text-sm text-stone-700">
          {t('common.updated')}{' '}
          <time dateTime={document.updated}>{formatLegalDate(document.updated, language)}</time>
        </p>
      </InfoHero>
      <PageContainer className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <nav aria-label={t('common.contents')} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="mb-2 text-sm font-bold tracking-wide text-stone-600 uppercase">
            {t('common.contents')}
          </h2>
          <ol className="flex flex-col gap-0.5">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm text-stone-700 hover:bg-stone-100 hover:text-stone-900"
                >
                  <span aria-hidden="true" className="w-5 shrink-0 text-stone-600 tabular-nums">
                    {index + 1}.
                  </span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex max-w-3xl min-w-0 flex-col gap-10">
          {sections.slice(0, firstSections).map((section, index) => (
            <LegalSection key={section.id} {...section} number={index + 1} t={t} language={language} />
          ))}
          <AfterFirstPaint placeholder="min-h-screen">
            {sections.slice(firstSections).map((section, index) => (
              <LegalSection
                key={section.id}
                {...section}
                number={firstSections + index + 1}
                t={t}
                language={language}
              />
            ))}
          </AfterFirstPaint>
        </div>
      </PageContainer>
    </>
  );
}

function LegalSection({
  id,
  title,
  body,
  number,
  t,
  language,
}: {
  id: string;
  title: string;
  body: string;
  number: number;
  t: TFunction;
  language: Language;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="mb-3 text-xl font-bold text-stone-900 sm:text-2xl">
        <span className="text-stone-600">{number}.</span> {title}
      </h2>
      <TextBlocks text={body} className="leading-relaxed" />
      {id === 'rights' || id === 'contact' ? (
        <Link
          to={paths.contact(language)}
          className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          <Mail aria-hidden="true" className="size-4" />
          {t('common.contact_link')}
        </Link>
      ) : null}
    </section>
  );
}
