import { z } from 'zod';
import { referenceListNames } from '../reference/reference-lists';
import { defineCall } from './call';

/** One option of a reference list: `{ value, label }`, some lists add fields (`max`, `icon`, `dialCode`). */
const referenceOption = z.looseObject({ value: z.union([z.string(), z.number()]), label: z.string() });

/** GET /api/reference: every reference list of spec doc 1 section 3, in the request's language. */
export const referenceGet = defineCall({
  name: 'reference.get',
  method: 'GET',
  path: '/api/reference',
  access: 'public',
  summary:
    'Every reference list in the request language (`lang` or `language`, else Accept-Language); cacheable, with an ETag.',
  input: z.object({}),
  output: z.object(Object.fromEntries(referenceListNames.map((name) => [name, z.array(referenceOption)]))),
});

export const referenceCalls = [referenceGet];
