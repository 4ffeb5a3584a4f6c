import { Type } from '@sinclair/typebox';
import { HttpError } from '../http-errors';
import { startFakePlatforms, type FakePlatforms } from '../test/fake-platforms';
import { signInTestEnv } from '../test/sign-in';
import { signedInRoles } from '../test/signed-in-roles';
import { describeEachDatabase } from '../test/test-app';
import { declareRoute, defineResource } from '.';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const Stream = Type.String({ description: 'text/plain: one line' });

/** A made-up area on the user permissions: a route that streams, one whose platform is away. */
const probeResource = defineResource({
  tag: 'probe-stream',
  area: 'user',
  routes: [
    declareRoute({
      method: 'GET',
      url: '/api/probe-stream',
      summary: 'Writes its own reply',
      access: { need: 'read' },
      answer: { kind: 'stream', schema: Stream, produces: ['text/plain'] },
      handler: async (_request, { reply }) => {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'text/plain' });
        reply.raw.end('one line\n');
      },
    }),
    declareRoute({
      method: 'GET',
      url: '/api/probe-away',
      summary: 'Asks a platform that is away',
      access: { need: 'read' },
      unavailable: true,
      answer: { kind: 'data', schema: Type.Null() },
      handler: async () => {
        throw new HttpError(503, 'away');
      },
    }),
  ],
});

describeEachDatabase(
  'a declared route that streams, and one that may find its platform away',
  (ctx) => {
    const { call, tokens } = signedInRoles(ctx, () => fake);
    const documented = () =>
      (
        ctx.app.swagger() as unknown as {
          paths: Record<
            string,
            { get: { responses: Record<string, { content?: Record<string, object> }> } }
          >;
        }
      ).paths;

    it('documents the stream’s media type and its 200 as declared, not in the envelope', () => {
      const route = documented()['/api/probe-stream']?.get;
      expect(Object.keys(route?.responses['200']?.content ?? {})).toEqual(['text/plain']);
      expect(Object.keys(route?.responses ?? {})).toEqual(['200', '401', '403']);
      expect(JSON.stringify(route?.responses['200'])).toContain('text/plain: one line');
      expect(JSON.stringify(route?.responses['200'])).not.toContain('SUCCESS');
    });

    it('answers what the handler writes', async () => {
      const answer = await call('GET', '/api/probe-stream', tokens['admin-lv1']);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('one line\n');
    });

    it('documents 503 for a route whose platform may be away, and answers it', async () => {
      const route = documented()['/api/probe-away']?.get;
      expect(Object.keys(route?.responses ?? {})).toEqual(['200', '401', '403', '503']);
      const answer = await call('GET', '/api/probe-away', tokens['admin-lv1']);
      expect(answer.statusCode).toBe(503);
    });
  },
  { env: () => signInTestEnv(fake), routes: [probeResource] },
);
