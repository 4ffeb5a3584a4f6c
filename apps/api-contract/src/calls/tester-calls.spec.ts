import {
  addTesterByCid,
  ApiError,
  cancelTesterCode,
  deleteTester,
  getTesterCodeStatus,
  listTesters,
  makeTesterCode,
  renameTester,
} from '@hbc/api-clients';
import { TESTER_MESSAGES } from '@hbc/contracts';
import { listOf } from '../shapes/common';
import { testerCode, testerCodeStatus, testerRecord } from '../shapes/tester';
import { insertFollowerOfCid, unitIdOf, validCid } from '../support/api';
import { describeContract } from '../support/contract-suite';
import { rejectionOf } from '../support/rejection';
import { expectShape } from '../support/shape';

describeContract('tester calls', (ctx) => {
  it('addTesterByCid, listTesters, renameTester and deleteTester', async () => {
    const cid = validCid(7);
    await insertFollowerOfCid(ctx.app, cid);
    ctx.signInAs('admin-lv1');
    const added = await addTesterByCid({ name: 'สมชาย', cid });
    expectShape(added, testerRecord);
    expect(added).toMatchObject({ name: 'สมชาย', addedVia: 'CID', following: true });

    ctx.signInAs('admin-lv3');
    const page = await listTesters({ page: 1, pageSize: 20, search: 'สมชาย' });
    expectShape(page, listOf(testerRecord));
    expect(page.data).toEqual([added]);

    ctx.signInAs('super-admin');
    const theirs = await listTesters({
      page: 1,
      pageSize: 20,
      filters: { unitId: await unitIdOf(ctx.app.db) },
    });
    expect(theirs.data).toEqual([added]);

    ctx.signInAs('admin-lv1');
    const renamed = await renameTester(added.id, { name: 'สมชาย ใจดี' });
    expectShape(renamed, testerRecord);
    expect(renamed.name).toBe('สมชาย ใจดี');
    await expect(deleteTester(added.id)).resolves.toBeUndefined();
    expect((await listTesters({ page: 1, pageSize: 20 })).total).toBe(0);
  });

  it('addTesterByCid of no follower maps to VALIDATION_ERROR with the Thai reason', async () => {
    ctx.signInAs('admin-lv1');
    const error = await rejectionOf(addTesterByCid({ name: 'ไม่มี', cid: validCid(8) }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      errors: [{ path: '/cid', message: TESTER_MESSAGES.notFollowing }],
    });
  });

  it('makeTesterCode, getTesterCodeStatus and cancelTesterCode', async () => {
    ctx.signInAs('admin-lv1');
    const made = await makeTesterCode({ name: 'รอรหัส' });
    expectShape(made, testerCode);
    const status = await getTesterCodeStatus(made.id);
    expectShape(status, testerCodeStatus);
    expect(status).toEqual({ state: 'WAITING', tester: null });
    await expect(cancelTesterCode(made.id)).resolves.toBeUndefined();
    expect(await getTesterCodeStatus(made.id)).toEqual({ state: 'EXPIRED', tester: null });
  });
});
