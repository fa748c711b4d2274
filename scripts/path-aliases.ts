import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The import aliases (@shared, @server, @web) as declared once, in tsconfig.base.json `paths`, turned into
 * Vite's `resolve.alias` (absolute folders): vite.config.ts and the vitest configs read them here, the
 * server build and `tsx` read the tsconfig itself.
 */
export function pathAliases(tsconfigFile = `${root}tsconfig.base.json`): Record<string, string> {
  const config = JSON.parse(readFileSync(tsconfigFile, 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.fromEntries(
    Object.entries(config.compilerOptions.paths).map(([alias, [target]]) => {
      if (!alias.endsWith('/*') || !target?.endsWith('/*'))
        throw new Error(`tsconfig.base.json paths: ${alias} must map "x/*" to one "folder/*"`);
      return [alias.slice(0, -2), `${root}${target.slice(0, -2)}`];
    }),
  );
}
