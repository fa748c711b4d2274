// Resolves imports for eslint-plugin-boundaries (an import/resolver, interface version 2): the path aliases
// of tsconfig.base.json (@server/*, @shared/*, @web/*) and relative imports without their .ts/.tsx
// extension, so that `@server/features/x/x.repository` and `../x/x.repository` name the same file.
// Packages resolve as Node resolves them.
const { existsSync, readFileSync, statSync } = require('node:fs');
const { isBuiltin } = require('node:module');
const { dirname, join, resolve } = require('node:path');

const root = resolve(__dirname, '..');
const { paths } = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions;
const aliases = Object.entries(paths).map(([alias, [target]]) => [
  alias.slice(0, -1),
  join(root, target.slice(0, -1)),
]);
const extensions = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'];

function asFile(base) {
  for (const candidate of [
    ...extensions.map((e) => base + e),
    ...extensions.slice(1).map((e) => join(base, `index${e}`)),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

exports.interfaceVersion = 2;

exports.resolve = function resolveImport(source, file) {
  const alias = aliases.find(([prefix]) => source.startsWith(prefix));
  if (alias) {
    const path = asFile(join(alias[1], source.slice(alias[0].length)));
    return path ? { found: true, path } : { found: false };
  }
  if (source.startsWith('.') || source.startsWith('/')) {
    const path = asFile(resolve(dirname(file), source));
    return path ? { found: true, path } : { found: false };
  }
  if (isBuiltin(source)) return { found: true, path: null };
  try {
    return { found: true, path: require.resolve(source, { paths: [dirname(file)] }) };
  } catch {
    return { found: false };
  }
};
