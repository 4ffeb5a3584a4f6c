import {
  ApiError,
  countSavedSegment,
  countSegment,
  createSegment,
  deleteSegment,
  getSegment,
  listSegments,
  updateSegment,
  uploadSegmentCidList,
} from '@hbc/api-clients';
import type { SegmentBody } from '@hbc/contracts';
import { listOf } from '../shapes/common';
import { segmentCidList, segmentCount, segmentRecord } from '../shapes/segment';
import { insertCitizens, unitIdOf, validCid } from '../support/api';
import { describeContract } from '../support/contract-suite';
import { csvDataUrl } from '../support/files';
import { rejectionOf } from '../support/rejection';
import { expectShape } from '../support/shape';

const body: SegmentBody = {
  name: 'ผู้ชายในขอนแก่น',
  rules: {
    match: 'ALL',
    conditions: [
      { kind: 'SEX', sexes: ['MALE'] },
      { kind: 'PROVINCE', provinceIds: [40] },
    ],
  },
};

describeContract('segment calls', (ctx) => {
  beforeAll(async () => {
    const unitId = await unitIdOf(ctx.app.db);
    await insertCitizens(ctx.app.db, unitId, 3, { sex: 'MALE', provinceId: 40 });
    await insertCitizens(ctx.app.db, unitId, 2, { sex: 'FEMALE', provinceId: 10 });
  });

  it('countSegment counts rules now, with the breakdown when asked', async () => {
    ctx.signInAs('admin-lv3');
    const live = await countSegment({ rules: body.rules });
    expectShape(live, segmentCount);
    expect(live.count).toBe(3);
    expect(live.breakdown).toBeUndefined();

    const detailed = await countSegment({
      rules: { match: 'ALL', conditions: [] },
      breakdown: true,
    });
    expectShape(detailed, segmentCount);
    expect(detailed.breakdown?.sexes).toEqual(
      expect.arrayContaining([
        { sex: 'MALE', count: 3 },
        { sex: 'FEMALE', count: 2 },
      ]),
    );
  });

  it('createSegment, listSegments, getSegment, updateSegment, countSavedSegment and deleteSegment', async () => {
    ctx.signInAs('admin-lv3');
    const created = await createSegment(body);
    expectShape(created, segmentRecord);
    expect(created).toMatchObject(body);

    ctx.signInAs('admin-lv2');
    const page = await listSegments({
      page: 1,
      pageSize: 20,
      search: 'ขอนแก่น',
      sort: { field: 'updatedAt', direction: 'desc' },
    });
    expectShape(page, listOf(segmentRecord));
    expect(page.data.map((row) => row.id)).toContain(created.id);
    expect(await getSegment(created.id)).toEqual(created);

    const recount = await countSavedSegment(created.id);
    expectShape(recount, segmentCount);
    expect(recount).toMatchObject({ count: 3, breakdown: expect.any(Object) });

    ctx.signInAs('admin-lv3');
    const everyone: SegmentBody = {
      name: 'ทุกเพศ',
      rules: { match: 'ANY', conditions: [{ kind: 'SEX', sexes: ['MALE', 'FEMALE', 'UNKNOWN'] }] },
    };
    const updated = await updateSegment(created.id, everyone);
    expectShape(updated, segmentRecord);
    expect(updated).toMatchObject(everyone);

    await expect(deleteSegment(created.id)).resolves.toBeUndefined();
    await expect(getSegment(created.id)).rejects.toMatchObject({ status: 404 });
  });

  it('createSegment maps a refused rule to VALIDATION_ERROR with its path', async () => {
    ctx.signInAs('admin-lv3');
    const error = await rejectionOf(
      createSegment({
        name: 'อายุผิด',
        rules: { match: 'ALL', conditions: [{ kind: 'AGE', min: 60, max: 15 }] },
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'VALIDATION_ERROR',
      errors: [{ path: expect.stringContaining('conditions'), message: expect.any(String) }],
    });
  });

  it('uploadSegmentCidList keeps a CID list a condition can name', async () => {
    ctx.signInAs('admin-lv3');
    const list = await uploadSegmentCidList({
      fileName: 'รายชื่อ.csv',
      base64: await csvDataUrl(['เลขประจำตัวประชาชน', validCid(21), validCid(22), '12345']),
    });
    expectShape(list, segmentCidList);
    expect(list).toMatchObject({ fileName: 'รายชื่อ.csv', size: 2, invalidRows: 1 });
    expect(list.problems).toHaveLength(1);

    const counted = await countSegment({
      rules: { match: 'ALL', conditions: [{ kind: 'CID_LIST', listId: list.id }] },
    });
    expect(counted.count).toBe(0);
  });
});
