import { languages, type Language } from '@shared/i18n/languages';
import { isEmptyRichText } from './rich-text-rules';

/** Every version of a free text written so far, by language (chefs/show `translations`). */
export type Versions = Partial<Record<Language, string>>;

/**
 * The language a free-text field opens in (decisions D7): the interface language when a version
 * exists in it or none exists at all; else the language the text is written in.
 */
export function initialTextLanguage(
  versions: Versions,
  interfaceLanguage: Language,
  textLanguage: Language | null = null,
): Language {
  if (versions[interfaceLanguage] || !languages.some((code) => versions[code])) return interfaceLanguage;
  if (textLanguage && versions[textLanguage]) return textLanguage;
  return languages.find((code) => versions[code])!;
}

/** The languages that have a version, in the interface's order. */
export function writtenLanguages(versions: Versions): Language[] {
  return languages.filter((code) => Boolean(versions[code]));
}

/** Whether the editor holds something other than what was loaded (two empty editors are the same). */
export function textChanged(loaded: string, current: string): boolean {
  if (isEmptyRichText(loaded) && isEmptyRichText(current)) return false;
  return loaded !== current;
}

/**
 * The field's language state: the language written in, what was loaded into the editor for it, and
 * the language asked for while the current text is being saved.
 */
export interface TextLanguageState {
  language: Language;
  loaded: string;
  pending: Language | null;
}

export function startTextLanguage(language: Language, versions: Versions): TextLanguageState {
  return { language, loaded: versions[language] ?? '', pending: null };
}

export type SwitchStep =
  /** Nothing to save: the other version is loaded at once. */
  | { kind: 'load'; state: TextLanguageState; text: string }
  /** The current text changed: save it under `language` (the old one) first, then `finishSwitch`. */
  | { kind: 'save'; state: TextLanguageState; language: Language }
  | { kind: 'none'; state: TextLanguageState };

/**
 * Switching the language of a free text (spec doc 1 section 4 "Forms"): the current text, if changed,
 * is saved under the old language first; then the other language's version is loaded (empty if none).
 */
export function requestSwitch(
  state: TextLanguageState,
  current: string,
  target: Language,
  versions: Versions,
): SwitchStep {
  if (target === state.language || state.pending) return { kind: 'none', state };
  if (textChanged(state.loaded, current))
    return { kind: 'save', state: { ...state, pending: target }, language: state.language };
  const text = versions[target] ?? '';
  return { kind: 'load', state: { language: target, loaded: text, pending: null }, text };
}

/** After the save of a switch: the version asked for is loaded (from the versions read again). */
export function finishSwitch(
  state: TextLanguageState,
  versions: Versions,
): { state: TextLanguageState; text: string } {
  const target = state.pending ?? state.language;
  const text = versions[target] ?? '';
  return { state: { language: target, loaded: text, pending: null }, text };
}

/** The save failed: the chef stays on the language they were writing in, with their text. */
export function cancelSwitch(state: TextLanguageState): TextLanguageState {
  return { ...state, pending: null };
}

/** A save under the current language succeeded without switching: what is saved is now the baseline. */
export function markSaved(state: TextLanguageState, text: string): TextLanguageState {
  return { ...state, loaded: text };
}
