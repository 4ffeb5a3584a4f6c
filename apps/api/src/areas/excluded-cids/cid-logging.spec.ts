import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { excludedCid } from '../../db/schema';
import { TEST_JWT_SECRET } from '../../test/sign-in';
import { insertUser } from '../../test/staff-fixtures';
import { buildTestApp } from '../../test/test-app';
import { accessTokenOf } from '../users/testing/user-calls';
import { cidCalls, csvBase64, validCid, wrongCheckDigit } from './testing/cid-calls';

/** Everything the API logs, at its most detailed level. */
const logged: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(chunk.toString('utf8'));
    done();
  },
});

let app: App;
let api: ReturnType<typeof cidCalls>;
let token: string;
beforeAll(async () => {
  app = await buildTestApp({
    env: { JWT_SECRET: TEST_JWT_SECRET },
    logger: { level: 'trace', stream: logStream },
  });
  api = cidCalls(app);
  const user = await insertUser(app.db, { role: 'SUPER_ADMIN' });
  token = await accessTokenOf(app, user.id);
}, 60_000);
afterAll(() => app?.close());

describe('what the API logs of CIDs', () => {
  it('never logs a CID, a request body or a file, even when a request fails', async () => {
    const [a, b, c] = [validCid(9001), validCid(9002), validCid(9003)];
    const file = csvBase64(['cid,reason', `${b},ย้าย`, `${c},`, wrongCheckDigit(a)]);

    const added = await api.add(token, { cid: a, reason: 'ทดสอบบันทึก' });
    await api.add(token, { cid: a, reason: 'ซ้ำ' });
    await api.add(token, { cid: wrongCheckDigit(b), reason: 'ผิด' });
    await api.list(token, { search: a });
    await api.reveal(token, added.json().data.id);
    await api.exportList(token, { format: 'csv' });
    const preview = await api.preview(token, {
      fileName: `${c}.csv`,
      reason: 'นำเข้า',
      base64: file,
    });
    await api.confirm(token, preview.json().data.importId);
    // A stored CID altered: reading it fails (500), and that failure is logged.
    await app.db
      .update(excludedCid)
      .set({ cidEncrypted: Buffer.alloc(41, 1).toString('base64') })
      .where(eq(excludedCid.id, added.json().data.id));
    const failed = await api.reveal(token, added.json().data.id);

    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: 'INTERNAL_ERROR' });
    const log = logged.join('');
    expect(log).toContain('failed its integrity check');
    expect(log).toContain('incoming request');
    // (Its times are 13-digit numbers too: look for the CIDs themselves.)
    for (const cid of [a, b, c, wrongCheckDigit(a), wrongCheckDigit(b)]) {
      expect(log).not.toContain(cid);
    }
    expect(log).not.toMatch(/\d{4}-\d{5}-\d{2}/);
    expect(log).not.toContain(file.slice(0, 40));
    expect(log).not.toContain('ทดสอบบันทึก');
  });
});
