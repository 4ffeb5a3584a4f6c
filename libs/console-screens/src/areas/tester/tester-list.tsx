import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import PersonSearch from '@mui/icons-material/PersonSearch';
import { listTesters } from '@hbc/api-clients';
import {
  ROUTES,
  TESTER_SORT_FIELDS,
  TESTER_SOURCE_LABELS,
  type TesterListQuery,
  type TesterRecord,
  type TesterSortField,
  type TesterSource,
} from '@hbc/contracts';
import { actionsColumn, dateTimeColumn } from '@hbc/data-screens';
import { defineList, type DeleteWording } from '../../resources/define-resource';

export const TESTER_LIST_TEXT = {
  add: 'เพิ่มผู้ทดสอบ',
  search: 'ค้นหาชื่อผู้ทดสอบ',
  name: 'ชื่อ',
  account: 'บัญชี LINE',
  addedVia: 'เพิ่มโดย',
  following: 'ยังติดตาม',
  yes: 'ติดตามอยู่',
  no: 'เลิกติดตามแล้ว',
  createdAt: 'วันที่เพิ่ม',
  rename: 'เปลี่ยนชื่อ',
  delete: 'ลบ',
  unit: 'หน่วยบริการ',
  chooseUnit: 'เลือกหน่วยบริการก่อน เพื่อดูและเพิ่มผู้ทดสอบของหน่วยบริการนั้น',
  emptyTitle: 'ยังไม่มีผู้ทดสอบ',
  emptyManage:
    'เพิ่มผู้ทดสอบด้วยเลขประจำตัวประชาชนของผู้ที่ติดตามบัญชี LINE ของโครงการ หรือให้ผู้ทดสอบส่งรหัสครั้งเดียวทางแชต เพื่อใช้ส่งทดสอบบรอดแคสต์',
  emptyRead: 'ผู้ดูแลระดับ 1 ของหน่วยบริการเป็นผู้เพิ่มผู้ทดสอบ',
  deleted: 'ลบผู้ทดสอบแล้ว',
  deleteFailed: 'ลบผู้ทดสอบไม่สำเร็จ',
} as const;

const TEXT = TESTER_LIST_TEXT;

/** Removing a tester from the unit's list, after a confirmation naming them. */
export const TESTER_DELETION: DeleteWording = {
  title: 'ลบผู้ทดสอบ',
  message: (name) =>
    `ต้องการลบ "${name}" ออกจากรายชื่อผู้ทดสอบใช่หรือไม่ จะส่งทดสอบถึงบัญชีนี้ไม่ได้อีกจนกว่าจะเพิ่มใหม่`,
  confirm: 'ลบ',
  deleted: TEXT.deleted,
  failed: TEXT.deleteFailed,
};

/**
 * /setting/tester: a unit's testers by name, with their LINE account (masked), how they were
 * added, whether they still follow and when they were added. Super Admin and LV1 rename and
 * delete them and add more; LV3 reads them.
 */
export const TESTER_LIST = defineList<TesterRecord, TesterSortField, 'rename' | 'remove'>({
  path: ROUTES.tester,
  form: ROUTES.testerForm,
  // Back from the form to the unit Super Admin chose.
  formReturnsToView: true,
  manages: 'tester',
  fetchPage: (query, signal) => listTesters(query as TesterListQuery, signal),
  sortFields: TESTER_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  search: TEXT.search,
  add: TEXT.add,
  nothingYet: {
    icon: <PersonSearch />,
    title: TEXT.emptyTitle,
    manage: TEXT.emptyManage,
    read: TEXT.emptyRead,
  },
  columns: (actions) => [
    { field: 'name', headerName: TEXT.name, flex: 1, minWidth: 180 },
    { field: 'lineUserIdMasked', headerName: TEXT.account, width: 150, sortable: false },
    {
      field: 'addedVia',
      headerName: TEXT.addedVia,
      width: 170,
      sortable: false,
      valueFormatter: (value: TesterSource) => TESTER_SOURCE_LABELS[value],
    },
    {
      field: 'following',
      headerName: TEXT.following,
      width: 140,
      sortable: false,
      valueFormatter: (value: boolean) => (value ? TEXT.yes : TEXT.no),
    },
    dateTimeColumn<TesterRecord>('createdAt', TEXT.createdAt),
    actionsColumn<TesterRecord>([
      { label: TEXT.rename, icon: <DriveFileRenameOutline />, onClick: actions.rename },
      { label: TEXT.delete, icon: <DeleteOutline />, onClick: actions.remove },
    ]),
  ],
});
