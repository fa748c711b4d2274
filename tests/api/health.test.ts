import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../build-test-app';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('answers ok when the database answers', async () => {
    const res = await call<{ status: string; database: string }>(t.app, 'health', {}, { method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { status: 'ok', database: 'ok' } });
    expect(res.body.message).toBe('The service is running.');
  });

  it('answers an unknown path with a 404 envelope in the request language', async () => {
    const res = await call(t.app, 'no/such/call?lang=es', {}, { method: 'GET' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      data: null,
      code: 'not_found',
      message: 'No hemos encontrado lo que buscas.',
    });
  });
});
