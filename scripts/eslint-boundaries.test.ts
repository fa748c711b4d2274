import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import boundaries of eslint.config.js (docs/decisions/017-feature-ownership.md), checked on code
// that is not in the tree: each case lints a made-up file at a real place and names the files it imports.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const code = `import * as imported from '${source}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

const contactFile = 'src/server/features/contact/probe.ts';

describe('the import boundaries', () => {
  // The first lint loads the configuration and its plugins (seconds on a busy machine): once, here.
  beforeAll(() => eslint.lintText('', { filePath: contactFile }), 60_000);

  it.each([
    '@server/features/accounts/accounts.repository',
    '../accounts/accounts.repository',
    '../accounts/sessions.repository',
    '@server/features/accounts/accounts.emails',
  ])('refuse a feature importing another feature’s %s', async (source) => {
    expect(await boundaryErrors(contactFile, source)).toEqual([
      expect.stringContaining('through its service (x.service.ts), never its repository'),
    ]);
  });

  it.each([
    '@server/features/accounts/accounts.service',
    '../accounts/sessions.service',
    './contact.repository',
  ])('let a feature import %s', async (source) => {
    expect(await boundaryErrors(contactFile, source)).toEqual([]);
  });

  it('refuse a type-only import of another feature’s repository too', async () => {
    const [result] = await eslint.lintText(
      "import type { NewAccount } from '../accounts/accounts.repository';\nexport type A = NewAccount;\n",
      { filePath: contactFile },
    );
    expect(result!.messages.map((m) => m.ruleId)).toContain('boundaries/dependencies');
  });

  it.each([
    ['src/server/plugins/probe.ts', '../features/accounts/sessions.service'],
    ['src/server/lib/probe.ts', '@server/features/accounts/accounts.service'],
  ])('keep plugins and lib below the features (%s importing %s)', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([expect.stringContaining('never import one')]);
  });

  it.each([
    ['src/shared/probe.ts', '@server/lib/app-error', 'src/shared runs anywhere'],
    ['src/shared/probe.ts', '../web/lib/cn', 'src/shared runs anywhere'],
    ['src/server/features/contact/probe.ts', '@web/lib/cn', 'The server never imports web code'],
    ['src/web/lib/probe.ts', '../../server/lib/app-error', 'The web app never imports server code'],
    [
      'src/web/features/contact/probe.ts',
      '@web/features/accounts/api/login',
      'Features do not import each other',
    ],
    ['src/web/features/contact/probe.ts', '../accounts/api/login', 'Features do not import each other'],
  ])('refuse %s importing %s', async (file, source, message) => {
    expect(await boundaryErrors(file, source)).toEqual([expect.stringContaining(message)]);
  });

  it('let the app put features and plugins together', async () => {
    expect(await boundaryErrors('src/server/probe.ts', './features/accounts/sessions.service')).toEqual([]);
    expect(await boundaryErrors('src/server/probe.ts', './plugins/session')).toEqual([]);
  });
});
