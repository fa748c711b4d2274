import type { Language } from '@shared/i18n/languages';
import { displayName } from '@shared/reference/options';
import { useEffect, useState } from 'react';

type NameOf = (code: string, language: Language) => string;

let loaded: NameOf | undefined;
let loading: Promise<NameOf> | undefined;

/** Until the list has come, the runtime's own names stand in (right for the common languages). */
const runtimeName: NameOf = (code, language) => displayName('language', code, language);

/**
 * The spoken languages' names of the reference list, fetched when a search page first shows a
 * language: the feed's first load (budgeted at 150 KB) never asks for it, and a page listing languages
 * renders at once with the runtime's names, then the list's.
 */
export function useSpokenLanguageName(needed: boolean): NameOf {
  const [nameOf, setNameOf] = useState<NameOf | undefined>(() => loaded);
  useEffect(() => {
    if (!needed || nameOf) return;
    let live = true;
    loading ??= import('@shared/reference/spoken-language-names').then((names) => {
      loaded = names.spokenLanguageName;
      return loaded;
    });
    void loading.then((found) => {
      if (live) setNameOf(() => found);
    });
    return () => {
      live = false;
    };
  }, [needed, nameOf]);
  return nameOf ?? runtimeName;
}
