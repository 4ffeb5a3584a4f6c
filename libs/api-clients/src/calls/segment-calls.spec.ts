import {
  COOKIES,
  type SegmentBody,
  type SegmentCidList,
  type SegmentCount,
  type SegmentRecord,
} from '@hbc/contracts';
import { ApiError } from '../api-error';
import { clearCookies, installFakeAdapter, setCookie } from '../testing/fake-adapter';
import {
  countSavedSegment,
  countSegment,
  createSegment,
  deleteSegment,
  getSegment,
  listSegments,
  updateSegment,
  uploadSegmentCidList,
} from './segment-calls';

let fake: ReturnType<typeof installFakeAdapter>;
let answer: { status: number; data?: unknown };

beforeEach(() => {
  answer = { status: 200, data: { message: 'SUCCESS', data: null } };
  fake = installFakeAdapter(() => answer);
  setCookie(COOKIES.userProfile, JSON.stringify({ access_token: 'access-token' }));
});

afterEach(() => {
  fake.restore();
  clearCookies();
});

function lastCall() {
  const { config, body } = fake.last();
  return {
    method: config.method,
    url: config.url,
    body,
    auth: config.headers.get('Authorization'),
  };
}

const body: SegmentBody = {
  name: 'ผู้สูงอายุเบาหวาน',
  rules: {
    match: 'ALL',
    conditions: [
      { kind: 'AGE', min: 60 },
      { kind: 'TAGS', match: 'ANY', tags: ['เบาหวาน'] },
    ],
  },
};
const record: SegmentRecord = {
  id: 7,
  unitId: 4,
  unitName: 'โรงพยาบาลบ้านหนองบัว',
  ...body,
  cachedCount: 1_204,
  countedAt: '2026-11-22T03:05:00.000Z',
  createdByName: 'มานี ขยันยิ่ง',
  updatedByName: 'มานี ขยันยิ่ง',
  createdAt: '2026-11-22T03:05:00.000Z',
  updatedAt: '2026-11-22T03:05:00.000Z',
};
const success = (data: unknown) => ({ status: 200, data: { message: 'SUCCESS', data } });

describe('segment calls', () => {
  it('listSegments posts the query with its signal and answers the page with its total', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: [record], total: 1 } };
    const controller = new AbortController();
    const query = {
      page: 1,
      pageSize: 20,
      search: 'เบาหวาน',
      sort: { field: 'updatedAt' as const, direction: 'desc' as const },
    };
    await expect(listSegments(query, controller.signal)).resolves.toEqual({
      message: 'SUCCESS',
      data: [record],
      total: 1,
    });
    expect(lastCall()).toEqual({
      method: 'post',
      url: '/api/segment/list',
      body: query,
      auth: 'Bearer access-token',
    });
    expect(fake.last().config.signal).toBe(controller.signal);
  });

  it('createSegment posts the name and rules and answers the record', async () => {
    answer = success(record);
    await expect(createSegment(body)).resolves.toEqual(record);
    expect(lastCall()).toMatchObject({ method: 'post', url: '/api/segment', body });
  });

  it('getSegment reads one segment', async () => {
    answer = success(record);
    await expect(getSegment(7)).resolves.toEqual(record);
    expect(lastCall()).toMatchObject({ method: 'get', url: '/api/segment/7' });
  });

  it('updateSegment puts the name and rules to its path', async () => {
    answer = success(record);
    await expect(updateSegment(7, body)).resolves.toEqual(record);
    expect(lastCall()).toMatchObject({ method: 'put', url: '/api/segment/7', body });
  });

  it('deleteSegment deletes by id, and rejects a refusal with its status', async () => {
    await expect(deleteSegment(7)).resolves.toBeUndefined();
    expect(lastCall()).toMatchObject({ method: 'delete', url: '/api/segment/7' });

    answer = { status: 409, data: { message: 'CONFLICT' } };
    const error = await deleteSegment(7).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409 });
  });

  it('countSegment posts the rules with its signal and answers the count', async () => {
    const count: SegmentCount = { count: 1_204, countedAt: '2026-11-22T03:05:00.000Z' };
    answer = success(count);
    const controller = new AbortController();
    await expect(countSegment({ rules: body.rules }, controller.signal)).resolves.toEqual(count);
    expect(lastCall()).toMatchObject({
      method: 'post',
      url: '/api/segment/count',
      body: { rules: body.rules },
    });
    expect(fake.last().config.signal).toBe(controller.signal);
  });

  it('countSegment rejects once its signal is aborted', async () => {
    answer = success({ count: 1, countedAt: '2026-11-22T03:05:00.000Z' });
    const controller = new AbortController();
    controller.abort();
    await expect(countSegment({ rules: body.rules }, controller.signal)).rejects.toBeDefined();
  });

  it('countSavedSegment posts to the segment’s own count with its signal', async () => {
    const count: SegmentCount = { count: 1_204, countedAt: '2026-11-22T03:05:00.000Z' };
    answer = success(count);
    const controller = new AbortController();
    await expect(countSavedSegment(7, controller.signal)).resolves.toEqual(count);
    expect(lastCall()).toMatchObject({ method: 'post', url: '/api/segment/7/count' });
    expect(fake.last().config.signal).toBe(controller.signal);
  });

  it('uploadSegmentCidList posts the file and answers its size and invalid rows', async () => {
    const list: SegmentCidList = {
      id: '5b0c7f9e-2d0a-4f55-9b5e-6f1d2f3a4b5c',
      fileName: 'รายชื่อ.csv',
      size: 120,
      invalidRows: 2,
      problems: [{ row: 3, message: 'เลขประจำตัวประชาชนไม่ถูกต้อง' }],
      createdAt: '2026-11-22T03:05:00.000Z',
    };
    answer = success(list);
    const file = { fileName: 'รายชื่อ.csv', base64: 'data:text/csv;base64,MzEwMA==' };
    await expect(uploadSegmentCidList(file)).resolves.toEqual(list);
    expect(lastCall()).toMatchObject({ method: 'post', url: '/api/segment/cid-list', body: file });
  });
});
