import { EXCLUDED_CID_LOG } from './excluded-cid-activity';
import type { CidProtection } from '../../cid/cid-protection';
import type { ExportColumn } from '../../export';
import { maskedCidOf, type ExcludedCidRow } from './excluded-cid-list-source';

/** The columns of the excluded-CID export: the CID masked, as the list shows it. */
export function excludedCidExportColumns(
  protection: CidProtection,
): readonly ExportColumn<ExcludedCidRow>[] {
  return [
    { header: 'เลขประจำตัวประชาชน', value: (row) => maskedCidOf(row, protection), width: 22 },
    { header: 'เหตุผล', value: (row) => row.reason, width: 48 },
    { header: 'ผู้เพิ่ม', value: (row) => row.createdByName, width: 28 },
    { header: 'วันที่เพิ่ม', value: (row) => row.createdAt, width: 18 },
  ];
}

export const EXCLUDED_CID_EXPORT_FILE = { ascii: 'excluded-cids', thai: 'จำกัดการส่ง-CID' };

export const EXCLUDED_CID_EXPORT_LOG = {
  menu: EXCLUDED_CID_LOG.menu,
  subject: EXCLUDED_CID_LOG.listSubject,
};
