import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { AppError, type PendingIssue } from './app-error';

/**
 * The validator compiler of the zod type provider (docs/decisions/015-call-declarations.md): a call's
 * declared input schema checks the body (the query string for GET). Field issues keep the wire name of
 * the field and the schema's translation key; a field sent twice in a form body arrives as an array and
 * is reported as `repeated_field`, not as a type error. The error is an AppError, so the envelope of a
 * refused input is the same for every call.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (input: unknown) => {
    // A body that is not an object of fields (a JSON array, string or number) is not a form at all.
    if (input !== undefined && input !== null && (typeof input !== 'object' || Array.isArray(input)))
      return { error: new AppError('bad_request') };
    const result = schema.safeParse(input ?? {});
    if (result.success) return { value: result.data };
    return { error: new AppError('invalid_input', { issues: fieldIssues(result.error, input) }) };
  };

function fieldIssues(error: z.ZodError, input: unknown): PendingIssue[] {
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const seen = new Set<string>();
  const issues: PendingIssue[] = [];
  for (const issue of error.issues) {
    // Issues are reported on the form field, even when they are about one item of a list field; a
    // field of an object sent in one form field (`value` of profile/chefmeta/*) is named `value.company`.
    const names = issue.path.slice(1);
    const listAt = names.findIndex((segment) => typeof segment !== 'string');
    const field = issue.path.length
      ? [issue.path[0], ...(listAt === -1 ? names : names.slice(0, listAt))].map(String).join('.')
      : 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    let code = issue.message;
    if (Array.isArray(raw[field]) && issue.code === 'invalid_type') code = 'repeated_field';
    // The values a message names: a length's maximum, or those a schema's own issue gives (`params`).
    const params =
      code === 'max_length' && 'maximum' in issue
        ? { max: Number(issue.maximum) }
        : issue.code === 'custom'
          ? issue.params
          : undefined;
    issues.push({ field, code, params });
  }
  return issues;
}
