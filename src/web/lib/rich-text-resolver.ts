import { get, set, type FieldErrors, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { richTextProblem } from './rich-text-rules';

/**
 * A form's resolver (the shared schema) with the free text's own rules added on its field: the
 * shared schema checks the HTML sent, the server then counts the characters a reader sees; both
 * problems show at once, whatever else is wrong.
 */
export function withRichTextRule<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
  field: Path<T>,
  rule: { limit: number; required: boolean; min?: 2 | 4 },
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const problem = richTextProblem(String(get(values, field) ?? ''), rule);
    if (!problem) return result;
    const errors = { ...result.errors } as FieldErrors<T>;
    if (!get(errors, field)) set(errors, field, { type: 'rich_text', message: problem });
    return { values: {}, errors } as Awaited<ReturnType<Resolver<T, C, O>>>;
  };
}
