import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schema and validation library load on first use (the first submit),
 * not with the page: forms on public pages then keep the first load within the JavaScript budget. The
 * form validates exactly as with `schemaResolver` once loaded.
 */
export function lazyResolver<TForm extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TForm, TContext, TOutput>>,
): Resolver<TForm, TContext, TOutput> {
  let loading: Promise<Resolver<TForm, TContext, TOutput>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
