import {
  ApiError,
  createBroadcast,
  createProvince,
  createUnit,
  deleteProvince,
  deleteUnit,
  getOwnUnit,
  getProvince,
  getUnit,
  listProvinceNames,
  listProvinces,
  listRegions,
  listUnits,
  updateProvince,
  updateUnit,
} from '@hbc/api-clients';
import type { NewProvinceBody, UnitBody } from '@hbc/contracts';
import { listOf } from '../shapes/common';
import { provinceName, provinceRow, regionRow, unitDetail, unitRow } from '../shapes/health-center';
import { describeContract } from '../support/contract-suite';
import { rejectionOf } from '../support/rejection';
import { arrayOf, expectShape } from '../support/shape';

describeContract('health-center calls', (ctx) => {
  it('listRegions, listProvinceNames and listProvinces read the reference data', async () => {
    ctx.signInAs('super-admin');
    const regions = await listRegions({
      page: 1,
      pageSize: 13,
      sort: { field: 'number', direction: 'asc' },
    });
    expectShape(regions, listOf(regionRow));
    expect(regions.total).toBe(13);

    const names = await listProvinceNames();
    expectShape(names, arrayOf(provinceName));
    expect(names.length).toBeGreaterThan(70);

    const provinces = await listProvinces({
      page: 1,
      pageSize: 20,
      sort: { field: 'name', direction: 'asc' },
      filters: { healthRegionId: 7 },
    });
    expectShape(provinces, listOf(provinceRow));
    expect(provinces.data.length).toBeGreaterThan(0);
    expect(provinces.data.every((row) => row.healthRegionId === 7)).toBe(true);
  });

  it('createProvince, getProvince, updateProvince and deleteProvince by the province code', async () => {
    ctx.signInAs('super-admin');
    const body: NewProvinceBody = {
      id: 99,
      nameTh: 'จังหวัดทดสอบ',
      nameEn: 'Test',
      healthRegionId: 7,
    };
    const created = await createProvince(body);
    expectShape(created, provinceRow);
    expect(created).toMatchObject(body);

    expect(await getProvince(99)).toEqual(created);

    const updated = await updateProvince(99, {
      nameTh: 'จังหวัดใหม่',
      nameEn: 'New',
      healthRegionId: 8,
    });
    expectShape(updated, provinceRow);
    expect(updated).toMatchObject({ id: 99, nameTh: 'จังหวัดใหม่', healthRegionId: 8 });

    await expect(deleteProvince(99)).resolves.toBeUndefined();
    await expect(getProvince(99)).rejects.toMatchObject({ status: 404 });
  });

  it('deleteProvince of a province with units is refused with its Thai reason', async () => {
    ctx.signInAs('super-admin');
    const error = await rejectionOf(deleteProvince(40));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      errors: [
        { path: expect.any(String), message: expect.stringContaining('ไม่สามารถลบจังหวัดนี้ได้') },
      ],
    });
  });

  it('listUnits, createUnit, getUnit, updateUnit and deleteUnit', async () => {
    ctx.signInAs('super-admin');
    const page = await listUnits({
      page: 1,
      pageSize: 20,
      search: '',
      sort: { field: 'hcode', direction: 'asc' },
      filters: { provinceId: 40, active: true },
    });
    expectShape(page, listOf(unitRow));
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((row) => row.provinceId === 40 && row.active)).toBe(true);

    const body: UnitBody = {
      hcode: '99901',
      name: 'โรงพยาบาลทดสอบ',
      kind: 'COMMUNITY_HOSPITAL',
      provinceId: 40,
      logoUrl: 'https://hospital.example/logo.png',
      active: true,
    };
    const created = await createUnit(body);
    expectShape(created, unitRow);
    expect(created).toMatchObject(body);

    const detail = await getUnit(created.id);
    expectShape(detail, unitDetail);
    expect(detail).toMatchObject({ ...body, recentBroadcasts: [] });

    const updated = await updateUnit(created.id, { ...body, logoUrl: null, active: false });
    expectShape(updated, unitRow);
    expect(updated).toMatchObject({ id: created.id, logoUrl: null, active: false });

    await expect(deleteUnit(created.id)).resolves.toBeUndefined();
    await expect(getUnit(created.id)).rejects.toMatchObject({ status: 404, message: 'NOT_FOUND' });
  });

  it('getOwnUnit reads the staff member’s unit with its recent broadcasts', async () => {
    ctx.signInAs('admin-lv3');
    const draft = await createBroadcast({ title: 'ชวนตรวจสุขภาพ', messages: [], target: 'UNIT' });
    const own = await getOwnUnit();
    expectShape(own, unitDetail);
    expect(own.recentBroadcasts).toContainEqual(
      expect.objectContaining({ id: draft.id, title: draft.title, status: 'DRAFT' }),
    );
  });
});
