import { describe, expect, it } from 'vitest';
import { ApiError, readEnvelope } from './api-client';

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
