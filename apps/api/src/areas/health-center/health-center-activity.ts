import {
  ACTIVITY_ACTION,
  ACTIVITY_MENU,
  UNIT_KIND_LABELS,
  type ActivityLogEntry,
  type UnitKind,
} from '@hbc/contracts';

/** The activity log's words for provinces and units (staff read them in the activity log). */
export const HEALTH_CENTER_LOG = {
  menu: ACTIVITY_MENU.healthCenter,
  actions: {
    create: ACTIVITY_ACTION.create,
    update: ACTIVITY_ACTION.update,
    delete: ACTIVITY_ACTION.delete,
  },
  things: { unit: 'หน่วยบริการ', province: 'จังหวัด' },
  unchanged: 'ไม่มีข้อมูลที่เปลี่ยนแปลง',
  noLogo: 'ไม่มี',
  active: { true: 'เปิดใช้งาน', false: 'ปิดใช้งาน' },
} as const;

/** A unit as the log describes it. */
export interface LoggedUnit {
  hcode: string;
  name: string;
  kind: UnitKind;
  province: { id: number; nameTh: string };
  logoUrl: string | null;
  active: boolean;
}

/** A province as the log describes it. */
export interface LoggedProvince {
  id: number;
  nameTh: string;
  nameEn: string;
  region: { nameTh: string };
}

/** Each field the log shows of a thing: its Thai label and how its value reads. */
type Fields<T> = readonly (readonly [label: string, show: (thing: T) => string])[];

const UNIT_FIELDS: Fields<LoggedUnit> = [
  ['รหัสหน่วยบริการ', (unit) => unit.hcode],
  ['ชื่อ', (unit) => unit.name],
  ['ประเภท', (unit) => UNIT_KIND_LABELS[unit.kind]],
  ['จังหวัด', (unit) => `${unit.province.nameTh} (${unit.province.id})`],
  ['โลโก้', (unit) => unit.logoUrl ?? HEALTH_CENTER_LOG.noLogo],
  ['สถานะ', (unit) => HEALTH_CENTER_LOG.active[`${unit.active}`]],
];

const PROVINCE_FIELDS: Fields<LoggedProvince> = [
  ['รหัสจังหวัด', (province) => String(province.id)],
  ['ชื่อภาษาไทย', (province) => province.nameTh],
  ['ชื่อภาษาอังกฤษ', (province) => province.nameEn],
  ['เขตสุขภาพ', (province) => province.region.nameTh],
];

/** "label: value, …" of every field. */
function details<T>(fields: Fields<T>, thing: T): string {
  return fields.map(([label, show]) => `${label}: ${show(thing)}`).join(', ');
}

/** "label: old → new, …" of the fields that changed, or that nothing did. */
function changes<T>(fields: Fields<T>, before: T, after: T): string {
  const changed = fields.flatMap(([label, show]) => {
    const from = show(before);
    const to = show(after);
    return from === to ? [] : [`${label}: ${from} → ${to}`];
  });
  return changed.length > 0 ? changed.join(', ') : HEALTH_CENTER_LOG.unchanged;
}

/** The subject of a unit's entries: its name and hcode. */
export const unitSubject = (unit: Pick<LoggedUnit, 'name' | 'hcode'>) =>
  `${HEALTH_CENTER_LOG.things.unit} ${unit.name} (${unit.hcode})`;

/** The subject of a province's entries: its Thai name and official code. */
export const provinceSubject = (province: Pick<LoggedProvince, 'id' | 'nameTh'>) =>
  `${HEALTH_CENTER_LOG.things.province}${province.nameTh} (${province.id})`;

/** The entries of a thing's creation (every field), edit (what changed) and deletion. */
function changeEntries<T>(thing: string, fields: Fields<T>, subject: (thing: T) => string) {
  const entry = (
    action: keyof typeof HEALTH_CENTER_LOG.actions,
    of: T,
    description: string,
  ): ActivityLogEntry => ({
    action: HEALTH_CENTER_LOG.actions[action],
    menu: HEALTH_CENTER_LOG.menu,
    subject: subject(of),
    description,
  });
  return {
    created: (created: T) => entry('create', created, `เพิ่ม${thing} ${details(fields, created)}`),
    changed: (before: T, after: T) => entry('update', after, changes(fields, before, after)),
    deleted: (deleted: T) => entry('delete', deleted, `ลบ${thing} ${details(fields, deleted)}`),
  };
}

export const UNIT_ENTRIES = changeEntries(HEALTH_CENTER_LOG.things.unit, UNIT_FIELDS, unitSubject);
export const PROVINCE_ENTRIES = changeEntries(
  HEALTH_CENTER_LOG.things.province,
  PROVINCE_FIELDS,
  provinceSubject,
);
