import { defaultLanguage, type Language } from '@shared/i18n/languages';
import type { ServerNamespace } from '@shared/i18n/namespaces';
import enApi from '@shared/i18n/en/api.json';
import enCv from '@shared/i18n/en/cv.json';
import enErrors from '@shared/i18n/en/errors.json';
import enMail from '@shared/i18n/en/mail.json';
import enSeo from '@shared/i18n/en/seo.json';
import enValidation from '@shared/i18n/en/validation.json';
import esApi from '@shared/i18n/es/api.json';
import esCv from '@shared/i18n/es/cv.json';
import esErrors from '@shared/i18n/es/errors.json';
import esMail from '@shared/i18n/es/mail.json';
import esSeo from '@shared/i18n/es/seo.json';
import esValidation from '@shared/i18n/es/validation.json';
import frApi from '@shared/i18n/fr/api.json';
import frCv from '@shared/i18n/fr/cv.json';
import frErrors from '@shared/i18n/fr/errors.json';
import frMail from '@shared/i18n/fr/mail.json';
import frSeo from '@shared/i18n/fr/seo.json';
import frValidation from '@shared/i18n/fr/validation.json';
import ptApi from '@shared/i18n/pt/api.json';
import ptCv from '@shared/i18n/pt/cv.json';
import ptErrors from '@shared/i18n/pt/errors.json';
import ptMail from '@shared/i18n/pt/mail.json';
import ptSeo from '@shared/i18n/pt/seo.json';
import ptValidation from '@shared/i18n/pt/validation.json';

/** The namespaces the server speaks (serverNamespaces): answers (api), the CV PDF, errors, field validation, e-mail and page heads (seo). */
const resources = {
  en: { api: enApi, cv: enCv, errors: enErrors, mail: enMail, seo: enSeo, validation: enValidation },
  es: { api: esApi, cv: esCv, errors: esErrors, mail: esMail, seo: esSeo, validation: esValidation },
  fr: { api: frApi, cv: frCv, errors: frErrors, mail: frMail, seo: frSeo, validation: frValidation },
  pt: { api: ptApi, cv: ptCv, errors: ptErrors, mail: ptMail, seo: ptSeo, validation: ptValidation },
} satisfies Record<Language, Record<ServerNamespace, Record<string, string>>>;

export type Namespace = ServerNamespace;
export type Translate = (key: `${Namespace}:${string}`, params?: Record<string, unknown>) => string;

/** Looks a key up in the language, then in English; interpolates {{name}} placeholders. */
export function translate(language: Language, key: string, params: Record<string, unknown> = {}): string {
  const [ns, name] = key.split(':', 2) as [Namespace, string];
  const table = (resources[language] as Record<string, Record<string, string>>)[ns];
  const fallback = (resources[defaultLanguage] as Record<string, Record<string, string>>)[ns];
  const template = table?.[name] ?? fallback?.[name] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, p: string) => String(params[p] ?? ''));
}

export function translator(language: Language): Translate {
  return (key, params) => translate(language, key, params);
}
