import { describe, expect, it } from 'vitest';
import {
  cancelSwitch,
  finishSwitch,
  initialTextLanguage,
  markSaved,
  requestSwitch,
  startTextLanguage,
  textChanged,
  writtenLanguages,
} from './text-language';

describe('the language of a free text', () => {
  it('opens in the interface language, or the language the text exists in', () => {
    expect(initialTextLanguage({}, 'fr')).toBe('fr');
    expect(initialTextLanguage({ fr: '<p>x</p>', en: '<p>y</p>' }, 'fr')).toBe('fr');
    expect(initialTextLanguage({ es: '<p>hola</p>' }, 'en', 'es')).toBe('es');
    expect(initialTextLanguage({ es: '<p>hola</p>', pt: '<p>olá</p>' }, 'en', 'pt')).toBe('pt');
    expect(initialTextLanguage({ pt: '<p>olá</p>' }, 'en', null)).toBe('pt');
    expect(writtenLanguages({ pt: '<p>olá</p>', en: '<p>hi</p>' })).toEqual(['en', 'pt']);
  });

  it('an unchanged text loads the other language at once', () => {
    const versions = { en: '<p>Hello</p>', es: '<p>Hola</p>' };
    const state = startTextLanguage('en', versions);
    const step = requestSwitch(state, '<p>Hello</p>', 'es', versions);
    expect(step.kind).toBe('load');
    if (step.kind !== 'load') return;
    expect(step.text).toBe('<p>Hola</p>');
    expect(step.state).toEqual({ language: 'es', loaded: '<p>Hola</p>', pending: null });
    // A language with no version yet starts empty.
    const empty = requestSwitch(step.state, '<p>Hola</p>', 'fr', versions);
    expect(empty.kind === 'load' && empty.text).toBe('');
  });

  it('a changed text is saved under the old language first, then the other loads', () => {
    const state = startTextLanguage('en', {});
    const step = requestSwitch(state, '<p>Written in English</p>', 'es', {});
    expect(step.kind).toBe('save');
    if (step.kind !== 'save') return;
    expect(step.language).toBe('en');
    expect(step.state.pending).toBe('es');
    // While saving, another switch waits.
    expect(requestSwitch(step.state, '<p>x</p>', 'fr', {}).kind).toBe('none');
    const done = finishSwitch(step.state, { en: '<p>Written in English</p>' });
    expect(done.text).toBe('');
    expect(done.state).toEqual({ language: 'es', loaded: '', pending: null });
  });

  it('a failed save keeps the chef on the old language', () => {
    const step = requestSwitch(startTextLanguage('en', {}), '<p>text</p>', 'pt', {});
    expect(step.kind === 'save' && cancelSwitch(step.state)).toEqual({
      language: 'en',
      loaded: '',
      pending: null,
    });
  });

  it('after a save the saved text is the baseline; empty editors are equal', () => {
    const state = markSaved(startTextLanguage('en', {}), '<p>Saved</p>');
    expect(textChanged(state.loaded, '<p>Saved</p>')).toBe(false);
    expect(textChanged('', '<p></p>')).toBe(false);
    expect(textChanged('<p>a</p>', '<p>ab</p>')).toBe(true);
    expect(requestSwitch(state, '<p>Saved</p>', 'fr', {}).kind).toBe('load');
  });
});
