import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../../app';
import { buildTestApp } from '../../test/test-app';
import { isServerPath } from './console';

const INDEX_HTML = '<!doctype html><html lang="th"><body><div id="root"></div></body></html>';

describe('console serving', () => {
  describe('with a built console', () => {
    let app: App;
    let dist: string;

    beforeAll(async () => {
      dist = mkdtempSync(join(tmpdir(), 'hbc-console-'));
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'index.html'), INDEX_HTML);
      writeFileSync(join(dist, 'assets', 'index-3f2a9c.js'), 'console.log("app")');
      writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
      app = await buildTestApp({ env: { CONSOLE_DIST: dist } });
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      rmSync(dist, { recursive: true, force: true });
    });

    it('serves index.html at / and never lets it be cached stale', async () => {
      const response = await app.inject({ method: 'GET', url: '/' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    });

    it('caches hashed assets for a year', async () => {
      const response = await app.inject({ method: 'GET', url: '/assets/index-3f2a9c.js' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe('console.log("app")');
    });

    it('revalidates other files at the root', async () => {
      const response = await app.inject({ method: 'GET', url: '/favicon.svg' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it.each(['/broadcast/form', '/setting/user?id=3', '/health-center/unit', '/line-login'])(
      'answers the console route %s with index.html',
      async (url) => {
        const response = await app.inject({ method: 'GET', url });

        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toBe(INDEX_HTML);
      },
    );

    it.each(['/api/nothing', '/files/missing.png', '/t/unknown-code', '/webhook/other', '/api'])(
      'answers the unknown server path %s with 404 NOT_FOUND',
      async (url) => {
        const response = await app.inject({ method: 'GET', url });

        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'NOT_FOUND' });
      },
    );

    it('answers 404 to other methods on page paths', async () => {
      const response = await app.inject({ method: 'POST', url: '/broadcast/form' });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'NOT_FOUND' });
    });

    it('answers any other path without a file with index.html, even under /assets', async () => {
      const response = await app.inject({ method: 'GET', url: '/assets/gone-000000.js' });

      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    });
  });

  describe('without a built console', () => {
    let app: App;

    beforeAll(async () => {
      app = await buildTestApp({ env: { CONSOLE_DIST: join(tmpdir(), 'hbc-console-absent') } });
    }, 60_000);
    afterAll(() => app?.close());

    it.each(['/', '/broadcast'])('answers %s with a Thai page saying to build it', async (url) => {
      const response = await app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('npm run build');
      expect(response.body).toContain('lang="th"');
      expect(response.body).toContain('ยังไม่ได้สร้างหน้าระบบ');
    });

    it('still answers unknown API routes with 404 NOT_FOUND', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/nothing' });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'NOT_FOUND' });
    });
  });
});

describe('isServerPath', () => {
  it.each([
    ['/api', true],
    ['/api/health?x=1', true],
    ['/files/a.png', true],
    ['/t/abc', true],
    ['/webhook/line', true],
    ['/apiary', false],
    ['/tracking-url', false],
    ['/', false],
  ])('%s → %s', (url, expected) => {
    expect(isServerPath(url)).toBe(expected);
  });
});
