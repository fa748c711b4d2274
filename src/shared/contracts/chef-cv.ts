import { z } from 'zod';
import { languages } from '../i18n/languages';
import { defineCall, fileOutput } from './call';
import { chefShowInput, emptyToUndefined, textLanguageField } from './chef-profiles';
import { recordId, recordIdOrZero } from './numbers';

/**
 * The chef's CV as a PDF (spec doc 1 section 2 "Chef profile page"; docs/decisions/024-chef-cv-pdf.md):
 * the profile as chefs/show lets the viewer see it, laid out on A4 in the language asked for.
 */

/** The file name the spec gives the CV: the product prefix, the profile's slug and the language. */
export const cvFileName = (slug: string, language: string) => `brigade-${slug}-${language}.pdf`;

export const chefCvInput = chefShowInput.extend({
  /** The CV's language (data on this call); left out, the request's interface language. */
  language: textLanguageField(),
});
export type ChefCvInput = z.input<typeof chefCvInput>;

export const chefsCv = defineCall({
  name: 'chefs.cv',
  method: 'GET',
  path: '/api/chefs/cv',
  access: 'account',
  summary:
    "A chef's CV as an A4 PDF in `language` (default: the interface language), saved as brigade-{slug}-{language}.pdf; the profile as chefs/show lets the viewer see it.",
  input: chefCvInput,
  output: fileOutput,
  file: { contentType: 'application/pdf' },
  languageIsData: true,
  errors: ['not_found', 'rate_limited'],
});

/**
 * What a chef sends with offer/sendcv (decisions D12): the PDF made from the profile (`profile`), or a
 * CV file of the chef's album (`file`, the call's `mid`).
 */
export const cvSources = ['profile', 'file'] as const;
export type CvSource = (typeof cvSources)[number];

/** An id where 0, empty or left out means none. */
const idOrNone = () => z.preprocess(emptyToUndefined, recordIdOrZero().optional());

/**
 * offer/sendcv (spec doc 1 and doc 2 section 7: `rid`, `mid`, `lang`; decisions D12): the venue `rid`;
 * `mid` a CV file of the chef's album (0 or left out: the PDF made from the profile, in the venue's
 * language); `oid` one of the venue's offers the CV is about (0 or left out: none).
 */
export const sendCvInput = z.object({
  rid: recordId(),
  mid: idOrNone(),
  oid: idOrNone(),
});
export type SendCvInput = z.input<typeof sendCvInput>;

/** A CV sent, as the chef's answer tells it (never the venue's address: D13). */
export const sentCvView = z.object({
  id: z.number().int().positive(),
  rid: z.number().int().positive(),
  /** The offer it is about; 0 for none. */
  oid: z.number().int().nonnegative(),
  /** The album's file sent; 0 for the PDF made from the profile. */
  mid: z.number().int().nonnegative(),
  source: z.enum(cvSources),
  /** The language of the e-mail and of the PDF: the venue's. */
  language: z.enum(languages),
  /** When it was sent (ISO 8601). */
  created: z.string(),
});
export type SentCvView = z.output<typeof sentCvView>;

export const offerSendCv = defineCall({
  name: 'offer.sendcv',
  method: 'POST',
  path: '/api/offer/sendcv',
  access: 'chef',
  summary:
    "Sends the chef's CV to a venue (`rid`) by e-mail, about one of its offers (`oid`) or none: a CV file of the album (`mid`), else the PDF of the profile in the venue's language. Once per venue and offer a day.",
  input: sendCvInput,
  output: z.object({ sent: sentCvView }),
  status: 201,
  errors: [
    'not_found',
    'offer_not_available',
    'media_not_found',
    'chef_profile_missing',
    'cv_already_sent',
    'rate_limited',
  ],
});

export const chefCvCalls = [chefsCv, offerSendCv];
