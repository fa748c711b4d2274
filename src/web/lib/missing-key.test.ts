import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { createMissingKeyHandler, missingKeyPlaceholder } from './missing-key';

describe('missingKeyPlaceholder', () => {
  it('shows the language and the namespaced key', () => {
    expect(missingKeyPlaceholder('fr', 'common:missing_key')).toBe('[fr:common.missing_key]');
  });

  it('keeps nested keys dotted', () => {
    expect(missingKeyPlaceholder('pt', 'account:login.title')).toBe('[pt:account.login.title]');
  });

  it('works for a key without a namespace', () => {
    expect(missingKeyPlaceholder('es', 'orphan')).toBe('[es:orphan]');
  });
});

describe('i18next with the missing-key handler', () => {
  async function instance(language: string) {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: language,
      fallbackLng: false,
      resources: { [language]: { common: { hello: 'Bonjour' } } },
      ns: ['common'],
      defaultNS: 'common',
      appendNamespaceToMissingKey: true,
      parseMissingKeyHandler: createMissingKeyHandler(() => i18n.language),
    });
    return i18n;
  }

  it('renders an unknown key as a visible placeholder', async () => {
    const i18n = await instance('fr');
    expect(i18n.t('missing_key')).toBe('[fr:common.missing_key]');
    expect(i18n.t('account:login.title')).toBe('[fr:account.login.title]');
  });

  it('still translates known keys and honours a default value', async () => {
    const i18n = await instance('fr');
    expect(i18n.t('hello')).toBe('Bonjour');
    expect(i18n.t('missing_key', { defaultValue: 'Par défaut' })).toBe('Par défaut');
  });
});
