import { inflateSync } from 'node:zlib';
import { DEMO_IDENTITIES } from '@hbc/contracts';
import type { SandboxApp } from '../app';
import { lineCode, testApp } from '../testing/test-app';

let app: SandboxApp;

beforeEach(async () => {
  ({ app } = await testApp());
});

afterEach(async () => {
  await app.close();
});

describe('sandbox routes', () => {
  it('GET /health answers ok', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('lists the seeded identities with role, unit and ids', async () => {
    const res = await app.inject({ method: 'GET', url: '/sandbox/identities' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.map((identity) => identity['id'])).toEqual(
      DEMO_IDENTITIES.map((identity) => identity.id),
    );
    expect(list.find((identity) => identity['id'] === 'super-admin')).toMatchObject({
      role: 'SUPER_ADMIN',
      unitHcode: null,
      status: 'ACTIVE',
      lineUserId: expect.stringMatching(/^U[0-9a-f]{32}$/),
      pictureUrl: 'http://localhost:3100/sandbox/avatar/super-admin.png',
      providerId: expect.any(String),
    });
    expect(list.find((identity) => identity['id'] === 'invited-lv3')).toMatchObject({
      role: 'ADMIN_LV3',
      unitHcode: '10669',
      unitName: 'โรงพยาบาลศูนย์สาธิต',
      status: 'INVITED',
      inviteCode: 'DEMO-INVITE-LV3',
    });
    expect(list.find((identity) => identity['id'] === 'no-user')).toMatchObject({
      role: null,
      status: null,
    });
  });

  it('serves a PNG avatar for each identity and 404 for others', async () => {
    const res = await app.inject({ method: 'GET', url: '/sandbox/avatar/admin-lv3.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.rawPayload;
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(png.readUInt32BE(16)).toBe(96); // IHDR width
    expect(png.readUInt32BE(20)).toBe(96); // IHDR height

    const other = await app.inject({ method: 'GET', url: '/sandbox/avatar/super-admin.png' });
    expect(other.rawPayload.equals(png)).toBe(false);

    expect(
      (await app.inject({ method: 'GET', url: '/sandbox/avatar/nobody.png' })).statusCode,
    ).toBe(404);
  });

  it('draws a round avatar: transparent corners, opaque centre', async () => {
    const png = (await app.inject({ method: 'GET', url: '/sandbox/avatar/admin-lv1.png' }))
      .rawPayload;
    const idatLength = png.readUInt32BE(33);
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    const alpha = (x: number, y: number) => raw[y * (96 * 4 + 1) + 1 + x * 4 + 3];
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(48, 48)).toBe(255);
  });

  it('arms and disarms faults, and refuses unknown ones', async () => {
    const armed = await app.inject({
      method: 'POST',
      url: '/sandbox/faults',
      payload: { service: 'health-id', fault: 'profile_error' },
    });
    expect(armed.json()).toMatchObject({ armed: { line: null, healthId: 'profile_error' } });
    const disarmed = await app.inject({
      method: 'POST',
      url: '/sandbox/faults',
      payload: { service: 'health-id', fault: null },
    });
    expect(disarmed.json()).toMatchObject({ armed: { healthId: null } });
    const unknown = await app.inject({
      method: 'POST',
      url: '/sandbox/faults',
      payload: { service: 'line', fault: 'x' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Unknown LINE fault: x' });
    const listed = await app.inject({ method: 'GET', url: '/sandbox/faults' });
    expect(
      Object.keys((listed.json() as { available: { line: object } }).available.line),
    ).toContain('wrong_aud');
  });

  it('reset forgets codes and armed faults', async () => {
    const code = await lineCode(app);
    await app.inject({
      method: 'POST',
      url: '/sandbox/faults',
      payload: { service: 'line', fault: 'expired' },
    });
    expect((await app.inject({ method: 'POST', url: '/sandbox/reset' })).json()).toEqual({
      status: 'ok',
    });
    expect(app.sandbox.store.lineCodes.get(code)).toBeUndefined();
    expect(app.sandbox.store.armedFaults).toEqual({ line: null, healthId: null });
  });

  it('shows a Thai front page with the identities', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('บัญชีทดสอบสำหรับเข้าสู่ระบบ');
    expect(res.body).toContain('รหัสเชิญ DEMO-INVITE-LV3');
  });

  it('serves the self-hosted Thai font the pages use, and nothing else from disk', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('url(/sandbox/fonts/sarabun-thai-400-normal.woff2)');
    const font = await app.inject({
      method: 'GET',
      url: '/sandbox/fonts/sarabun-thai-400-normal.woff2',
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('ascii')).toBe('wOF2');
    const other = await app.inject({ method: 'GET', url: '/sandbox/fonts/..%2F..%2Fpackage.json' });
    expect(other.statusCode).toBe(404);
  });

  it('answers 404 with a JSON body for unknown paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'NOT_FOUND' });
  });
});
