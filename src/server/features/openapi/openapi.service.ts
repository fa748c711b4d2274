import { z } from 'zod';
import { alternativesOf, successEnvelope, type CallDeclaration } from '@shared/contracts/call';
import { callErrorsByStatus } from '@shared/contracts/call-errors';
import { errorCodes, type ErrorCode } from '@shared/errors';

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect); transforms show their input or output side. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/**
 * An input's JSON Schema. Fields that pass when left out (a missing text is empty, a missing flag is 0)
 * are optional whatever their schema's inner type says: a field is required when leaving it out fails.
 */
function inputSchema(schema: z.ZodType): JsonSchema {
  const forms = alternativesOf(schema);
  if (forms) return { anyOf: forms.map((form) => inputSchema(form)) };
  const json = jsonSchema(schema, 'input');
  const shape = objectShape(schema);
  if (shape) {
    const required = Object.entries(shape)
      .filter(([, field]) => !field.safeParse(undefined).success)
      .map(([name]) => name);
    if (required.length) json.required = required;
    else delete json.required;
  }
  return json;
}

/** The fields of an object schema, also behind a preprocessing step (`knownFieldsOnly`). */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodPipe && schema.def.in instanceof z.ZodTransform)
    return objectShape(schema.def.out as z.ZodType);
  return undefined;
}

const errorEnvelope: JsonSchema = {
  type: 'object',
  required: ['success', 'data', 'message', 'code'],
  properties: {
    success: { const: false },
    data: { type: 'null' },
    message: { type: 'string', description: 'In the request language, or the exact text the spec names.' },
    code: { enum: Object.keys(errorCodes) },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'code', 'message'],
        properties: { field: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' } },
      },
    },
    detail: {
      type: 'object',
      description:
        "offer_not_for_you and offer_asks_undeclared: the offer's audience (`nationalities`, `language`) and the parts the chef does not meet (`unmet`) or has not declared (`undeclared`).",
    },
  },
};

/**
 * The error answers of one status: the envelope, its `code` one of those the call may answer with that
 * status (call-errors.ts: implied by its method, access and input, and declared in its `errors`).
 */
const errorResponse = (codes: readonly ErrorCode[]): JsonSchema => ({
  description: `Error envelope: ${codes.map((code) => `\`${code}\``).join(', ')}`,
  ...(codes.includes('rate_limited')
    ? {
        headers: {
          'Retry-After': { description: 'Seconds before trying again', schema: { type: 'integer' } },
        },
      }
    : {}),
  content: {
    'application/json': {
      schema: {
        allOf: [
          { $ref: '#/components/schemas/ErrorEnvelope' },
          { type: 'object', properties: { code: { enum: codes } } },
        ],
      },
    },
  },
});

const securityOf = (call: CallDeclaration) =>
  call.access === 'public' ? [] : [{ bearer: [] }, { cookie: [] }];

const envelopeResponse = (call: CallDeclaration): JsonSchema => ({
  description: 'Success envelope',
  content: { 'application/json': { schema: jsonSchema(successEnvelope(call.output), 'output') } },
});

/** A call that answers a file (`file` in its declaration): the bytes, to be saved under the name given. */
const fileResponse = (contentType: string): JsonSchema => ({
  description: 'The file itself (not an envelope), sent as an attachment',
  headers: {
    'Content-Disposition': {
      description: 'attachment; filename="..." (the name to save the file under)',
      schema: { type: 'string' },
    },
  },
  content: { [contentType]: { schema: { type: 'string', contentMediaType: contentType } } },
});

/** One path item operation of a declared call. */
function operation(call: CallDeclaration): JsonSchema {
  const op: JsonSchema = {
    operationId: call.name,
    summary: call.summary,
    'x-access': call.access,
    security: securityOf(call),
    responses: {
      [String(call.status ?? 200)]: call.file ? fileResponse(call.file.contentType) : envelopeResponse(call),
      ...Object.fromEntries(
        [...callErrorsByStatus(call)].map(([status, codes]) => [String(status), errorResponse(codes)]),
      ),
    },
  };
  const input = inputSchema(call.input);
  if (call.method === 'GET') {
    const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((input.required as string[] | undefined) ?? []);
    op.parameters = Object.entries(properties).map(([name, schema]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema,
    }));
  } else {
    const content: Record<string, { schema: JsonSchema }> = {
      'application/x-www-form-urlencoded': { schema: input },
      'application/json': { schema: input },
    };
    if (call.multipart) content['multipart/form-data'] = { schema: input };
    op.requestBody = { required: false, content };
  }
  return op;
}

/** The OpenAPI 3.1 document of the declared calls (served at GET /api/openapi.json). */
export function openApiDocument(calls: readonly CallDeclaration[], version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const call of calls) {
    const path = call.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    (paths[path] ??= {})[call.method.toLowerCase()] = operation(call);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Brigade API',
      version,
      description:
        'Every answer is an envelope `{ success, data, message }` (docs/api.md). Bodies may be form-encoded or JSON; the text `null` means empty; `lang` sets the language of messages.',
    },
    paths,
    components: {
      schemas: { ErrorEnvelope: errorEnvelope },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The session token of account/login.' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'token', description: 'The web app session cookie.' },
      },
    },
  };
}
