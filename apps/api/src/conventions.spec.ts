import { patternText, ROLES, type ValidationIssue } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import fc from 'fast-check';
import type { FastifyPluginAsync } from 'fastify';
import { conflict, forbidden, unauthorized } from './http-errors';
import { ErrorBody, Success } from './schemas/envelope';
import { IdParams } from './schemas/id-params';
import { startFakePlatforms, type FakePlatforms } from './test/fake-platforms';
import {
  filledPath,
  publishedOperations,
  type PublishedOperation,
} from './test/published-operations';
import { bearer, lineUserIdOf, messagingToken, signIn, signInTestEnv } from './test/sign-in';
import { appWithProbeRoutes, describeEachDatabase } from './test/test-app';
import { IDENTITY_OF_ROLE } from './areas/users/testing/user-calls';

/** Texts that name numbers a double cannot hold: Ajv used to read them as ±Infinity. */
const NON_FINITE = ['1e999', 'Infinity', '-Infinity', '1e400', '9'.repeat(400)];
/** Other ways of writing an integer than plain decimal (URL-encoded). */
const NOT_PLAIN_DECIMAL = ['0x10', '%2B1', '%201', '1%20', '01', '1e3', '0b1', '1.0'];
const WRONG_FORM = 'รูปแบบข้อมูลไม่ถูกต้อง';

/** A body of `count` unknown keys (`k0000`, `k0001`, …) beside `known`. */
const withUnknownKeys = (count: number, known: Record<string, unknown> = {}) => ({
  ...known,
  ...Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`k${String(i).padStart(4, '0')}`, 1]),
  ),
});

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
  app.post(
    '/api/probe/count/:id',
    {
      schema: {
        params: IdParams,
        querystring: Type.Object(
          { n: Type.Optional(Type.Integer({ maximum: 10 })) },
          { additionalProperties: false },
        ),
        body: Type.Object({
          size: Type.Integer({ minimum: 1, maximum: 100 }),
          share: Type.Optional(Type.Number({ maximum: 1 })),
          anything: Type.Optional(Type.Unknown()),
        }),
      },
    },
    async (request) => ({
      message: 'SUCCESS',
      data: {
        id: (request.params as { id: number }).id,
        n: (request.query as { n?: number }).n ?? null,
        size: (request.body as { size: number }).size,
      },
    }),
  );
  app.get('/api/probe/many-conflicts', { schema: { response: { 409: ErrorBody } } }, async () => {
    throw conflict(Array.from({ length: 130 }, (_, i) => ({ path: `/rows/${i}`, message: 'ซ้ำ' })));
  });
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
  const probe = appWithProbeRoutes(probeRoutes);
  const { post } = probe;

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
      const health = await probe.app.inject({ method: 'GET', url: '/api/health' });

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

  describe('numbers read out of text', () => {
    const count = (id: string, body: string | object, query = '') =>
      post(`/api/probe/count/${id}${query}`, body);
    const refusedAt = (path: string) => ({
      message: 'VALIDATION_ERROR',
      errors: [{ path, message: WRONG_FORM }],
    });

    it.each(NON_FINITE)('refuses %s wherever text becomes a number', async (text) => {
      const answers = await Promise.all([
        count(text, { size: 5 }),
        count('7', { size: 5 }, `?n=${text}`),
        count('7', { size: text }),
        count('7', { size: [text] }),
        count('7', { size: 5, share: text }),
      ]);

      expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
        // A path parameter over 100 characters matches no route: a malformed request.
        [
          400,
          text.length > 100
            ? expect.objectContaining({ message: 'VALIDATION_ERROR' })
            : refusedAt('params/id'),
        ],
        [400, refusedAt('querystring/n')],
        [400, refusedAt('/size')],
        [400, refusedAt('/size')],
        [400, refusedAt('/share')],
      ]);
    });

    it('refuses a JSON number too large for a double, even in free-form data', async () => {
      const response = await count('7', '{"size": 5, "anything": {"deep": [1, 1e999]}}');

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusedAt('/anything/deep/1'));
    });

    it.each(NOT_PLAIN_DECIMAL)(
      'reads an id or query integer only in plain decimal: %s',
      async (text) => {
        const asId = await count(text, { size: 5 });
        const asQuery = await count('7', { size: 5 }, `?n=${text}`);

        expect([asId.statusCode, asQuery.statusCode]).toEqual([400, 400]);
        expect(asId.json()).toEqual(refusedAt('params/id'));
        expect(asQuery.json()).toEqual(refusedAt('querystring/n'));
      },
    );

    it('keeps the range checks of plain decimal integers and lets valid ones through', async () => {
      const tooLarge = await count('2147483648', { size: 5 });
      const zero = await count('0', { size: 5 });
      const valid = await count('2147483647', { size: 100 }, '?n=-3');

      expect(tooLarge.json().errors).toEqual([
        { path: 'params/id', message: 'ต้องไม่เกิน 2147483647' },
      ]);
      expect(zero.json().errors).toEqual([{ path: 'params/id', message: 'ต้องไม่น้อยกว่า 1' }]);
      expect(valid.json()).toEqual({
        message: 'SUCCESS',
        data: { id: 2_147_483_647, n: -3, size: 100 },
      });
    });
  });

  describe('bounded error lists', () => {
    it('lists at most 100 issues and counts the rest in moreErrors', async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: 400 }), async (unknownKeys) => {
          const response = await post(
            '/api/probe/strict',
            withUnknownKeys(unknownKeys, { code: '12345' }),
          );
          const body = response.json() as { errors?: ValidationIssue[]; moreErrors?: number };

          if (unknownKeys === 0) expect(response.statusCode).toBe(200);
          else {
            expect(response.statusCode).toBe(400);
            expect(body.errors).toHaveLength(Math.min(unknownKeys, 100));
            expect(body.errors?.[0]).toEqual({ path: '/k0000', message: 'ไม่รู้จักข้อมูลนี้' });
            expect(body.moreErrors).toBe(unknownKeys > 100 ? unknownKeys - 100 : undefined);
          }
        }),
        { numRuns: 25, examples: [[100], [101]] },
      );
    });

    it('bounds the issues of a thrown error the same way', async () => {
      const response = await probe.app.inject({ method: 'GET', url: '/api/probe/many-conflicts' });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: 'CONFLICT', moreErrors: 30 });
      expect(response.json().errors).toHaveLength(100);
      expect(response.json().errors[99]).toEqual({ path: '/rows/99', message: 'ซ้ำ' });
    });

    it('refuses an object of over 1,000 keys with one issue, before validation', async () => {
      const flat = await post('/api/probe/strict', withUnknownKeys(1_001));
      const inner = await post('/api/probe/strict', { code: '1', inner: withUnknownKeys(75_000) });
      const query = await probe.app.inject({
        method: 'POST',
        url: `/api/probe/count/7?${Array.from({ length: 1_001 }, (_, i) => `q${i}=1`).join('&')}`,
        payload: { size: 5 },
      });
      const allowed = await post('/api/probe/strict', withUnknownKeys(999, { code: '12345' }));

      const tooMany = 'มีข้อมูลเกิน 1,000 รายการ';
      expect(flat.json()).toEqual({
        message: 'VALIDATION_ERROR',
        errors: [{ path: '', message: tooMany }],
      });
      expect(inner.json().errors).toEqual([{ path: '/inner', message: tooMany }]);
      expect(query.json().errors).toEqual([{ path: 'querystring', message: tooMany }]);
      expect([flat, inner, query].map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
      expect(allowed.json()).toMatchObject({ message: 'VALIDATION_ERROR', moreErrors: 899 });
    });

    it('refuses data nested deeper than 64 levels, however deep, with one issue', async () => {
      const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const deepest = await count64(nested(63));
      const tooDeep = await count64(nested(64));
      const farTooDeep = await count64(nested(200_000));

      expect(deepest.statusCode).toBe(200);
      expect([tooDeep.statusCode, farTooDeep.statusCode]).toEqual([400, 400]);
      const path = `/anything${'/0'.repeat(63)}`;
      expect(farTooDeep.json()).toEqual({
        message: 'VALIDATION_ERROR',
        errors: [{ path, message: 'ข้อมูลซ้อนกันเกิน 64 ชั้น' }],
      });
    });

    /** `/api/probe/count/7` with free-form `anything`: the body is one level, then `data`. */
    const count64 = (data: string) =>
      post('/api/probe/count/7', `{"size": 5, "anything": ${data}}`);
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
    const response = await probe.app.inject({ method: 'GET', url: '/api/probe/%E0%A4%A' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'VALIDATION_ERROR',
      errors: [{ path: '', message: 'ที่อยู่ไม่ถูกต้อง' }],
    });
  });

  it('answers an unsupported body type with 400', async () => {
    const response = await probe.app.inject({
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
    const response = await probe.app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });

  it('answers unknown API routes with 404 NOT_FOUND, whatever the method', async () => {
    const get = await probe.app.inject({ method: 'GET', url: '/api/no-such-area' });
    const del = await probe.app.inject({ method: 'DELETE', url: '/api/no-such-area/3' });

    expect([get.statusCode, del.statusCode]).toEqual([404, 404]);
    expect(get.json()).toEqual({ message: 'NOT_FOUND' });
    expect(del.json()).toEqual({ message: 'NOT_FOUND' });
  });

  it('hides the cause of a crash behind 500 INTERNAL_ERROR', async () => {
    const response = await probe.app.inject({ method: 'GET', url: '/api/probe/crash' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'INTERNAL_ERROR' });
    expect(response.body).not.toContain('secret');
  });

  it('limits the routes that opt in with 429 TOO_MANY_REQUESTS', async () => {
    const first = await probe.app.inject({ method: 'GET', url: '/api/probe/limited' });
    const second = await probe.app.inject({ method: 'GET', url: '/api/probe/limited' });

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ message: 'TOO_MANY_REQUESTS' });
    expect(second.headers['retry-after']).toBeDefined();
  });

  it('tags every answer with a request id, reusing the caller’s', async () => {
    const own = await probe.app.inject({ method: 'GET', url: '/api/health' });
    const given = await probe.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-123' },
    });

    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(given.headers['x-request-id']).toBe('trace-123');
  });

  it('sends the security headers with a strict content security policy', async () => {
    const response = await probe.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);

    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("font-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document and its viewer at /api/docs', async () => {
    const ui = await probe.app.inject({ method: 'GET', url: '/api/docs' });
    const json = await probe.app.inject({ method: 'GET', url: '/api/docs/json' });

    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    expect(json.json()).toMatchObject({
      openapi: expect.stringMatching(/^3\./),
      info: { version: '0.0.14' },
      paths: { '/api/health': { get: expect.any(Object) } },
    });
  });

  it('lists every error status of the conventions, 413 and 431 with the others', async () => {
    const document = (await probe.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const description = String(document.info.description);

    for (const [status, message] of [
      [400, 'VALIDATION_ERROR'],
      [401, 'UNAUTHORIZED'],
      [403, 'FORBIDDEN'],
      [404, 'NOT_FOUND'],
      [408, 'REQUEST_TIMEOUT'],
      [409, 'CONFLICT'],
      [413, 'PAYLOAD_TOO_LARGE'],
      [429, 'TOO_MANY_REQUESTS'],
      [431, 'HEADERS_TOO_LARGE'],
      [500, 'INTERNAL_ERROR'],
      [503, 'SERVICE_UNAVAILABLE'],
    ]) {
      expect(description).toContain(`| ${status} | \`${message}\` |`);
    }
    expect(description).toContain('`moreErrors`');
  });
});

/** Ids no row can have, each written so that a route must refuse it before any query (400). */
const BAD_IDS = [
  ...NON_FINITE.filter((text) => text.length < 100),
  ...NOT_PLAIN_DECIMAL,
  ...['NaN', '-1', '0', '2147483648', '1.5', '9'.repeat(99)],
];
/** Path parameters that name nothing, so a well-formed call changes nothing. */
const ABSENT: Record<string, string> = {
  // Below a province code's limit (`smallint`) too; no row of the test data has it.
  id: '32767',
  importId: '00000000-0000-4000-8000-000000000000',
  product: 'image',
  code: 'absent',
  '*': 'absent.png',
};

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
}, 60_000);
afterAll(() => fake?.close());

describeEachDatabase(
  'every published operation, given bad input',
  (ctx) => {
    /** Who may call: nobody (public routes), a messaging token, then each role's access token. */
    const callers: { name: string; headers: Record<string, string> }[] = [];
    let operations: PublishedOperation[];

    beforeAll(async () => {
      callers.push({ name: 'public', headers: {} });
      const messaging = await messagingToken(ctx.app, fake, lineUserIdOf('super-admin'));
      callers.push({ name: 'messaging', headers: bearer(messaging) });
      for (const role of ROLES) {
        callers.push({
          name: role,
          headers: bearer(await signIn(ctx.app, fake, IDENTITY_OF_ROLE[role])),
        });
      }
      operations = publishedOperations(ctx.app);
    }, 120_000);

    const call = (
      operation: PublishedOperation,
      headers: Record<string, string>,
      input: { path?: Record<string, string>; query?: string; body?: object },
    ) =>
      ctx.app.inject({
        method: operation.method,
        url:
          filledPath(operation.path, input.path ?? {}, (name) => ABSENT[name] ?? 'absent') +
          (input.query ?? ''),
        headers,
        ...(input.body ? { payload: input.body } : {}),
      });

    /** Whether `body` is a 400's: the one issue at the path parameter, in Thai. */
    const isRefusal = (body: { message?: string; errors?: ValidationIssue[] }, name: string) =>
      body.message === 'VALIDATION_ERROR' &&
      body.errors?.length === 1 &&
      body.errors[0]?.path === `params/${name}` &&
      /[ก-๙]/.test(body.errors[0].message);

    /** The first caller the operation lets past its token and permission checks with `input`. */
    const allowedCaller = async (
      operation: PublishedOperation,
      input: Parameters<typeof call>[2],
    ) => {
      for (const caller of callers) {
        const response = await call(operation, caller.headers, input);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode !== 401 && response.statusCode !== 403) return caller;
      }
      return undefined;
    };

    it('refuses every bad id (400 VALIDATION_ERROR at its path) as a caller who may', async () => {
      const unchecked: string[] = [];
      const wrong: string[] = [];
      for (const operation of operations.filter((o) => o.pathParams.length > 0)) {
        for (const name of operation.pathParams) {
          const route = `${operation.method} ${operation.path}`;
          const caller = await allowedCaller(operation, { path: { [name]: BAD_IDS[0] ?? '' } });
          if (!caller) {
            unchecked.push(route);
            continue;
          }
          for (const id of BAD_IDS) {
            const response = await call(operation, caller.headers, { path: { [name]: id } });
            const answer = `${response.statusCode} ${response.body}`;
            const refused = response.statusCode === 400 && isRefusal(response.json(), name);
            // Other parameters (a product's name, a redirect's code, a file's path) name
            // nothing when bad: no 5xx is enough.
            const ok = /^(id|.+Id)$/.test(name) ? refused : response.statusCode < 500;
            if (!ok) wrong.push(`${route} ${name}=${id} as ${caller.name}: ${answer}`);
          }
        }
      }

      expect(unchecked).toEqual([]);
      expect(wrong).toEqual([]);
    }, 300_000);

    it('answers unknown keys in a body or query with at most 100 issues and the count of the rest', async () => {
      const keys = (count: number) => Object.keys(withUnknownKeys(count));
      const unknownKeys = (operation: PublishedOperation, count: number) =>
        operation.takesJson
          ? { body: withUnknownKeys(count) }
          : {
              query: `?${keys(count)
                .map((key) => `${key}=1`)
                .join('&')}`,
            };
      const wrong: string[] = [];
      const cut: string[] = [];
      let checked = 0;
      for (const operation of operations.filter((o) => o.takesJson || o.queryParams.length > 0)) {
        const route = `${operation.method} ${operation.path}`;
        const caller = await allowedCaller(operation, unknownKeys(operation, 900));
        if (!caller) continue;
        const many = await call(operation, caller.headers, unknownKeys(operation, 900));
        const tooMany = await call(operation, caller.headers, unknownKeys(operation, 5_000));
        const body = many.json() as { message?: string; errors?: unknown[]; moreErrors?: number };
        const listed = body.errors?.length ?? 0;
        // A list cut at 100 counts the rest (every unknown key); a shorter one is whole.
        const counted =
          listed === 100 ? listed + (body.moreErrors ?? 0) >= 900 : body.moreErrors === undefined;
        const answers = {
          many: [many.statusCode, body.message, listed <= 100, counted],
          tooMany: [tooMany.statusCode, tooMany.json().errors?.length],
        };
        const expected = { many: [400, 'VALIDATION_ERROR', true, true], tooMany: [400, 1] };
        if (JSON.stringify(answers) !== JSON.stringify(expected)) {
          wrong.push(`${route} as ${caller.name}: ${JSON.stringify(answers)}`);
        }
        if (listed === 100) cut.push(route);
        checked += 1;
      }

      expect(wrong).toEqual([]);
      // Unknown keys are refused (architecture §5): most operations had far more than 100 issues.
      expect(cut.length).toBeGreaterThan(checked / 2);
    }, 300_000);
  },
  { env: () => signInTestEnv(fake) },
);
