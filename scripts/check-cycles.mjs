#!/usr/bin/env node
// Fails when imports go round in a circle: between two features (server or web), whatever the kind of
// import (a type or a lazy import still ties two features together), or between two files outside the
// features through static imports of values (what decides the order modules load in). A feature builds
// on the ones below it, and the ones below never reach back up (docs/architecture.md). Run by
// `npm run lint`.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)), process.argv[2] ?? '.');
const aliases = { '@shared': 'src/shared', '@server': 'src/server', '@web': 'src/web' };

function files(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : files(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from, spec) {
  let base;
  const alias = Object.keys(aliases).find((a) => spec === a || spec.startsWith(`${a}/`));
  if (alias) base = join(root, aliases[alias], spec.slice(alias.length));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return undefined;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

// A static import or re-export (group 1 says `type` when it is for types only), or a lazy import (2).
const importPattern =
  /(?:^|\n)\s*(?:import|export)\s+(type\s)?[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const sources = ['src/server', 'src/web', 'src/shared'].flatMap((folder) => files(join(root, folder)));
const graph = new Map(
  sources.map((file) => {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(importPattern)].flatMap((m) => {
      const target = resolveImport(file, m[2] ?? m[3]);
      return target && target !== file ? [{ target, value: m[2] !== undefined && !m[1] }] : [];
    });
    return [file, targets];
  }),
);

/** The part a file belongs to: its feature, or the file itself outside features. */
function partOf(file) {
  const rel = relative(root, file);
  const feature = /^src\/(server|web)\/features\/([^/]+)\//.exec(rel);
  return feature ? `${feature[1]} feature ${feature[2]}` : rel;
}

// The graph of parts, then its strongly connected components (Tarjan): any with two parts is a cycle.
const parts = new Map();
for (const [file, targets] of graph) {
  const from = partOf(file);
  if (!parts.has(from)) parts.set(from, new Map());
  for (const { target, value } of targets) {
    const to = partOf(target);
    if (!value && !(from.includes(' feature ') && to.includes(' feature '))) continue;
    if (to !== from && !parts.get(from).has(to)) parts.get(from).set(to, [file, target]);
  }
}

let index = 0;
const stack = [];
const seen = new Map();
const cycles = [];
function connect(node) {
  const entry = { index, low: index, onStack: true };
  seen.set(node, entry);
  index += 1;
  stack.push(node);
  for (const next of parts.get(node)?.keys() ?? []) {
    if (!seen.has(next)) {
      connect(next);
      entry.low = Math.min(entry.low, seen.get(next).low);
    } else if (seen.get(next).onStack) entry.low = Math.min(entry.low, seen.get(next).index);
  }
  if (entry.low === entry.index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      seen.get(member).onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component);
  }
}
for (const node of parts.keys()) if (!seen.has(node)) connect(node);

if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}): each part below reaches the others and is reached back.`);
  for (const component of cycles) {
    console.error(`\n- ${component.sort().join(', ')}`);
    const members = new Set(component);
    for (const from of component.sort())
      for (const [to, [file, target]] of parts.get(from) ?? [])
        if (members.has(to)) console.error(`    ${relative(root, file)} -> ${relative(root, target)}`);
  }
  process.exit(1);
}
console.log(`No import cycle between features or files (${graph.size} files).`);
