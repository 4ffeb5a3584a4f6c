import type { ReactNode } from 'react';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import { ExportDownloadContext, type DownloadExportFn } from '../export/export-formats';
import { ListScreen } from '../list/ListScreen';
import { actionsColumn, dateTimeColumn, statusColumn } from '../list/columns';
import { useServerList, type ServerListOptions } from '../list/useServerList';
import {
  FAKE_PROVINCES,
  FAKE_UNIT_SORT_FIELDS,
  UNIT_KIND_OPTIONS,
  type FakeUnit,
  type FakeUnitSortField,
} from './fake-units';

export interface DemoUnitListScreenProps {
  fetchPage: ServerListOptions<FakeUnit, FakeUnitSortField, number>['fetchPage'];
  /** Pages by keyset, each page after the id of the last unit shown. */
  keyset?: boolean;
  onRowClick?: (unit: FakeUnit) => void;
  onAdd?: () => void;
  /** A second way to add, shown beside the add button. */
  onImport?: () => void;
  onEdit?: (unit: FakeUnit) => void;
  onDelete?: (unit: FakeUnit) => void;
  /** The export call's path; no export menu without one. */
  exportPath?: string;
  /** Downloads the export (a fake in stories and specs; the API otherwise). */
  download?: DownloadExportFn;
  /** Shown between the filters and the grid. */
  children?: ReactNode;
}

const ACTIVE_LABELS = { true: 'ใช้งาน', false: 'ปิดใช้งาน' } as const;

/** A unit list declared with the pattern, as a screen of the console would be. */
export function DemoUnitListScreen({ download, ...props }: DemoUnitListScreenProps) {
  if (!download) return <UnitList {...props} />;
  return (
    <ExportDownloadContext.Provider value={download}>
      <UnitList {...props} />
    </ExportDownloadContext.Provider>
  );
}

const BY_ID = { cursorOf: (unit: FakeUnit) => unit.id };

function UnitList({
  fetchPage,
  keyset,
  onRowClick,
  onAdd,
  onImport,
  onEdit,
  onDelete,
  exportPath,
  children,
}: Omit<DemoUnitListScreenProps, 'download'>) {
  const list = useServerList({
    fetchPage,
    ...(keyset ? { keyset: BY_ID } : {}),
    sortFields: FAKE_UNIT_SORT_FIELDS,
    defaultSort: { field: 'name', direction: 'asc' },
    filters: [
      { type: 'select', key: 'kind', label: 'ประเภท', options: UNIT_KIND_OPTIONS },
      {
        type: 'boolean',
        key: 'active',
        label: 'สถานะ',
        trueLabel: ACTIVE_LABELS.true,
        falseLabel: ACTIVE_LABELS.false,
      },
      { type: 'autocomplete', key: 'provinceId', label: 'จังหวัด', options: FAKE_PROVINCES },
    ],
  });
  const columns: GridColDef<FakeUnit>[] = [
    { field: 'hcode', headerName: 'รหัสหน่วยบริการ', width: 140 },
    { field: 'name', headerName: 'ชื่อหน่วยบริการ', flex: 1, minWidth: 240 },
    { field: 'provinceName', headerName: 'จังหวัด', width: 130 },
    statusColumn<FakeUnit, 'true' | 'false'>(
      'active',
      'สถานะ',
      { labels: ACTIVE_LABELS, colors: { true: 'success', false: 'default' } },
      { valueGetter: (value: boolean) => String(value) },
    ),
    dateTimeColumn('updatedAt', 'แก้ไขล่าสุด'),
    actionsColumn<FakeUnit>([
      { label: 'แก้ไข', icon: <Edit />, onClick: (unit) => onEdit?.(unit) },
      {
        label: 'ลบ',
        icon: <Delete />,
        onClick: (unit) => onDelete?.(unit),
        disabled: (unit) => unit.active,
      },
    ]),
  ];
  return (
    <ListScreen
      title="หน่วยบริการ"
      list={list}
      columns={columns}
      searchPlaceholder="ชื่อหรือรหัสหน่วยบริการ"
      {...(onRowClick ? { onRowClick } : {})}
      {...(onAdd ? { primaryAction: { label: 'เพิ่มหน่วยบริการ', onClick: onAdd } } : {})}
      {...(onImport ? { secondaryActions: [{ label: 'นำเข้าจากไฟล์', onClick: onImport }] } : {})}
      {...(exportPath ? { export: { path: exportPath } } : {})}
    >
      {children}
    </ListScreen>
  );
}
