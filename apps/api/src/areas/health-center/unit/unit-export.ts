import { UNIT_KIND_LABELS, type UnitRow } from '@hbc/contracts';
import type { ExportColumn } from '../../../export';
import { HEALTH_CENTER_LOG } from '../health-center-activity';

/** The columns of the unit export, as the list shows them. */
export const UNIT_EXPORT_COLUMNS: readonly ExportColumn<UnitRow>[] = [
  { header: 'รหัสหน่วยบริการ', value: (unit) => unit.hcode, width: 16 },
  { header: 'ชื่อหน่วยบริการ', value: (unit) => unit.name, width: 40 },
  { header: 'ประเภท', value: (unit) => UNIT_KIND_LABELS[unit.kind], width: 28 },
  { header: 'จังหวัด', value: (unit) => unit.provinceName, width: 18 },
  { header: 'เขตสุขภาพ', value: (unit) => unit.healthRegionName, width: 18 },
  { header: 'สถานะ', value: (unit) => HEALTH_CENTER_LOG.active[`${unit.active}`], width: 14 },
  { header: 'จำนวนเจ้าหน้าที่', value: (unit) => unit.staffCount, width: 16 },
  { header: 'จำนวนประชาชน', value: (unit) => unit.citizenCount, width: 16 },
];

export const UNIT_EXPORT_FILE = { ascii: 'health-units', thai: 'หน่วยบริการ' };

export const UNIT_EXPORT_LOG = { menu: HEALTH_CENTER_LOG.menu, subject: 'หน่วยบริการ' };
