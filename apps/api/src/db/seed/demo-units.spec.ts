import {
  DEMO_COMMUNITY_HOSPITAL,
  DEMO_HOSPITAL,
  DEMO_IDENTITIES,
  DEMO_NEW_UNIT,
  DEMO_UNITS,
  HCODE_PATTERN,
  UNIT_KINDS,
} from '@hbc/contracts';
import { readProvinces } from './reference-data';
import { demoUnitKind, demoUnits } from './demo-units';

const provinces = readProvinces().map(({ id, nameTh }) => ({ id, nameTh }));
const units = demoUnits(provinces);
const generated = units.filter((row) => !DEMO_UNITS.some((demo) => demo.hcode === row.hcode));

describe('demoUnits', () => {
  it('keeps the units of DEMO_UNITS exactly, each with a real kind', () => {
    expect(units.slice(0, DEMO_UNITS.length)).toEqual(
      DEMO_UNITS.map((demo) => ({
        hcode: demo.hcode,
        name: demo.name_th,
        kind: demoUnitKind(demo),
        provinceId: Number(demo.provinceCode),
      })),
    );
    expect(demoUnitKind(DEMO_HOSPITAL)).toBe('HOSPITAL');
    expect(demoUnitKind(DEMO_COMMUNITY_HOSPITAL)).toBe('COMMUNITY_HOSPITAL');
    expect(() => demoUnitKind(DEMO_NEW_UNIT)).toThrow('no kind for demo unit 98765');
  });

  it('gives each of the 77 provinces its provincial health office and two to four hospitals', () => {
    expect(provinces).toHaveLength(77);
    for (const province of provinces) {
      const own = generated.filter((row) => row.provinceId === province.id);
      const offices = own.filter((row) => row.kind === 'PROVINCIAL_HEALTH_OFFICE');
      const hospitals = own.filter((row) => row.kind !== 'PROVINCIAL_HEALTH_OFFICE');

      expect({ province: province.id, offices: offices.map((row) => row.name) }).toEqual({
        province: province.id,
        offices: [`สำนักงานสาธารณสุขจังหวัด${province.nameTh}`],
      });
      expect(hospitals.length).toBeGreaterThanOrEqual(2);
      expect(hospitals.length).toBeLessThanOrEqual(4);
      expect(hospitals.every((row) => row.name.startsWith('โรงพยาบาล'))).toBe(true);
    }
  });

  it('names hospitals realistically: the province’s own, its districts’, a sub-district’s', () => {
    const khonKaen = generated.filter((row) => row.provinceId === 40);

    expect(khonKaen).toEqual([
      {
        hcode: '00040',
        name: 'สำนักงานสาธารณสุขจังหวัดขอนแก่น',
        kind: 'PROVINCIAL_HEALTH_OFFICE',
        provinceId: 40,
      },
      { hcode: '14001', name: 'โรงพยาบาลขอนแก่น', kind: 'HOSPITAL', provinceId: 40 },
      { hcode: '14011', name: 'โรงพยาบาลชุมแพ', kind: 'COMMUNITY_HOSPITAL', provinceId: 40 },
      { hcode: '14012', name: 'โรงพยาบาลน้ำพอง', kind: 'COMMUNITY_HOSPITAL', provinceId: 40 },
      {
        hcode: '04051',
        name: expect.stringMatching(/^โรงพยาบาลส่งเสริมสุขภาพตำบลบ้าน/),
        kind: 'HEALTH_PROMOTING_HOSPITAL',
        provinceId: 40,
      },
    ]);
    expect(generated.filter((row) => row.provinceId === 10).map((row) => row.name)).toEqual([
      'สำนักงานสาธารณสุขจังหวัดกรุงเทพมหานคร',
      'โรงพยาบาลราชวิถี',
      'โรงพยาบาลนพรัตนราชธานี',
      'โรงพยาบาลเลิดสิน',
    ]);
    expect(generated.find((row) => row.provinceId === 50 && row.kind === 'HOSPITAL')?.name).toBe(
      'โรงพยาบาลนครพิงค์',
    );
  });

  it('uses 5-digit codes, each once, none of a demo identity’s organisation', () => {
    const hcodes = units.map((row) => row.hcode);
    const organisations = DEMO_IDENTITIES.flatMap(
      (identity) => identity.provider?.organizations.map((org) => org.hcode) ?? [],
    );

    expect(hcodes.every((hcode) => HCODE_PATTERN.test(hcode))).toBe(true);
    expect(new Set(hcodes).size).toBe(hcodes.length);
    expect(organisations).toEqual(expect.arrayContaining([DEMO_NEW_UNIT.hcode, '99901']));
    expect(generated.filter((row) => organisations.includes(row.hcode))).toEqual([]);
    expect(units.every((row) => (UNIT_KINDS as readonly string[]).includes(row.kind))).toBe(true);
  });

  it('creates units only in the provinces given (one deleted in the console gets none)', () => {
    const some = demoUnits([
      { id: 96, nameTh: 'นราธิวาส' },
      { id: 20, nameTh: 'ชลบุรี' },
    ]);

    expect([...new Set(some.map((row) => row.provinceId))]).toEqual([40, 20, 96]);
    expect(some).toHaveLength(DEMO_UNITS.length + 10);
  });
});
