import type { z } from 'zod';
import { AppError, type PendingIssue } from './app-error';

/**
 * Parses a request body with a shared contract schema. Field issues keep the wire name of the field and
 * the schema's translation key; a field sent twice in a form body arrives as an array and is reported as
 * `repeated_field`, not as a type error.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // A body that is not an object of fields (a JSON array, string or number) is not a form at all.
  if (input !== undefined && input !== null && (typeof input !== 'object' || Array.isArray(input)))
    throw new AppError('bad_request');
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const seen = new Set<string>();
  const issues: PendingIssue[] = [];
  for (const issue of result.error.issues) {
    // Issues are reported on the form field, even when they are about one item of a list field.
    const field = issue.path.length ? String(issue.path[0]) : 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    let code = issue.message;
    if (Array.isArray(raw[field]) && issue.code === 'invalid_type') code = 'repeated_field';
    const params = code === 'max_length' && 'maximum' in issue ? { max: Number(issue.maximum) } : undefined;
    issues.push({ field, code, params });
  }
  throw new AppError('invalid_input', { issues });
}
