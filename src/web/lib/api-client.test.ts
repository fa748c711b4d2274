import { describe, expect, it } from 'vitest';
import { ApiError, filenameOf, multipartBody, readEnvelope } from './api-client';

describe('readEnvelope: the answers of the API', () => {
  it('resolves a success envelope', () => {
    const envelope = readEnvelope<{ id: number }>(
      201,
      JSON.stringify({ success: true, data: { id: 3 }, message: 'Sent.' }),
    );
    expect(envelope.data.id).toBe(3);
    expect(envelope.message).toBe('Sent.');
  });

  /** The error a call throws (fails the test when it throws nothing). */
  function thrown(call: () => unknown): ApiError {
    try {
      call();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    }
    throw new Error('expected an ApiError');
  }

  it('throws an ApiError with the server message, code, status and issues', () => {
    const body = {
      success: false,
      data: null,
      message: 'The file could not be accepted.',
      code: 'file_rejected',
      issues: [{ field: 'fileupload', code: 'file_type', message: 'Please choose a PDF.' }],
    };
    const error = thrown(() => readEnvelope(400, JSON.stringify(body)));
    expect(error.message).toBe('The file could not be accepted.');
    expect(error.code).toBe('file_rejected');
    expect(error.status).toBe(400);
    expect(error.issues).toEqual(body.issues);
  });

  it('throws a message-less error for an answer that is not an envelope', () => {
    expect(thrown(() => readEnvelope(502, '<html>Bad gateway</html>')).code).toBe('server_error');
    const empty = thrown(() => readEnvelope(502, ''));
    expect(empty.message).toBe('');
    expect(empty.status).toBe(502);
    expect(thrown(() => readEnvelope(404, 'null')).code).toBe('bad_request');
  });
});

describe('multipartBody: a call with files, as a form sends it', () => {
  const fields = {
    lang: 'es',
    name: 'Maria',
    phonecode: '+34',
    callback: false,
    offers: [] as number[],
    missing: undefined,
  };

  it('carries the language first, every text field, flags as 1/0, and the files', () => {
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const body = multipartBody(fields, { fileupload: file, curriculum: null });
    const texts = [...body.entries()].filter(([, v]) => typeof v === 'string');
    expect(texts).toEqual([
      ['lang', 'es'],
      ['name', 'Maria'],
      ['phonecode', '+34'],
      ['callback', '0'],
    ]);
    expect((body.get('fileupload') as File).name).toBe('cv.pdf');
    expect(body.has('curriculum')).toBe(false);
  });

  it('sends a list as one field per item and true as 1', () => {
    const body = multipartBody({ ...fields, callback: true, offers: [12, 15] }, {});
    expect(body.get('callback')).toBe('1');
    expect(body.getAll('offers')).toEqual(['12', '15']);
  });
});

describe('filenameOf: the name a downloaded file is saved under', () => {
  it('reads filename, quoted or not', () => {
    expect(filenameOf('attachment; filename="brigade-ana-garcia-es.pdf"')).toBe('brigade-ana-garcia-es.pdf');
    expect(filenameOf('attachment; filename=cv.pdf')).toBe('cv.pdf');
  });

  it('prefers the UTF-8 filename* and keeps no folder part', () => {
    expect(
      filenameOf(
        `attachment; filename="brigade-_-en.pdf"; filename*=UTF-8''brigade-%D0%BE%D0%BB%D0%B5%D0%B3-en.pdf`,
      ),
    ).toBe('brigade-олег-en.pdf');
    expect(filenameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
  });

  it('gives nothing for no header or no name', () => {
    expect(filenameOf(null)).toBeUndefined();
    expect(filenameOf('attachment')).toBeUndefined();
  });
});
