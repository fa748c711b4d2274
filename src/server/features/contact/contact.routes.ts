import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contactSend, maxCvBytes } from '@shared/contracts/contact';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { registerCall } from '../../lib/calls';
import { readMultipartForm } from '../../lib/multipart';
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
 * Reads a multipart contact form: its text fields, and at most one CV. A form with both file inputs of
 * the spec (fileupload, curriculum) sends both parts, the unchosen one empty: only one may hold a file.
 */
async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; file?: UploadedFile }> {
  const { fields, files } = await readMultipartForm(request, {
    fileFields,
    maxFileBytes: maxCvBytes,
    maxFiles: fileFields.size,
    maxFields: 30,
    maxFieldBytes: 64 * 1024,
    ignoredFields: new Set(['submit']),
  });
  if (files.length > 1) throw new AppError('too_large');
  const [file] = files;
  return { fields, file: file && { ...file, filename: file.filename || 'cv' } };
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
