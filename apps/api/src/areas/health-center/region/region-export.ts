import type { RegionRow } from '@hbc/contracts';
import type { ExportColumn } from '../../../export';
import { HEALTH_CENTER_LOG } from '../health-center-activity';

/** The columns of the region export, as the list shows them. */
export const REGION_EXPORT_COLUMNS: readonly ExportColumn<RegionRow>[] = [
  { header: 'เขตสุขภาพ', value: (region) => region.id, width: 12 },
  { header: 'ชื่อ (ไทย)', value: (region) => region.nameTh, width: 24 },
  { header: 'ชื่อ (อังกฤษ)', value: (region) => region.nameEn, width: 40 },
  { header: 'จำนวนจังหวัด', value: (region) => region.provinceCount, width: 14 },
];

export const REGION_EXPORT_FILE = { ascii: 'health-regions', thai: 'เขตสุขภาพ' };

export const REGION_EXPORT_LOG = { menu: HEALTH_CENTER_LOG.menu, subject: 'เขตสุขภาพ' };
