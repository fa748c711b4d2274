import { AppError } from './app-error';

/**
 * Lists as forms write them (docs/api.md, "Lists"): `ids[]=1&ids[]=2` is the field `ids` with two
 * items, as `ids=1&ids=2` and `ids=1,2` are (both spellings together make one list). Any other bracket
 * in a name (`ids[0]`, `value[company]`) is refused with `list_form_invalid` on the field: left as an
 * unknown field it would be dropped, and a call that reads a field left out as "every record"
 * (notifications/read without `ids`) would then act on all of them.
 */
export function readListFields(fields: Record<string, unknown>): Record<string, unknown> {
  let read: Record<string, unknown> | undefined;
  for (const name of Object.keys(fields)) {
    const open = name.indexOf('[');
    if (open === -1) continue;
    const field = open > 0 ? name.slice(0, open) : name;
    if (open === 0 || name !== `${field}[]`)
      throw new AppError('invalid_input', {
        issues: [{ field, code: 'list_form_invalid', params: { field } }],
      });
    read ??= { ...fields };
    const items = [fields[name]].flat();
    const plain = read[field];
    read[field] = plain === undefined || plain === '' ? items : [...[plain].flat(), ...items];
    delete read[name];
  }
  return read ?? fields;
}
