import { z } from 'zod';
import type { ErrorCode } from '../errors';

/**
 * One API call, declared once (docs/decisions/015-call-declarations.md): the server registers its route
 * from this, validates the input and serializes the output with the schemas; the web app calls it with
 * `api(call, input)`; the OpenAPI document at GET /api/openapi.json is generated from every declaration.
 */

/**
 * Who may make the call. `account` is any logged-in account; `chef`, `restaurant` and `staff` are the
 * account types (staff runs the back office). `moderator` and `admin` are the back office's staff roles
 * (an admin may do what a moderator may); their calls answer 404 to anyone but staff. Finer rules (this
 * venue, this offer, a premium gate) are asked of the server's access module by the call's service.
 */
export const accessLevels = [
  'public',
  'account',
  'chef',
  'restaurant',
  'staff',
  'moderator',
  'admin',
] as const;
export type Access = (typeof accessLevels)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallDeclaration<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  /** A stable name, the OpenAPI operationId: `account.login`. */
  name: string;
  method: HttpMethod;
  /** The full path, `/api/...` (decisions D3); `:id` marks a path parameter. */
  path: `/api/${string}`;
  access: A;
  /** One line for the API reference. */
  summary: string;
  /** The body (the query string for GET). Form-encoded, JSON, or multipart when `multipart` is set. */
  input: Input;
  /** `data` of the success envelope. */
  output: Output;
  /** The status of a success: 200 unless the call creates something. */
  status?: 200 | 201;
  /** The body may be multipart/form-data (files). */
  multipart?: boolean;
  /** On this call `language` is data, not the interface language (decisions D3). */
  languageIsData?: boolean;
  /**
   * The success answer is a file to save (its bytes with this content type, sent as an attachment), not
   * the envelope; errors keep the envelope. The output is then `fileOutput`: what the route sends.
   */
  file?: { contentType: `${string}/${string}` };
  /**
   * The error codes the call may answer beyond those its declaration implies (call-errors.ts: the
   * transport's, the access level's and, with input fields, `invalid_input`): the rules of its service,
   * the access module's refusals, its rate limits. The OpenAPI document lists them; a call that answers
   * a code it does not declare is logged, and fails the API test that made it answer so.
   */
  errors?: readonly ErrorCode[];
}

/** Declares a call; the literal types of the declaration are kept for the server and the client. */
export function defineCall<
  const Input extends z.ZodType,
  const Output extends z.ZodType,
  const A extends Access,
>(call: CallDeclaration<Input, Output, A>): CallDeclaration<Input, Output, A> {
  return call;
}

export type CallInput<C extends CallDeclaration> = z.input<C['input']>;
export type CallParsedInput<C extends CallDeclaration> = z.output<C['input']>;
export type CallOutput<C extends CallDeclaration> = z.output<C['output']>;

/**
 * The output of a call that answers a file (`file` set): the bytes and the name the file is saved under
 * (the route sends them with Content-Disposition: attachment). The web app reads it with `apiFile`.
 */
export const fileOutput = z.object({
  content: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
  filename: z.string().min(1),
});
export type FileOutput = z.output<typeof fileOutput>;

/** A call that answers `data: null`. */
export const noData = z.null();

/**
 * Forms of one call told apart by their fields (account/resetpassword takes an e-mail, or a code with
 * the new password): `choose` picks the form for the raw body, whose schema then validates it, so the
 * field issues are those of the form that was meant. The alternatives are kept for the API reference.
 */
export function formAlternatives<const Forms extends readonly [z.ZodType, ...z.ZodType[]]>(
  choose: (raw: Record<string, unknown>) => Forms[number],
  forms: Forms,
) {
  const schema = z.any().transform((raw: unknown, context): z.output<Forms[number]> => {
    const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const result = choose(body).safeParse(body);
    if (result.success) return result.data as z.output<Forms[number]>;
    for (const issue of result.error.issues) context.issues.push({ ...issue, input: raw } as never);
    return z.NEVER;
  });
  alternatives.set(schema, forms);
  return schema as unknown as z.ZodType<z.output<Forms[number]>, z.input<Forms[number]>>;
}

const alternatives = new WeakMap<z.ZodType, readonly z.ZodType[]>();

/** The fields any call may carry besides its own: the interface language (decisions D3). */
const interfaceFields = ['lang', 'language'];

/**
 * An input that refuses the fields it does not know (`unknown_field` on each), for a call that reads a
 * field left out widely (notifications/read without `ids` marks every notification read): a misspelt
 * or misshapen field must not pass for one left out. Other calls drop unknown fields.
 */
export function knownFieldsOnly<const Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const known = new Set([...Object.keys(schema.shape), ...interfaceFields]);
  return z.preprocess((raw, context) => {
    if (raw && typeof raw === 'object' && !Array.isArray(raw))
      for (const name of Object.keys(raw))
        if (!known.has(name)) context.addIssue({ code: 'custom', path: [name], message: 'unknown_field' });
    return raw;
  }, schema);
}

/** The forms of a `formAlternatives` schema, for the API reference. */
export function alternativesOf(schema: z.ZodType): readonly z.ZodType[] | undefined {
  return alternatives.get(schema);
}

/** The success envelope around a call's output (decisions D3). */
export function successEnvelope<Output extends z.ZodType>(output: Output) {
  return z.object({ success: z.literal(true), data: output, message: z.string() });
}
