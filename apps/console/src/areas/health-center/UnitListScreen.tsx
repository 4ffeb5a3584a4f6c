import { useNavigate } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import { API_PATHS, ROUTES, UNIT_KIND_LABELS, type UnitKind, type UnitRow } from '@hbc/contracts';
import { ListScreen, statusColumn } from '@hbc/data-screens';
import { documentTitle } from '../../app/app-title';
import { screenFor } from '../../app/route-table';
import { ACTIVE_COLORS, ACTIVE_LABELS } from './health-center-choices';
import { countColumn } from './health-center-columns';
import { queryOf, useHealthCenterTrail } from './health-center-trail';
import { openedFrom } from './useBackToList';
import { useUnitList } from './useUnitList';

const TITLE = screenFor(ROUTES.unit)?.title ?? '';

export const UNIT_LIST_TEXT = {
  add: 'เพิ่มหน่วยบริการ',
  search: 'ชื่อหรือรหัสหน่วยบริการ',
  hcode: 'รหัสหน่วยบริการ',
  name: 'ชื่อหน่วยบริการ',
  kind: 'ประเภท',
  province: 'จังหวัด',
  status: 'สถานะ',
  staff: 'เจ้าหน้าที่',
  citizens: 'ประชาชน',
} as const;

const columns: GridColDef<UnitRow>[] = [
  { field: 'hcode', headerName: UNIT_LIST_TEXT.hcode, width: 150 },
  { field: 'name', headerName: UNIT_LIST_TEXT.name, flex: 1, minWidth: 200 },
  {
    field: 'kind',
    headerName: UNIT_LIST_TEXT.kind,
    width: 200,
    valueFormatter: (kind: UnitKind) => UNIT_KIND_LABELS[kind],
  },
  { field: 'provinceName', headerName: UNIT_LIST_TEXT.province, width: 120 },
  statusColumn<UnitRow, 'true' | 'false'>(
    'active',
    UNIT_LIST_TEXT.status,
    { labels: ACTIVE_LABELS, colors: ACTIVE_COLORS },
    { width: 110, valueGetter: (active: boolean) => String(active) },
  ),
  countColumn('staffCount', UNIT_LIST_TEXT.staff, { width: 100 }),
  countColumn('citizenCount', UNIT_LIST_TEXT.citizens, { width: 110 }),
];

/**
 * /health-center/unit: the units (of the province in `?province=`), searched by name or hcode and
 * filtered by region, kind and status; a unit opens its form.
 */
export function UnitListScreen() {
  const navigate = useNavigate();
  const { list, province, region } = useUnitList();
  const breadcrumbs = useHealthCenterTrail(ROUTES.unit, TITLE, {
    [ROUTES.province]: queryOf('region', region),
  });
  return (
    <>
      <title>{documentTitle(TITLE)}</title>
      <ListScreen
        title={TITLE}
        breadcrumbs={breadcrumbs}
        list={list}
        columns={columns}
        searchPlaceholder={UNIT_LIST_TEXT.search}
        onRowClick={(unit) =>
          void navigate(`${ROUTES.unitForm}?id=${unit.id}`, openedFrom(ROUTES.unit))
        }
        primaryAction={{
          label: UNIT_LIST_TEXT.add,
          onClick: () =>
            void navigate(
              `${ROUTES.unitForm}${queryOf('province', province)}`,
              openedFrom(ROUTES.unit),
            ),
        }}
        export={{ path: API_PATHS.healthUnitExport }}
      />
    </>
  );
}
