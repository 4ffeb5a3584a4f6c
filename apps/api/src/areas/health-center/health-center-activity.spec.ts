import {
  describeDeletedProvince,
  describeDeletedUnit,
  describeNewProvince,
  describeNewUnit,
  describeProvinceChanges,
  describeUnitChanges,
  provinceSubject,
  unitSubject,
  type LoggedProvince,
  type LoggedUnit,
} from './health-center-activity';

const unit: LoggedUnit = {
  hcode: '14011',
  name: 'โรงพยาบาลชุมแพ',
  kind: 'COMMUNITY_HOSPITAL',
  province: { id: 40, nameTh: 'ขอนแก่น' },
  logoUrl: null,
  active: true,
};

const province: LoggedProvince = {
  id: 40,
  nameTh: 'ขอนแก่น',
  nameEn: 'Khon Kaen',
  region: { nameTh: 'เขตสุขภาพที่ 7' },
};

describe('health-center activity-log words', () => {
  it('names a unit and a province with their codes', () => {
    expect(unitSubject(unit)).toBe('หน่วยบริการ โรงพยาบาลชุมแพ (14011)');
    expect(provinceSubject(province)).toBe('จังหวัดขอนแก่น (40)');
  });

  it('describes a new or deleted unit by every field, in Thai', () => {
    const fields =
      'รหัสหน่วยบริการ: 14011, ชื่อ: โรงพยาบาลชุมแพ, ประเภท: โรงพยาบาลชุมชน, ' +
      'จังหวัด: ขอนแก่น (40), โลโก้: ไม่มี, สถานะ: เปิดใช้งาน';
    expect(describeNewUnit(unit)).toBe(`เพิ่มหน่วยบริการ ${fields}`);
    expect(describeDeletedUnit(unit)).toBe(`ลบหน่วยบริการ ${fields}`);
  });

  it('describes only what changed in a unit, old → new', () => {
    const after: LoggedUnit = {
      ...unit,
      kind: 'HOSPITAL',
      province: { id: 41, nameTh: 'อุดรธานี' },
      logoUrl: 'https://example.test/files/logo.png',
      active: false,
    };

    expect(describeUnitChanges(unit, after)).toBe(
      'ประเภท: โรงพยาบาลชุมชน → โรงพยาบาลศูนย์/ทั่วไป, จังหวัด: ขอนแก่น (40) → อุดรธานี (41), ' +
        'โลโก้: ไม่มี → https://example.test/files/logo.png, สถานะ: เปิดใช้งาน → ปิดใช้งาน',
    );
    expect(describeUnitChanges(unit, { ...unit })).toBe('ไม่มีข้อมูลที่เปลี่ยนแปลง');
  });

  it('describes a province the same way', () => {
    expect(describeNewProvince(province)).toBe(
      'เพิ่มจังหวัด รหัสจังหวัด: 40, ชื่อภาษาไทย: ขอนแก่น, ชื่อภาษาอังกฤษ: Khon Kaen, ' +
        'เขตสุขภาพ: เขตสุขภาพที่ 7',
    );
    expect(describeDeletedProvince(province)).toMatch(/^ลบจังหวัด รหัสจังหวัด: 40, /);
    expect(
      describeProvinceChanges(province, {
        ...province,
        nameEn: 'Khon Kaen City',
        region: { nameTh: 'เขตสุขภาพที่ 8' },
      }),
    ).toBe('ชื่อภาษาอังกฤษ: Khon Kaen → Khon Kaen City, เขตสุขภาพ: เขตสุขภาพที่ 7 → เขตสุขภาพที่ 8');
    expect(describeProvinceChanges(province, province)).toBe('ไม่มีข้อมูลที่เปลี่ยนแปลง');
  });
});
