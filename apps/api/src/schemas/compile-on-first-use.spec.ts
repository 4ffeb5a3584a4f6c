import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { appWithProbeRoutes, buildTestApp } from '../test/test-app';

/** A route whose body and answers are checked, and one whose answer's schema cannot be built. */
const probeRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/probe/first-use/:id',
    {
      schema: {
        params: Type.Object({ id: Type.Integer() }),
        querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) }),
        body: Type.Object({ title: Type.String({ maxLength: 5 }) }),
        response: { 200: Type.Object({ id: Type.Integer(), page: Type.Integer() }) },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const { page } = request.query as { page?: number };
      // `secret` is not in the answer's schema: the built serializer leaves it out.
      return { id, page: page ?? 1, secret: 'not sent' };
    },
  );
  app.get(
    '/api/probe/first-use-broken',
    {
      schema: {
        response: {
          200: { type: 'object', properties: { a: { $ref: '#/definitions/missing' } } },
        },
      },
    },
    async () => ({ a: 1 }),
  );
};

describe('route schemas built on first use', () => {
  const probe = appWithProbeRoutes(probeRoutes);
  const { post } = probe;

  it('starts with the routes’ validators and serializers not built, and builds a route’s on its request', async () => {
    const before = probe.app.schemaCompilers.pending;
    expect(before).toBeGreaterThan(100);

    const answer = await post('/api/probe/first-use/7?page=2', { title: 'ok' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id: 7, page: 2 });
    // Its params, querystring and body validators and its 200 serializer.
    expect(probe.app.schemaCompilers.pending).toBe(before - 4);

    const again = await post('/api/probe/first-use/8', { title: 'ok' });
    expect(again.json()).toEqual({ id: 8, page: 1 });
    expect(probe.app.schemaCompilers.pending).toBe(before - 4);
  });

  it('refuses what the schemas refuse, with Fastify’s answer, once built', async () => {
    const tooLong = await post('/api/probe/first-use/7', { title: 'too long' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: 'VALIDATION_ERROR' });
    expect(JSON.stringify(tooLong.json())).toContain('title');

    const badPage = await post('/api/probe/first-use/7?page=0', { title: 'ok' });
    expect(badPage.statusCode).toBe(400);
    const notANumber = await post('/api/probe/first-use/x', { title: 'ok' });
    expect(notANumber.statusCode).toBe(400);
  });

  it('answers 500 for a route whose schema cannot be built, and compileAll names it', async () => {
    const answer = await probe.app.inject({ method: 'GET', url: '/api/probe/first-use-broken' });
    expect(answer.statusCode).toBe(500);
    expect(() => probe.app.schemaCompilers.compileAll()).toThrow(
      "GET /api/probe/first-use-broken: the 200 answer's schema does not compile",
    );
  });
});

describe('every route of the API', () => {
  it('has schemas that build', async () => {
    const app = await buildTestApp();
    try {
      expect(app.schemaCompilers.pending).toBeGreaterThan(100);
      app.schemaCompilers.compileAll();
      expect(app.schemaCompilers.pending).toBe(0);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('names headers in lowercase', async () => {
    const capitalHeader: FastifyPluginAsync = async (app) => {
      app.get(
        '/api/probe/capital-header',
        { schema: { headers: Type.Object({ Authorization: Type.String() }) } },
        async () => ({}),
      );
    };
    await expect(buildTestApp({ routes: [capitalHeader] })).rejects.toThrow(
      'GET /api/probe/capital-header: header "Authorization" must be lowercase',
    );
  }, 60_000);
});
