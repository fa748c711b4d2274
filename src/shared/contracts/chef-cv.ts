import type { z } from 'zod';
import { defineCall, fileOutput } from './call';
import { chefShowInput, textLanguageField } from './chef-profiles';

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

export const chefCvCalls = [chefsCv];
