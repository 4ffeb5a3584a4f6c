import {
  PROVINCE_ENTRIES,
  UNIT_ENTRIES,
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
    expect(UNIT_ENTRIES.created(unit).description).toBe(`เพิ่มหน่วยบริการ ${fields}`);
    expect(UNIT_ENTRIES.deleted(unit).description).toBe(`ลบหน่วยบริการ ${fields}`);
  });

  it('describes only what changed in a unit, old → new', () => {
    const after: LoggedUnit = {
      ...unit,
      kind: 'HOSPITAL',
      province: { id: 41, nameTh: 'อุดรธานี' },
      logoUrl: 'https://example.test/files/logo.png',
      active: false,
    };

    expect(UNIT_ENTRIES.changed(unit, after).description).toBe(
      'ประเภท: โรงพยาบาลชุมชน → โรงพยาบาลศูนย์/ทั่วไป, จังหวัด: ขอนแก่น (40) → อุดรธานี (41), ' +
        'โลโก้: ไม่มี → https://example.test/files/logo.png, สถานะ: เปิดใช้งาน → ปิดใช้งาน',
    );
    expect(UNIT_ENTRIES.changed(unit, { ...unit }).description).toBe('ไม่มีข้อมูลที่เปลี่ยนแปลง');
  });

  it('logs a change under the health-center menu, with its action and the subject', () => {
    expect(UNIT_ENTRIES.created(unit)).toMatchObject({
      action: 'เพิ่ม',
      menu: 'หน่วยบริการ',
      subject: unitSubject(unit),
    });
    expect(PROVINCE_ENTRIES.deleted(province)).toMatchObject({
      action: 'ลบ',
      menu: 'หน่วยบริการ',
      subject: provinceSubject(province),
    });
  });

  it('describes a province the same way', () => {
    expect(PROVINCE_ENTRIES.created(province).description).toBe(
      'เพิ่มจังหวัด รหัสจังหวัด: 40, ชื่อภาษาไทย: ขอนแก่น, ชื่อภาษาอังกฤษ: Khon Kaen, ' +
        'เขตสุขภาพ: เขตสุขภาพที่ 7',
    );
    expect(PROVINCE_ENTRIES.deleted(province).description).toMatch(/^ลบจังหวัด รหัสจังหวัด: 40, /);
    expect(
      PROVINCE_ENTRIES.changed(province, {
        ...province,
        nameEn: 'Khon Kaen City',
        region: { nameTh: 'เขตสุขภาพที่ 8' },
      }).description,
    ).toBe('ชื่อภาษาอังกฤษ: Khon Kaen → Khon Kaen City, เขตสุขภาพ: เขตสุขภาพที่ 7 → เขตสุขภาพที่ 8');
    expect(PROVINCE_ENTRIES.changed(province, province).description).toBe('ไม่มีข้อมูลที่เปลี่ยนแปลง');
  });
});
