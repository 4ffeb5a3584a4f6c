import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { postList } from '@hbc/api-clients';
import {
  API_PATHS,
  lastSignInFailureNote,
  ROLE_LABELS,
  ROUTES,
  USER_SORT_FIELDS,
  USER_STATUS_LABELS,
  type Role,
  type UserRecord,
  type UserSortField,
  type UserStatus,
} from '@hbc/contracts';
import { dateTimeColumn, statusColumn, type ListFilter } from '@hbc/data-screens';
import { formatThaiDateTime } from '@hbc/ui';
import { defineList } from '../../resources/define-resource';
import { ResourceListScreen } from '../../resources/ResourceListScreen';
import { useResourceList } from '../../resources/useResourceList';
import {
  fullName,
  managesEveryUnit,
  roleOptions,
  rolesManagedBy,
  statusOptions,
  unitSource,
  USER_STATUS_COLORS,
} from './user-choices';
import { useViewerRole } from '../../viewer/useViewerRole';

export const USER_LIST_TEXT = {
  add: 'เพิ่มผู้ใช้งาน',
  search: 'ชื่อหรือรหัสหน่วยบริการ',
  name: 'ชื่อ-นามสกุล',
  role: 'บทบาท',
  unit: 'หน่วยบริการ',
  status: 'สถานะ',
  lastLogin: 'เข้าสู่ระบบล่าสุด',
  never: '—',
} as const;

/** Every unit's users (Super Admin) can be narrowed to one unit, searched by name or hcode. */
const unitFilterSource = unitSource(false);

function listFilters(viewer: Role | null): ListFilter[] {
  return [
    {
      type: 'select',
      key: 'role',
      label: USER_LIST_TEXT.role,
      options: roleOptions(rolesManagedBy(viewer)),
    },
    { type: 'select', key: 'status', label: USER_LIST_TEXT.status, options: statusOptions() },
    ...(managesEveryUnit(viewer)
      ? [
          {
            type: 'autocomplete' as const,
            key: 'unitId',
            label: USER_LIST_TEXT.unit,
            valueType: 'integer' as const,
            source: {
              search: unitFilterSource.search,
              byValue: (value: string | number, signal: AbortSignal) =>
                unitFilterSource.byValue?.(Number(value), signal) ?? Promise.resolve(null),
            },
          },
        ]
      : []),
  ];
}

const statusChip = statusColumn<UserRecord, UserStatus>('status', USER_LIST_TEXT.status, {
  labels: USER_STATUS_LABELS,
  colors: USER_STATUS_COLORS,
});

/** The status, and under it why the user's last sign-in failed, if it did. */
const statusWithFailure: GridColDef<UserRecord> = {
  ...statusChip,
  flex: 1,
  minWidth: 200,
  renderCell: (params) => {
    const chip = statusChip.renderCell?.(params);
    const { lastSignInFailure, lastSignInFailureAt } = params.row;
    if (!lastSignInFailure || !lastSignInFailureAt) return chip;
    const note = lastSignInFailureNote(lastSignInFailure, lastSignInFailureAt);
    return (
      <Stack justifyContent="center" alignItems="flex-start" sx={{ height: '100%', gap: 0.25 }}>
        {chip}
        <Typography variant="caption" color="error" noWrap title={note} sx={{ maxWidth: '100%' }}>
          {note}
        </Typography>
      </Stack>
    );
  },
};

const columns: GridColDef<UserRecord>[] = [
  {
    field: 'name',
    headerName: USER_LIST_TEXT.name,
    flex: 1,
    minWidth: 180,
    valueGetter: (_value, user) => fullName(user),
  },
  {
    field: 'role',
    headerName: USER_LIST_TEXT.role,
    width: 130,
    valueFormatter: (value: Role) => ROLE_LABELS[value],
  },
  {
    field: 'unitName',
    headerName: USER_LIST_TEXT.unit,
    flex: 1,
    minWidth: 220,
    renderCell: ({ row }) =>
      row.unitName === null ? (
        USER_LIST_TEXT.never
      ) : (
        <Stack justifyContent="center" sx={{ height: '100%', lineHeight: 1.3 }}>
          <Typography variant="body2" noWrap>
            {row.unitName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {row.unitHcode}
          </Typography>
        </Stack>
      ),
  },
  statusWithFailure,
  dateTimeColumn<UserRecord>('lastLoginAt', USER_LIST_TEXT.lastLogin, {
    width: 170,
    valueFormatter: (value: string | null) =>
      value === null ? USER_LIST_TEXT.never : formatThaiDateTime(value),
  }),
];

/**
 * /setting/user: the users the signed-in admin manages (an Admin LV1: their unit's), searched by
 * name or hcode and filtered by role, status and (Super Admin) unit; a row opens its form.
 */
export const USER_LIST = defineList<UserRecord, UserSortField>({
  path: ROUTES.user,
  form: ROUTES.userForm,
  fetchPage: (query, signal) => postList<UserRecord>(API_PATHS.userList, query, signal),
  sortFields: USER_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  search: USER_LIST_TEXT.search,
  add: USER_LIST_TEXT.add,
  export: API_PATHS.userExport,
  open: 'form',
  columns,
});

/** The filters offered depend on the roles and units the signed-in admin manages. */
export function UserListScreen() {
  const viewer = useViewerRole();
  const list = useResourceList(USER_LIST, { filters: listFilters(viewer) });
  return <ResourceListScreen resource={USER_LIST} list={list} />;
}
