import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contactSend, maxCvBytes } from '@shared/contracts/contact';
import { isSingleLine } from '@shared/contracts/fields';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { registerCall } from '../../lib/calls';
import { applyBodyLanguage } from '../../plugins/request-context';
import { sendContactMessage, type UploadedFile } from './contact.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The CV of a multipart contact form, read before validation. */
    uploadedFile?: UploadedFile;
  }
}

const fileFields = new Set(['fileupload', 'curriculum', 'cv']);

/**
 * Reads a multipart body: text fields into an object (a repeated field becomes an array, refused by
 * validation), and at most one CV file, read fully so its bytes can be checked.
 */
async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; file?: UploadedFile }> {
  try {
    return await readParts(request);
  } catch (error) {
    // The multipart reader's own errors (no boundary, a body cut short, a malformed part) are the
    // client's; ours (AppError) and Fastify's limits (FST_*) already say what went wrong.
    if (error instanceof AppError || String((error as { code?: unknown }).code ?? '').startsWith('FST_'))
      throw error;
    throw new AppError('bad_request', { cause: error });
  }
}

async function readParts(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; file?: UploadedFile }> {
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | undefined;
  // A form with both file inputs of the spec (fileupload, curriculum) sends both parts, the unchosen one
  // empty: one part per file field may come, but only one of them may hold a file.
  for await (const part of request.parts({
    limits: { fileSize: maxCvBytes, files: fileFields.size, fields: 30, fieldSize: 64 * 1024 },
  })) {
    if (part.type === 'file') {
      const content = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('too_large', {
            issues: [
              { field: part.fieldname, code: 'file_too_large', params: { max: maxCvBytes / 1024 / 1024 } },
            ],
          });
        }
        throw error;
      });
      if (!fileFields.has(part.fieldname) || content.length === 0) continue;
      if (file) throw new AppError('too_large');
      if (!isSingleLine(part.filename))
        throw new AppError('invalid_input', { issues: [{ field: part.fieldname, code: 'single_line' }] });
      file = { field: part.fieldname, filename: part.filename || 'cv', content };
    } else {
      const value = part.value === 'null' ? '' : part.value;
      if (part.fieldname === 'submit' || fileFields.has(part.fieldname)) continue;
      const previous = fields[part.fieldname];
      fields[part.fieldname] = previous === undefined ? value : [previous, value].flat();
    }
  }
  return { fields, file };
}

/** POST /api/contact: the contact form and the send-CV-only flow (form, JSON or multipart). */
export async function contactRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(
    app,
    contactSend,
    async ({ input, request }) => ({
      data: await sendContactMessage(deps, input, request.uploadedFile, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        lang: request.lang,
        accountId: request.auth?.account.id ?? null,
      }),
      message: 'api:message_sent',
    }),
    {
      bodyLimit: maxCvBytes + 256 * 1024,
      // A multipart body is read here, before validation: its text fields become the body.
      readBody: async (request) => {
        if (!request.isMultipart()) return;
        const { fields, file } = await readMultipart(request);
        request.body = fields;
        request.uploadedFile = file;
        applyBodyLanguage(request, fields);
      },
    },
  );
}
