import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { appWithProbeRoutes } from '../test/test-app';
import { freeText, withFreeText } from './free-text';

/** Routes answering the body their handler was given. */
const probeRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/probe/free-text',
    {
      schema: {
        body: Type.Object({
          title: freeText(Type.String({ maxLength: 20 })),
          note: Type.Optional(Type.String()),
          tags: Type.Optional(Type.Array(freeText(Type.String()))),
        }),
      },
    },
    async (request) => ({ message: 'SUCCESS', data: request.body }),
  );
  app.post(
    '/api/probe/free-text-fields',
    {
      schema: {
        body: withFreeText(Type.Object({ name: Type.String(), cid: Type.String() }), 'name'),
      },
    },
    async (request) => ({ message: 'SUCCESS', data: request.body }),
  );
};

describe('free text in a request', () => {
  const { post } = appWithProbeRoutes(probeRoutes);

  it('reaches the handler with its CIDs masked, in marked fields only', async () => {
    const response = await post('/api/probe/free-text', {
      title: 'ก ๑๕๖๘๑๘๗๕๗๒๕๑๙',
      note: 'ข 1568187572519',
      tags: ['1.7683.16990.39.5', 'ไม่มี'],
    });

    expect(response.json()).toEqual({
      message: 'SUCCESS',
      data: {
        title: 'ก 1-5681-xxxxx-xx-9',
        note: 'ข 1568187572519',
        tags: ['1-7683-xxxxx-xx-5', 'ไม่มี'],
      },
    });
  });

  it('marks the named fields of an object schema and leaves the others exact', async () => {
    const response = await post('/api/probe/free-text-fields', {
      name: 'ชื่อ 1 7683 16990 39 5',
      cid: '1768316990395',
    });

    expect(response.json().data).toEqual({ name: 'ชื่อ 1-7683-xxxxx-xx-5', cid: '1768316990395' });
  });

  it('checks the field’s limits on the text as it will be stored', async () => {
    // 16 characters as typed, 20 masked: within the limit; 18 as typed, 22 masked: over it.
    const within = await post('/api/probe/free-text', { title: 'ab 1568187572519' });
    const over = await post('/api/probe/free-text', { title: 'abcd 1568187572519' });

    expect(within.json().data).toEqual({ title: 'ab 1-5681-xxxxx-xx-9' });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual([{ path: '/title', message: 'ต้องไม่เกิน 20 ตัวอักษร' }]);
  });
});
