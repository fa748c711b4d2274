export type Part = 'web' | 'server';
export const parts: Record<Part, { output: string; inputs: string[] }>;
export function sourceHash(root: string, part: Part): string;
export function staleness(root: string, part: Part): { reason: string | undefined; hash: string };
export function recordBuild(root: string, part: Part, hash: string): void;
export function buildStale(root: string, names?: Part[]): boolean;
