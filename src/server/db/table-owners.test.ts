import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index';
import { infrastructureTables, readOnlyReaders, tableOwners } from './table-owners';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const serverDir = join(root, 'src/server');

/** The schema's exports that are tables, by export name, as SQL table names. */
const tableOfExport = new Map(
  Object.entries(schema).flatMap(([name, value]) =>
    is(value, PgTable) ? [[name, getTableName(value)]] : [],
  ),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The module a server file belongs to, as the owners list names it: a feature, or `lib/<file>`. */
function moduleOf(file: string): string {
  const path = relative(serverDir, file).replace(/\\/g, '/');
  const feature = /^features\/([^/]+)\//.exec(path);
  if (feature) return feature[1]!;
  if (path.startsWith('access/')) return 'access';
  return path.replace(/\.ts$/, '');
}

/** The schema tables a file imports (values or types), by SQL name; `*` for a whole-schema import. */
function tablesImported(code: string): string[] {
  const tables: string[] = [];
  for (const m of code.matchAll(/import\s+(?:type\s+)?([^;]*?)\s+from\s+'([^']+)'/g)) {
    if (!/(^|\/)db\/schema(\/|$)/.test(m[2]!)) continue;
    const names = /\{([^}]*)\}/.exec(m[1]!);
    if (!names) {
      tables.push('*');
      continue;
    }
    for (const name of names[1]!.split(',')) {
      const exported = name
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!;
      const table = tableOfExport.get(exported);
      if (table) tables.push(table);
    }
  }
  return tables;
}

/** Whether code writes through Drizzle (`.insert(t).values`, `.update(t).set`, `.delete(t).where`), not a Map's delete. */
const writesTables = (code: string) =>
  /\.(insert|update|delete)\(\s*[\w.]+\s*\)\s*\.(values|set|where|returning)\b/.test(code);

describe('table owners', () => {
  it('name an owner for every table of the schema, and no table that is not there', () => {
    expect(Object.keys(tableOwners).sort()).toEqual([...tableOfExport.values()].sort());
  });

  it('are the only server code outside db/ that imports their tables', () => {
    const leaks = sourceFiles(serverDir)
      .filter((file) => !relative(serverDir, file).startsWith('db'))
      .flatMap((file) => {
        const module = moduleOf(file);
        if (readOnlyReaders.includes(module)) return [];
        const allowed = new Set([
          ...Object.entries(tableOwners).flatMap(([table, owner]) => (owner === module ? [table] : [])),
          ...(infrastructureTables[module] ?? []),
        ]);
        return tablesImported(readFileSync(file, 'utf8'))
          .filter((table) => !allowed.has(table))
          .map(
            (table) =>
              `${relative(root, file)} uses ${table} (owned by ${tableOwners[table as keyof typeof tableOwners] ?? 'nobody'})`,
          );
      });
    expect(leaks).toEqual([]);
  });

  it('let the read-only readers read, and never write', () => {
    const writes = sourceFiles(serverDir)
      .filter((file) => readOnlyReaders.includes(moduleOf(file)) && !file.endsWith('.test.ts'))
      .filter((file) => writesTables(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(writes).toEqual([]);
  });

  it('catch a feature that imports a table it does not own', () => {
    expect(tablesImported("import { media, offers } from '../../db/schema/index';")).toEqual([
      'media',
      'offers',
    ]);
    expect(tablesImported("import type { accounts } from '@server/db/schema/accounts';")).toEqual([
      'accounts',
    ]);
    expect(tablesImported("import * as schema from '../../db/schema/index';")).toEqual(['*']);
    expect(writesTables('await db\n  .update(offers)\n  .set({ status })')).toBe(true);
    expect(writesTables('await tx.delete(blocks).where(eq(blocks.id, id))')).toBe(true);
    expect(writesTables('this.entries.delete(key);')).toBe(false);
  });

  it('are listed in docs/architecture.md as they are here', () => {
    const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    const owners = [...new Set<string>(Object.values(tableOwners))];
    for (const owner of owners) {
      const row = new RegExp(`^\\|\\s*\`${owner}\`\\s*\\|(.*)\\|\\s*$`, 'm').exec(doc);
      expect(row, `docs/architecture.md has a row for ${owner}`).not.toBeNull();
      const listed = [...row![1]!.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]).sort();
      const owned = Object.entries(tableOwners)
        .filter(([, o]) => o === owner)
        .map(([table]) => table)
        .sort();
      expect(listed, `tables of ${owner} in docs/architecture.md`).toEqual(owned);
    }
  });
});
