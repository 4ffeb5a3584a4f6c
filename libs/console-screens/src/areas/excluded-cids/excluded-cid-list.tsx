import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Visibility from '@mui/icons-material/Visibility';
import { postList } from '@hbc/api-clients';
import {
  API_PATHS,
  EXCLUDED_CID_SORT_FIELDS,
  ROUTES,
  type ExcludedCidRecord,
  type ExcludedCidSortField,
} from '@hbc/contracts';
import { actionsColumn, dateTimeColumn } from '@hbc/data-screens';
import { defineList, type DeleteWording } from '../../resources/define-resource';

export const EXCLUDED_CID_LIST_TEXT = {
  add: 'เพิ่ม CID',
  import: 'นำเข้าจากไฟล์',
  search: 'ค้นหาเลขประจำตัวประชาชน 13 หลัก หรือเหตุผล',
  cid: 'เลขประจำตัวประชาชน',
  reason: 'เหตุผล',
  addedBy: 'เพิ่มโดย',
  addedAt: 'วันที่เพิ่ม',
  reveal: 'ดูเลขเต็ม',
  delete: 'ลบ',
  unknownAdder: '—',
  emptyTitle: 'ยังไม่มีเลขประจำตัวประชาชนที่จำกัดการส่ง',
  emptyText: 'ประชาชนที่อยู่ในรายการนี้จะไม่ได้รับบรอดแคสต์ เพิ่มทีละรายการ หรือนำเข้าจากไฟล์ CSV หรือ XLSX',
} as const;

const TEXT = EXCLUDED_CID_LIST_TEXT;

/** Deleting a row: the citizen receives broadcasts again. */
export const EXCLUDED_CID_DELETION: DeleteWording = {
  title: 'ลบ CID ออกจากรายการ',
  message: (masked) =>
    `ต้องการลบเลขประจำตัวประชาชน ${masked} ออกจากรายการจำกัดการส่งใช่หรือไม่ ประชาชนรายนี้จะได้รับบรอดแคสต์อีกครั้ง`,
  confirm: 'ลบ',
  deleted: 'ลบ CID ออกจากรายการแล้ว',
  failed: 'ลบ CID ไม่สำเร็จ',
};

/**
 * /setting/exclude-cid (Super Admin): the citizens who never receive a broadcast, newest first,
 * their CIDs masked; a row's full CID is revealed on request (logged by the API), or the row
 * deleted after confirmation. New CIDs are added one at a time or imported on the form.
 */
export const EXCLUDED_CID_LIST = defineList<
  ExcludedCidRecord,
  ExcludedCidSortField,
  'reveal' | 'remove'
>({
  path: ROUTES.excludeCid,
  form: ROUTES.excludeCidForm,
  fetchPage: (query, signal) => postList<ExcludedCidRecord>(API_PATHS.cidList, query, signal),
  sortFields: EXCLUDED_CID_SORT_FIELDS,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  search: TEXT.search,
  add: TEXT.add,
  export: API_PATHS.cidExport,
  columns: ({ reveal, remove }) => [
    {
      field: 'cidMasked',
      headerName: TEXT.cid,
      width: 200,
      renderCell: ({ row }) => (
        <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
          {row.cidMasked}
        </Typography>
      ),
    },
    { field: 'reason', headerName: TEXT.reason, flex: 1, minWidth: 220 },
    {
      field: 'createdByName',
      headerName: TEXT.addedBy,
      width: 190,
      valueFormatter: (value: string | null) => value ?? TEXT.unknownAdder,
    },
    dateTimeColumn<ExcludedCidRecord>('createdAt', TEXT.addedAt),
    actionsColumn<ExcludedCidRecord>([
      { label: TEXT.reveal, icon: <Visibility />, onClick: reveal },
      { label: TEXT.delete, icon: <DeleteOutline />, onClick: remove },
    ]),
  ],
});
