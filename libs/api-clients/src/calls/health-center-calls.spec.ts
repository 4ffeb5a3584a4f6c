import {
  COOKIES,
  type NewProvinceBody,
  type ProvinceRow,
  type UnitBody,
  type UnitDetail,
  type UnitListQuery,
} from '@hbc/contracts';
import { clearCookies, installFakeAdapter, setCookie } from '../testing/fake-adapter';
import {
  createProvince,
  createUnit,
  deleteProvince,
  deleteUnit,
  getOwnUnit,
  getProvince,
  getUnit,
  listProvinces,
  listRegions,
  listUnits,
  updateProvince,
  updateUnit,
} from './health-center-calls';

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

const province: ProvinceRow = {
  id: 40,
  nameTh: 'ขอนแก่น',
  nameEn: 'Khon Kaen',
  healthRegionId: 7,
  healthRegionName: 'เขตสุขภาพที่ 7',
  unitCount: 3,
  staffCount: 5,
  citizenCount: 1200,
};
const newProvince: NewProvinceBody = {
  id: 40,
  nameTh: 'ขอนแก่น',
  nameEn: 'Khon Kaen',
  healthRegionId: 7,
};
const unitBody: UnitBody = {
  hcode: '10669',
  name: 'โรงพยาบาลบ้านหนองบัว',
  kind: 'COMMUNITY_HOSPITAL',
  provinceId: 40,
  logoUrl: null,
  active: true,
};
const unit: UnitDetail = {
  id: 4,
  ...unitBody,
  provinceName: 'ขอนแก่น',
  healthRegionId: 7,
  healthRegionName: 'เขตสุขภาพที่ 7',
  staffCount: 3,
  citizenCount: 850,
  recentBroadcasts: [
    { id: 1, title: 'ชวนตรวจสุขภาพ', status: 'SENT', createdAt: '2026-11-20T02:00:00.000Z' },
  ],
};

describe('health-center list calls', () => {
  it.each([
    ['listRegions', () => listRegions({ page: 1, pageSize: 13 }), '/api/health-center/region/list'],
    [
      'listProvinces',
      () => listProvinces({ page: 1, pageSize: 20, filters: { healthRegionId: 7 } }),
      '/api/health-center/province/list',
    ],
    [
      'listUnits',
      () =>
        listUnits({
          page: 3,
          pageSize: 50,
          search: '106',
          sort: { field: 'hcode', direction: 'asc' },
          filters: { provinceId: 40, kind: 'HOSPITAL', active: false },
        }),
      '/api/health-center/unit/list',
    ],
  ] as const)('%s posts its query to %s and answers the page', async (_name, call, url) => {
    answer = { status: 200, data: { message: 'SUCCESS', data: [{ id: 1 }], total: 77 } };
    await expect(call()).resolves.toEqual({ message: 'SUCCESS', data: [{ id: 1 }], total: 77 });
    expect(lastCall()).toMatchObject({ method: 'post', url, auth: 'Bearer access-token' });
  });

  it.each([
    ['listRegions', (signal: AbortSignal) => listRegions({ page: 1, pageSize: 13 }, signal)],
    ['listProvinces', (signal: AbortSignal) => listProvinces({ page: 1, pageSize: 20 }, signal)],
    ['listUnits', (signal: AbortSignal) => listUnits({ page: 1, pageSize: 20 }, signal)],
  ] as const)('%s hands its abort signal to the request', async (_name, call) => {
    answer = { status: 200, data: { message: 'SUCCESS', data: [], total: 0 } };
    const controller = new AbortController();
    await call(controller.signal);
    expect(fake.last().config.signal).toBe(controller.signal);
  });

  it('sends the list query exactly as given', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: [], total: 0 } };
    const query: UnitListQuery = {
      page: 3,
      pageSize: 50,
      search: '106',
      sort: { field: 'hcode', direction: 'asc' },
      filters: { provinceId: 40, kind: 'HOSPITAL', active: false },
    };
    await listUnits(query);
    expect(lastCall().body).toEqual(query);
  });
});

describe('province calls', () => {
  it('createProvince posts the province with its code and answers the row', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: province } };
    await expect(createProvince(newProvince)).resolves.toEqual(province);
    expect(lastCall()).toEqual({
      method: 'post',
      url: '/api/health-center/province',
      body: newProvince,
      auth: 'Bearer access-token',
    });
  });

  it('getProvince reads one province by its code', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: province } };
    await expect(getProvince(40)).resolves.toEqual(province);
    expect(lastCall()).toMatchObject({ method: 'get', url: '/api/health-center/province/40' });
  });

  it('updateProvince puts the details to the path, without an id in the body', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: province } };
    const details = { nameTh: 'ขอนแก่น', nameEn: 'Khon Kaen', healthRegionId: 7 };
    await expect(updateProvince(40, details)).resolves.toEqual(province);
    expect(lastCall()).toEqual({
      method: 'put',
      url: '/api/health-center/province/40',
      body: details,
      auth: 'Bearer access-token',
    });
  });

  it('deleteProvince deletes by code; a refusal keeps its Thai message', async () => {
    await expect(deleteProvince(40)).resolves.toBeUndefined();
    expect(lastCall()).toMatchObject({ method: 'delete', url: '/api/health-center/province/40' });

    answer = {
      status: 409,
      data: { message: 'CONFLICT', errors: [{ path: '', message: 'ไม่สามารถลบจังหวัดนี้ได้' }] },
    };
    await expect(deleteProvince(40)).rejects.toMatchObject({
      status: 409,
      errors: [{ path: '', message: 'ไม่สามารถลบจังหวัดนี้ได้' }],
    });
  });
});

describe('unit calls', () => {
  it('createUnit posts the unit and answers it', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: unit } };
    await expect(createUnit(unitBody)).resolves.toEqual(unit);
    expect(lastCall()).toEqual({
      method: 'post',
      url: '/api/health-center/unit',
      body: unitBody,
      auth: 'Bearer access-token',
    });
  });

  it('getUnit reads one unit with its counts and recent broadcasts', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: unit } };
    await expect(getUnit(4)).resolves.toEqual(unit);
    expect(lastCall()).toMatchObject({
      method: 'get',
      url: '/api/health-center/unit/4',
      auth: 'Bearer access-token',
    });
  });

  it('updateUnit puts the unit body to its path', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: unit } };
    const details = { ...unitBody, active: false };
    await expect(updateUnit(4, details)).resolves.toEqual(unit);
    expect(lastCall()).toEqual({
      method: 'put',
      url: '/api/health-center/unit/4',
      body: details,
      auth: 'Bearer access-token',
    });
  });

  it('deleteUnit deletes by id', async () => {
    await expect(deleteUnit(4)).resolves.toBeUndefined();
    expect(lastCall()).toMatchObject({ method: 'delete', url: '/api/health-center/unit/4' });
  });

  it("getOwnUnit reads the signed-in user's own unit", async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: unit } };
    await expect(getOwnUnit()).resolves.toEqual(unit);
    expect(lastCall()).toEqual({
      method: 'get',
      url: '/api/health-center/unit/own',
      body: undefined,
      auth: 'Bearer access-token',
    });
  });

  it('a 404 is a failure with its status', async () => {
    answer = { status: 404, data: { message: 'NOT_FOUND' } };
    await expect(getUnit(99999)).rejects.toMatchObject({ status: 404, message: 'NOT_FOUND' });
  });
});
