import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Lock {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;

/** The lowest version a ">=x.y" range allows, as [major, minor]. */
function lowest(range: string): [number, number] {
  const match = /^>=\s*(\d+)(?:\.(\d+))?/.exec(range.trim());
  if (!match) throw new Error(`engines.node should read ">=x.y", not ${range}`);
  return [Number(match[1]), Number(match[2] ?? 0)];
}

/** Whether a package's engines.node range (">=a", "^a.b || >=c", ">= a.b.c"...) allows major.minor. */
function allows(range: string, [major, minor]: [number, number]): boolean {
  return range.split('||').some((part) => {
    const bounds = part
      .trim()
      .replace(/([<>=^~]+)\s+/g, '$1')
      .split(/\s+/);
    return bounds.every((bound) => {
      const m = /^(>=|>|<=|<|\^|~|=)?\s*v?(\d+)(?:\.(\d+|x|\*))?/.exec(bound.trim());
      if (!m) return true;
      const [want, wantMinor] = [Number(m[2]), m[3] && /\d/.test(m[3]) ? Number(m[3]) : 0];
      const cmp = major !== want ? major - want : minor - wantMinor;
      switch (m[1]) {
        case '>=':
          return cmp >= 0;
        case '>':
          return cmp > 0;
        case '<':
          return cmp < 0;
        case '<=':
          return major <= want;
        case '^':
          return major === want && cmp >= 0;
        case '~':
          return major === want && minor === wantMinor;
        default:
          return major === want;
      }
    });
  });
}

describe('supported Node versions', () => {
  it('every installed package supports the lowest Node version package.json promises', () => {
    const minimum = lowest(pkg.engines.node);
    const refusing = Object.entries(lock.packages)
      .map(([path, entry]) => [path, Array.isArray(entry.engines) ? undefined : entry.engines?.node] as const)
      .filter(([, range]) => range !== undefined && !allows(range, minimum))
      .map(([path, range]) => `${path} (${range})`);
    expect(refusing).toEqual([]);
  });

  it('reads engine ranges as npm does', () => {
    expect(allows('>=22', [20, 19])).toBe(false);
    expect(allows('>=18', [20, 19])).toBe(true);
    expect(allows('^20.19.0 || >=22.12.0', [20, 19])).toBe(true);
    expect(allows('^20.20.0 || >=22.12.0', [20, 19])).toBe(false);
    expect(allows('>= 16.0.0', [20, 19])).toBe(true);
    expect(allows('^18.18.0 || ^20.9.0 || >=21.1.0', [20, 19])).toBe(true);
  });
});
