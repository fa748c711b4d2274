import type { FastifyRequest } from 'fastify';
import { isSingleLine } from '@shared/contracts/fields';
import { AppError } from './app-error';
import { readListFields } from './list-fields';

export interface MultipartFile {
  field: string;
  filename: string;
  content: Buffer;
}

export interface MultipartLimits {
  /** The names a file may come under; a file part under another name is read and dropped. */
  fileFields: ReadonlySet<string>;
  maxFileBytes: number;
  maxFiles: number;
  maxFields: number;
  maxFieldBytes: number;
  /** Text fields left out of the answer (e.g. the spec client's `submit`). */
  ignoredFields?: ReadonlySet<string>;
  /**
   * An empty file part is a file input left unchosen, skipped by default; a call that asks for exactly
   * one file keeps it, to say why an empty file is refused.
   */
  keepEmptyFiles?: boolean;
  /** Say the size limit in the error's message too, not only in the field issue. */
  limitInMessage?: boolean;
}

/**
 * Reads a multipart body before validation: text fields into an object (a repeated field becomes an
 * array, which validation refuses but for lists; `name[]` is read as `name`, lib/list-fields.ts), files read fully so their bytes can be checked. The reader's own
 * failures (no boundary, a body cut short) are the client's: a 400; Fastify's limits keep their codes.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<{ fields: Record<string, unknown>; files: MultipartFile[] }> {
  try {
    return await readParts(request, limits);
  } catch (error) {
    if (error instanceof AppError || String((error as { code?: unknown }).code ?? '').startsWith('FST_'))
      throw error;
    throw new AppError('bad_request', { cause: error });
  }
}

async function readParts(request: FastifyRequest, limits: MultipartLimits) {
  const fields: Record<string, unknown> = {};
  const files: MultipartFile[] = [];
  const maxMegabytes = limits.maxFileBytes / 1024 / 1024;
  for await (const part of request.parts({
    limits: {
      fileSize: limits.maxFileBytes,
      files: limits.maxFiles,
      fields: limits.maxFields,
      fieldSize: limits.maxFieldBytes,
    },
  })) {
    if (part.type === 'file') {
      const content = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        throw new AppError('too_large', {
          issues: [{ field: part.fieldname, code: 'file_too_large', params: { max: maxMegabytes } }],
          ...(limits.limitInMessage
            ? { message: { key: 'validation:file_too_large', params: { max: maxMegabytes } } }
            : {}),
        });
      });
      if (!limits.fileFields.has(part.fieldname)) continue;
      if (content.length === 0 && !limits.keepEmptyFiles) continue;
      if (!isSingleLine(part.filename))
        throw new AppError('invalid_input', { issues: [{ field: part.fieldname, code: 'single_line' }] });
      files.push({ field: part.fieldname, filename: part.filename, content });
    } else {
      if (limits.ignoredFields?.has(part.fieldname) || limits.fileFields.has(part.fieldname)) continue;
      const value = part.value === 'null' ? '' : part.value;
      const previous = fields[part.fieldname];
      fields[part.fieldname] = previous === undefined ? value : [previous, value].flat();
    }
  }
  return { fields: readListFields(fields), files };
}
