import { patternText } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { App } from './app';
import { conflict, forbidden, unauthorized } from './http-errors';
import { ErrorBody, Success } from './schemas/envelope';
import { buildTestApp } from './test/test-app';

/** Routes that exercise the API conventions the product's routes rely on. */
const probeRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/probe/:id',
    {
      schema: {
        params: Type.Object({ id: Type.Integer() }),
        body: Type.Object({
          title: Type.String({ minLength: 1, maxLength: 5 }),
          messages: Type.Array(Type.Object({ text: Type.String({ maxLength: 3 }) }), {
            maxItems: 3,
          }),
          kind: Type.Optional(Type.Union([Type.Literal('A'), Type.Literal('B')])),
        }),
        // The shared envelopes: error answers pass through the same serializer as routes' own.
        response: {
          200: Success(Type.Object({ id: Type.Integer() })),
          400: ErrorBody,
          413: ErrorBody,
        },
      },
      bodyLimit: 200,
    },
    async (request) => ({
      message: 'SUCCESS',
      data: { id: (request.params as { id: number }).id },
    }),
  );
  app.post(
    '/api/probe/text/:name',
    {
      schema: {
        params: Type.Object({ name: Type.String() }),
        querystring: Type.Object({ q: Type.Optional(Type.String()) }),
        body: Type.Object({
          title: Type.String(),
          tags: Type.Array(Type.String()),
          choice: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
          nested: Type.Optional(Type.Object({ note: Type.String() })),
          counts: Type.Optional(Type.Record(Type.String(), Type.Integer())),
          anything: Type.Optional(Type.Unknown()),
        }),
      },
    },
    async () => ({ message: 'SUCCESS', data: null }),
  );
  app.post(
    '/api/probe/strict',
    {
      schema: {
        body: Type.Object(
          {
            code: patternText(/^[0-9]{5}$/, 'รหัสต้องเป็นตัวเลข 5 หลัก'),
            inner: Type.Optional(
              Type.Object({ a: Type.String() }, { additionalProperties: false }),
            ),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => ({ message: 'SUCCESS', data: request.body }),
  );
  app.get('/api/probe/unauthorized', async () => {
    throw unauthorized();
  });
  app.get('/api/probe/forbidden', async () => {
    throw forbidden();
  });
  app.get('/api/probe/conflict', { schema: { response: { 409: ErrorBody } } }, async () => {
    throw conflict([{ path: '/hcode', message: 'รหัสนี้มีอยู่แล้ว' }]);
  });
  app.get('/api/probe/crash', async () => {
    throw new Error('secret detail at /srv/app.js:12');
  });
  app.get(
    '/api/probe/limited',
    { config: { rateLimit: { max: 1, timeWindow: 60_000 } } },
    async () => ({ message: 'SUCCESS', data: null }),
  );
};

describe('API conventions', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp({ routes: [probeRoutes] });
  }, 60_000);
  afterAll(() => app?.close());

  const post = (url: string, payload: string | object) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('answers valid input with the success envelope', async () => {
    const response = await post('/api/probe/4', { title: 'ok', messages: [] });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'SUCCESS', data: { id: 4 } });
  });

  it('lists every schema violation with a JSON pointer and a Thai message', async () => {
    const response = await post('/api/probe/4', {
      title: 'too long',
      messages: [{ text: 'ok' }, { text: 'long' }],
      kind: 'C',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'VALIDATION_ERROR',
      errors: [
        { path: '/title', message: 'ต้องไม่เกิน 5 ตัวอักษร' },
        { path: '/messages/1/text', message: 'ต้องไม่เกิน 3 ตัวอักษร' },
        { path: '/kind', message: 'ข้อมูลไม่ถูกต้อง' },
      ],
    });
  });

  it('points at missing fields and names the request part outside the body', async () => {
    const missing = await post('/api/probe/4', { messages: [] });
    const badParam = await post('/api/probe/abc', { title: 'ok', messages: [] });

    expect(missing.json()).toEqual({
      message: 'VALIDATION_ERROR',
      errors: [{ path: '/title', message: 'กรุณากรอกข้อมูล' }],
    });
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json()).toEqual({
      message: 'VALIDATION_ERROR',
      errors: [{ path: 'params/id', message: 'รูปแบบข้อมูลไม่ถูกต้อง' }],
    });
  });

  it('refuses unknown fields at any depth instead of dropping them', async () => {
    const response = await post('/api/probe/strict', {
      code: '12345',
      role: 'SUPER_ADMIN',
      inner: { a: 'x', b: 'y' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'VALIDATION_ERROR',
      errors: [
        { path: '/role', message: 'ไม่รู้จักข้อมูลนี้' },
        { path: '/inner/b', message: 'ไม่รู้จักข้อมูลนี้' },
      ],
    });
  });

  it('answers a wrong-form value with the field’s own Thai text when its schema names one', async () => {
    const wrong = await post('/api/probe/strict', { code: '1234x' });
    const right = await post('/api/probe/strict', { code: '01234' });

    expect(wrong.json()).toEqual({
      message: 'VALIDATION_ERROR',
      errors: [{ path: '/code', message: 'รหัสต้องเป็นตัวเลข 5 หลัก' }],
    });
    expect(right.json()).toEqual({ message: 'SUCCESS', data: { code: '01234' } });
  });

  describe('text the database cannot store', () => {
    const REFUSED = 'มีอักขระที่ไม่อนุญาต';
    const text = (body: string, url = '/api/probe/text/ok') => post(url, body);

    it('is refused in every string of the body, however deep, at its path', async () => {
      const response = await text(
        '{"title": "a\\u0000b", "tags": ["ok", "\\ud800"], "choice": "x\\u0000",' +
          ' "nested": {"note": "\\udc00 alone"}}',
      );

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'VALIDATION_ERROR',
        errors: [
          { path: '/title', message: REFUSED },
          { path: '/tags/1', message: REFUSED },
          { path: '/choice', message: REFUSED },
          { path: '/nested/note', message: REFUSED },
        ],
      });
    });

    it('is refused in path parameters and the query string', async () => {
      const response = await text('{"title": "ok", "tags": []}', '/api/probe/text/a%00b');

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ path: 'params/name', message: REFUSED }]);
      const query = await text('{"title": "ok", "tags": []}', '/api/probe/text/ok?q=%00');
      expect(query.json().errors).toEqual([{ path: 'querystring/q', message: REFUSED }]);
    });

    it('is refused in the keys of an object and anywhere in free-form data', async () => {
      const response = await text(
        '{"title": "ok", "tags": [], "counts": {"a\\u0000": 1},' +
          ' "anything": {"list": [1, {"deep": "\\u0000"}]}}',
      );

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { path: '/counts', message: REFUSED },
        { path: '/anything/list/1/deep', message: REFUSED },
      ]);
    });

    it('is refused before a product route reaches the database, which stays up', async () => {
      // A public route: signed-in routes answer 401 before looking at the body.
      const login = await post('/api/login', { state: 'a\u0000', code: 'c' });
      const health = await app.inject({ method: 'GET', url: '/api/health' });

      expect([login.statusCode, health.statusCode]).toEqual([400, 200]);
      expect(login.json().errors).toEqual([{ path: '/state', message: REFUSED }]);
    });

    it('lets Thai text and characters beyond the basic plane (surrogate pairs) through', async () => {
      const response = await post('/api/probe/text/ไทย', {
        title: 'ข่าวสารวัคซีน 😀',
        tags: ['𠀀'],
        anything: { คีย์: ['😀'] },
      });

      expect(response.statusCode).toBe(200);
    });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await post('/api/probe/4', '{"title": "ok",');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'VALIDATION_ERROR',
      errors: [{ path: '', message: 'รูปแบบ JSON ไม่ถูกต้อง' }],
    });
  });

  it('answers a malformed URL with 400 in the same shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/%E0%A4%A' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'VALIDATION_ERROR',
      errors: [{ path: '', message: 'ที่อยู่ไม่ถูกต้อง' }],
    });
  });

  it('answers an unsupported body type with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/4',
      headers: { 'content-type': 'application/xml' },
      payload: '<title/>',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('VALIDATION_ERROR');
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await post('/api/probe/4', {
      title: 'ok',
      messages: [],
      pad: 'x'.repeat(500),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'PAYLOAD_TOO_LARGE' });
  });

  it.each([
    ['/api/probe/unauthorized', 401, { message: 'UNAUTHORIZED' }],
    ['/api/probe/forbidden', 403, { message: 'FORBIDDEN' }],
    [
      '/api/probe/conflict',
      409,
      { message: 'CONFLICT', errors: [{ path: '/hcode', message: 'รหัสนี้มีอยู่แล้ว' }] },
    ],
  ])('answers a thrown HTTP error (%s) with its status and body', async (url, status, body) => {
    const response = await app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });

  it('answers unknown API routes with 404 NOT_FOUND, whatever the method', async () => {
    const get = await app.inject({ method: 'GET', url: '/api/no-such-area' });
    const del = await app.inject({ method: 'DELETE', url: '/api/no-such-area/3' });

    expect([get.statusCode, del.statusCode]).toEqual([404, 404]);
    expect(get.json()).toEqual({ message: 'NOT_FOUND' });
    expect(del.json()).toEqual({ message: 'NOT_FOUND' });
  });

  it('hides the cause of a crash behind 500 INTERNAL_ERROR', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/crash' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'INTERNAL_ERROR' });
    expect(response.body).not.toContain('secret');
  });

  it('limits the routes that opt in with 429 TOO_MANY_REQUESTS', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/probe/limited' });
    const second = await app.inject({ method: 'GET', url: '/api/probe/limited' });

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ message: 'TOO_MANY_REQUESTS' });
    expect(second.headers['retry-after']).toBeDefined();
  });

  it('tags every answer with a request id, reusing the caller’s', async () => {
    const own = await app.inject({ method: 'GET', url: '/api/health' });
    const given = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-123' },
    });

    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(given.headers['x-request-id']).toBe('trace-123');
  });

  it('sends the security headers with a strict content security policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);

    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("font-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document and its viewer at /api/docs', async () => {
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });

    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    expect(json.json()).toMatchObject({
      openapi: expect.stringMatching(/^3\./),
      info: { version: '0.0.14' },
      paths: { '/api/health': { get: expect.any(Object) } },
    });
  });
});
