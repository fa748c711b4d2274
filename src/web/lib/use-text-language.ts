import type { Language } from '@shared/i18n/languages';
import { useState } from 'react';
import {
  cancelSwitch,
  finishSwitch,
  markSaved,
  requestSwitch,
  startTextLanguage,
  type Versions,
} from './text-language';

/**
 * The language a free-text field is written in, and switching it (decisions D7; spec doc 1 section 4
 * "Forms"): a changed text is saved under the old language first (`saveUnder`, the step's save call,
 * which answers the versions as they are now, or null when it failed: the chef then stays on the old
 * language with their text), then the other language's version is loaded.
 */
export function useTextLanguage(initial: Language, versions: Versions) {
  const [state, setState] = useState(() => startTextLanguage(initial, versions));

  const switchTo = async (
    target: Language,
    current: string,
    setText: (html: string) => void,
    saveUnder: (language: Language) => Promise<Versions | null>,
  ) => {
    const step = requestSwitch(state, current, target, versions);
    if (step.kind === 'none') return;
    setState(step.state);
    if (step.kind === 'load') {
      setText(step.text);
      return;
    }
    const fresh = await saveUnder(step.language);
    if (!fresh) {
      setState(cancelSwitch(step.state));
      return;
    }
    const done = finishSwitch(step.state, fresh);
    setState(done.state);
    setText(done.text);
  };

  return {
    language: state.language,
    switching: state.pending !== null,
    switchTo,
    /** Saved without switching: the text saved is what the editor now compares with. */
    saved: (text: string) => setState((current) => markSaved(current, text)),
    /** A new item starts: back to a language and its (empty) version. */
    reset: (language: Language, next: Versions = {}) => setState(startTextLanguage(language, next)),
  };
}
