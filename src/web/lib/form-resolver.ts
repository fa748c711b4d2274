import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form resolver from a shared contract schema, so a form validates exactly as the server
 * does. The contracts preprocess raw input (their input type is `unknown`); the form states its own,
 * stricter value types, hence the one cast here.
 */
export function schemaResolver<TForm extends FieldValues, S extends z.ZodType>(
  schema: S,
): Resolver<TForm, unknown, z.output<S>> {
  return zodResolver(schema as never) as unknown as Resolver<TForm, unknown, z.output<S>>;
}
