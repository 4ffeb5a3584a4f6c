import { API_PATHS } from '@hbc/contracts';
import { describeEachDatabase } from '../../test/test-app';

describeEachDatabase('GET /api/health', (ctx) => {
  it('answers 200 SUCCESS with the version, driver and healthy parts', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.health });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'SUCCESS',
      data: {
        status: 'ok',
        version: '0.0.14',
        database: 'ok',
        queue: 'ok',
        driver: ctx.driver,
      },
    });
  });

  it('answers 503 naming the queue when the queue has stopped', async () => {
    await ctx.app.queue.stop({ graceful: false });

    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.health });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'SERVICE_UNAVAILABLE',
      data: {
        status: 'unavailable',
        version: '0.0.14',
        database: 'ok',
        queue: 'down',
        driver: ctx.driver,
      },
    });
  });

  it('answers 503 naming the database when the database is gone', async () => {
    await ctx.database.close();

    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.health });

    expect(response.statusCode).toBe(503);
    expect(response.json().data).toMatchObject({ status: 'unavailable', database: 'down' });
  });
});
