/** The rows of every synthetic table are written in COPY's text format: one line a row, tab-separated. */

/** Escapes a value for COPY's text format; null is \N. */
function field(value: string | number | boolean | null): string {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : value;
}

export const line = (values: (string | number | boolean | null)[]) => values.map(field).join('\t') + '\n';
export const json = (value: unknown) => JSON.stringify(value);
export const time = (ms: number) => new Date(ms).toISOString();
export const array = (values: readonly (string | number)[]) => `{${values.join(',')}}`;
