import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import Edit from '@mui/icons-material/Edit';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import PostAdd from '@mui/icons-material/PostAdd';
import type { GridColDef } from '@mui/x-data-grid';
import { listTemplates } from '@hbc/api-clients';
import {
  can,
  ROUTES,
  TEMPLATE_OWNER_LABELS,
  TEMPLATE_SORT_FIELDS,
  type Role,
  type TemplateListItem,
  type TemplateListQuery,
  type TemplateSortField,
} from '@hbc/contracts';
import { FORMAT_NAMES, type MessageFormat } from '@hbc/message-model';
import { actionsColumn, dateTimeColumn } from '@hbc/data-screens';
import { defineList, type DeleteWording, type RowActions } from '../../resources/define-resource';
import { changesTemplate } from './template-access';

export const TEMPLATE_LIST_TEXT = {
  add: 'สร้างเทมเพลต',
  search: 'ค้นหาชื่อเทมเพลต',
  name: 'ชื่อเทมเพลต',
  messages: 'ข้อความ',
  owner: 'ของ',
  updatedAt: 'แก้ไขล่าสุด',
  use: 'ใช้เทมเพลต',
  rename: 'เปลี่ยนชื่อ',
  edit: 'แก้ไข',
  delete: 'ลบ',
  emptyTitle: 'ยังไม่มีเทมเพลตข้อความ',
  emptyManage: 'บันทึกข้อความที่ใช้บ่อยเป็นเทมเพลต แล้วเลือก "ใช้เทมเพลต" เพื่อเริ่มบรอดแคสต์ใหม่ได้ทันที',
  emptyRead: 'ผู้ดูแลระดับ 3 ของหน่วยบริการและผู้ดูแลระบบส่วนกลางเป็นผู้สร้างเทมเพลต',
  renameTitle: 'เปลี่ยนชื่อเทมเพลต',
  renameConfirm: 'บันทึก',
  renamed: 'เปลี่ยนชื่อเทมเพลตแล้ว',
} as const;

const TEXT = TEMPLATE_LIST_TEXT;

/** Deleting a template, after confirmation naming it. */
export const TEMPLATE_DELETION: DeleteWording = {
  title: 'ลบเทมเพลต',
  message: (name) => `ต้องการลบเทมเพลต "${name}" ใช่หรือไม่ เมื่อลบแล้วจะไม่สามารถกู้คืนได้`,
  confirm: 'ลบ',
  deleted: 'ลบเทมเพลตแล้ว',
  failed: 'ลบเทมเพลตไม่สำเร็จ',
};

/** "2 ข้อความ: ข้อความ, วิดีโอ": how many messages, and their formats in Thai. */
export function templateMessagesText(template: Pick<TemplateListItem, 'messageCount' | 'formats'>) {
  const names = template.formats.map((format) => FORMAT_NAMES[format as MessageFormat] ?? format);
  return `${template.messageCount} ข้อความ: ${names.join(', ')}`;
}

/** What a row's actions do. */
/** What a template's row actions do besides opening its form. */
export type TemplateAction = 'use' | 'rename' | 'remove';
export type TemplateRowActions = RowActions<TemplateListItem, TemplateAction>;

/**
 * The list's columns as `viewer` sees them: LV3 uses templates in a new broadcast (Super Admin
 * composes none), and changes only what is its unit's; Super Admin changes the shared ones.
 */
export function templateColumns(
  actions: TemplateRowActions,
  viewer: Role | null,
): GridColDef<TemplateListItem>[] {
  const composes = viewer !== null && can(viewer, 'broadcast', 'manage');
  const readOnly = (template: TemplateListItem) => !changesTemplate(viewer, template);
  return [
    { field: 'name', headerName: TEXT.name, flex: 1, minWidth: 200 },
    {
      field: 'messageCount',
      headerName: TEXT.messages,
      width: 220,
      sortable: false,
      valueGetter: (_value, row) => templateMessagesText(row),
    },
    {
      field: 'shared',
      headerName: TEXT.owner,
      width: 120,
      sortable: false,
      valueGetter: (_value, row) =>
        row.shared ? TEMPLATE_OWNER_LABELS.shared : TEMPLATE_OWNER_LABELS.unit,
    },
    dateTimeColumn<TemplateListItem>('updatedAt', TEXT.updatedAt),
    actionsColumn<TemplateListItem>([
      { label: TEXT.use, icon: <PostAdd />, onClick: actions.use, hidden: () => !composes },
      {
        label: TEXT.rename,
        icon: <DriveFileRenameOutline />,
        onClick: actions.rename,
        hidden: readOnly,
      },
      { label: TEXT.edit, icon: <Edit />, onClick: actions.openForm, hidden: readOnly },
      { label: TEXT.delete, icon: <DeleteOutline />, onClick: actions.remove, hidden: readOnly },
    ]),
  ];
}

/**
 * /broadcast/template (LV3, Super Admin): the unit's message templates and the shared ones,
 * most recently changed first, searched by name; the row actions depend on the viewer's role.
 */
export const TEMPLATE_LIST = defineList<TemplateListItem, TemplateSortField, TemplateAction>({
  path: ROUTES.template,
  form: ROUTES.templateForm,
  manages: 'template',
  fetchPage: (query, signal) => listTemplates(query as TemplateListQuery, signal),
  sortFields: TEMPLATE_SORT_FIELDS,
  defaultSort: { field: 'updatedAt', direction: 'desc' },
  search: TEXT.search,
  add: TEXT.add,
  nothingYet: {
    icon: <LibraryBooks />,
    title: TEXT.emptyTitle,
    manage: TEXT.emptyManage,
    read: TEXT.emptyRead,
  },
  columns: templateColumns,
});
