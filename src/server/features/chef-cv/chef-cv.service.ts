import { cvFileName } from '@shared/contracts/chef-cv';
import type { FileOutput } from '@shared/contracts/call';
import type { ChefProfileView } from '@shared/contracts/chef-profiles';
import { languages, type Language } from '@shared/i18n/languages';
import { europe, europeLabels } from '@shared/reference/countries';
import { cuisineLabels, type CuisineId } from '@shared/reference/cuisines';
import { languageLevelLabels, type LanguageLevelId } from '@shared/reference/language-levels';
import { displayName } from '@shared/reference/options';
import { positionLabels, type PositionId } from '@shared/reference/positions';
import { ratingScales } from '@shared/reference/ratings';
import { sectorLabels, type SectorId } from '@shared/reference/sectors';
import { spokenLanguageOptions } from '@shared/reference/spoken-languages';
import type { Actor } from '../../access';
import type { Executor, Transaction } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { translator, type Translate } from '../../lib/i18n';
import { enforceRateLimits } from '../../lib/rate-limit';
import { plainTextLength, sanitizeRichText } from '../../lib/rich-text';
import { showChefProfile } from '../chef-profiles/chef-profiles.service';
import { chefPicturesForPrint, type PrintPictures } from '../media/media.service';
import { headerBand, renderCv, type CvContent, type CvItem } from './chef-cv.pdf';
import * as repo from './chef-cv.repository';
import { breaksBeforeExperience, periodLabel, richTextBlocks } from './chef-cv.text';
import { paths } from '@shared/paths';

/**
 * The chef's CV as a PDF (spec doc 1 section 2; docs/decisions/024-chef-cv-pdf.md): the profile exactly
 * as chefs/show lets the viewer see it (the same access rules and read), its texts in the CV's language
 * when written, else the chef's (D7), and no e-mail or phone: the CV links to the public profile.
 */
export async function chefCv(
  deps: Pick<Deps, 'db' | 'storage' | 'log' | 'config'>,
  viewer: Actor,
  profileId: number,
  language: Language,
): Promise<FileOutput> {
  // A CV costs the server some 50 ms of work: an account gets a generous hourly share.
  await enforceRateLimits(
    deps.db,
    [{ key: `cv:account:${viewer.accountId}`, ...cvRateLimit }],
    deps.config.rateLimitMultiplier,
  );
  return renderChefCv(deps, viewer, profileId, language);
}

/**
 * The CV's PDF as `viewer` may see the profile, without the rate limit of the download: the job that
 * e-mails a CV a chef sent (send-cv.service.ts) makes it as the chef, once per send.
 */
export async function renderChefCv(
  deps: Pick<Deps, 'db' | 'storage' | 'log' | 'config'>,
  viewer: Actor,
  profileId: number,
  language: Language,
): Promise<FileOutput> {
  const { view } = await showChefProfile(deps.db, viewer, profileId, language);
  const pictures = await chefPicturesForPrint(deps, profileId, headerBand);
  const content = cvContent(view, language, deps.config.publicUrl, pictures);
  return { content: await renderCv(content), filename: cvFileName(view.slug, language) };
}

/** CVs per account and hour. */
export const cvRateLimit = { limit: 300, windowMs: 60 * 60 * 1000 };

type Localized = { description: string; language: Language | null };

/** A stored rich text, sanitized again for display in the language it is written in (D7). */
function textOf(text: Localized, fallback: Language): string {
  return text.description ? sanitizeRichText(text.description, text.language ?? fallback) : '';
}

const label = <K extends number>(
  labels: Readonly<Record<K, Readonly<Record<Language, string>>>>,
  id: number,
  language: Language,
) => labels[id as K]?.[language] ?? '';

/** The profile as the PDF shows it, every word in `language`. */
export function cvContent(
  view: Omit<ChefProfileView, 'images' | 'contactemail' | 'phone' | 'lastlogin'>,
  language: Language,
  publicUrl: string,
  pictures: PrintPictures,
): CvContent {
  const t: Translate = translator(language);
  const countries = (codes: string[] | null) =>
    (codes ?? []).map((code) =>
      code === europe ? europeLabels[language] : displayName('region', code, language),
    );
  const facts = [
    { label: t('cv:visas'), value: countries(view.visas).join(', ') },
    { label: t('cv:nationalities'), value: countries(view.nationalities).join(', ') },
    {
      label: t('cv:cuisine'),
      value: (view.cuisine ?? []).map((id) => label(cuisineLabels, id as CuisineId, language)).join(', '),
    },
  ]
    .filter((fact) => fact.value !== '')
    .map((fact) => ({ ...fact, label: t('cv:fact', { label: fact.label }) }));

  const about = textOf(view, language);
  const period = (value: Parameters<typeof periodLabel>[0]) =>
    periodLabel(value, language, t('cv:currently'));
  const experience = view.experience.map(({ value }): CvItem => {
    const rating =
      value.ratingType !== 'none' && value.rating > 0
        ? t('cv:rating', { scale: ratingScales[value.ratingType].labels[language], rating: value.rating })
        : '';
    return {
      heading: label(positionLabels, value.position as PositionId, language),
      subheading: value.company,
      link: value.url || null,
      details: [
        period(value),
        value.location?.formatted_address ?? '',
        label(sectorLabels, value.sector as SectorId, language),
        label(cuisineLabels, value.cuisine as CuisineId, language),
        rating,
      ].filter(Boolean),
      blocks: richTextBlocks(textOf(value, language)),
    };
  });
  const education = view.education.map(({ value }): CvItem => ({
    heading: value.title,
    subheading: value.center,
    link: value.url || null,
    details: [period(value), value.location?.formatted_address ?? ''].filter(Boolean),
    blocks: richTextBlocks(textOf(value, language)),
  }));
  const languageNames = new Map(spokenLanguageOptions(language).map((o) => [o.value as string, o.label]));
  const spoken = view.languages.map((item) => ({
    name: languageNames.get(item.language) ?? item.language,
    level: label(languageLevelLabels, item.level as LanguageLevelId, language),
  }));
  const referrals = view.referrals
    .map((item) => richTextBlocks(textOf(item.value, language)))
    .filter((blocks) => blocks.length > 0);
  const section = <T>(title: string, items: T[]) => (items.length ? { title, items } : null);

  return {
    language,
    documentTitle: t('cv:document_title', { name: view.name }),
    name: view.name,
    position: view.position ? label(positionLabels, view.position as PositionId, language) || null : null,
    location: view.location?.formatted_address ?? null,
    contact: {
      label: t('cv:contact'),
      url: `${publicUrl}${paths.chefView(language, view.id, view.slug)}`,
    },
    facts,
    about: section(t('cv:about'), richTextBlocks(about)),
    breakBeforeExperience: breaksBeforeExperience(plainTextLength(about), experience.length),
    experience: section(t('cv:experience'), experience),
    education: section(t('cv:education'), education),
    languages: section(t('cv:languages'), spoken),
    referrals: section(t('cv:referrals'), referrals),
    pageLabel: (page, pages) => t('cv:page', { page, pages }),
    photo: pictures.profile,
    header: pictures.header,
  };
}

/**
 * The chef's CVs for their export (docs/decisions/054-own-data.md): the PDF of the profile in every
 * language, as the chef sees it, each made as chefs/cv makes it (without its download limit: the
 * export has its own), one after another.
 */
export async function ownCvs(
  deps: Pick<Deps, 'db' | 'storage' | 'log' | 'config'>,
  chef: Actor,
  profileId: number,
): Promise<FileOutput[]> {
  const files: FileOutput[] = [];
  for (const language of languages) files.push(await renderChefCv(deps, chef, profileId, language));
  return files;
}

/** The CVs a chef profile sent to venues (offer/sendcv), for its export (054); one query. */
export async function sentCvsExport(db: Executor, chefProfileId: number | null) {
  return chefProfileId === null ? [] : repo.findSentByChef(db, chefProfileId);
}

/** The chef-cv feature's part of deleting an account (054): the CVs its chef sent, or its venues got. */
export async function forgetSentCvs(db: Transaction, chefProfileId: number | null, venueIds: number[]) {
  await repo.deleteSentCvsOf(db, chefProfileId, venueIds);
}
