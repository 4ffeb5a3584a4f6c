import { listUnits } from '@hbc/api-clients';
import {
  API_PATHS,
  ROUTES,
  UNIT_KIND_LABELS,
  UNIT_SORT_FIELDS,
  type UnitKind,
  type UnitRow,
  type UnitSortField,
} from '@hbc/contracts';
import { statusColumn } from '@hbc/data-screens';
import { defineList } from '../../resources/define-resource';
import {
  ACTIVE_COLORS,
  ACTIVE_LABELS,
  provinceFilterSource,
  REGION_OPTIONS,
  UNIT_KIND_OPTIONS,
} from './health-center-choices';
import { countColumn } from './health-center-columns';

export const UNIT_LIST_TEXT = {
  add: 'เพิ่มหน่วยบริการ',
  search: 'ชื่อหรือรหัสหน่วยบริการ',
  hcode: 'รหัสหน่วยบริการ',
  name: 'ชื่อหน่วยบริการ',
  kind: 'ประเภท',
  province: 'จังหวัด',
  region: 'เขตสุขภาพ',
  status: 'สถานะ',
  staff: 'เจ้าหน้าที่',
  citizens: 'ประชาชน',
} as const;

/**
 * /health-center/unit: the units (of the province in `?province=`), searched by name or hcode and
 * filtered by province, region (`?region=7`), kind and status; a unit opens its form.
 */
export const UNIT_LIST = defineList<UnitRow, UnitSortField>({
  path: ROUTES.unit,
  form: ROUTES.unitForm,
  formReturnsToView: true,
  fetchPage: listUnits,
  sortFields: UNIT_SORT_FIELDS,
  defaultSort: { field: 'hcode', direction: 'asc' },
  filters: [
    {
      type: 'autocomplete',
      key: 'provinceId',
      urlKey: 'province',
      label: UNIT_LIST_TEXT.province,
      source: provinceFilterSource,
      valueType: 'integer',
    },
    {
      type: 'select',
      key: 'healthRegionId',
      urlKey: 'region',
      label: UNIT_LIST_TEXT.region,
      options: REGION_OPTIONS,
    },
    { type: 'select', key: 'kind', label: UNIT_LIST_TEXT.kind, options: UNIT_KIND_OPTIONS },
    {
      type: 'boolean',
      key: 'active',
      label: UNIT_LIST_TEXT.status,
      trueLabel: ACTIVE_LABELS.true,
      falseLabel: ACTIVE_LABELS.false,
    },
  ],
  search: UNIT_LIST_TEXT.search,
  add: UNIT_LIST_TEXT.add,
  export: API_PATHS.healthUnitExport,
  open: 'form',
  columns: [
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
  ],
});
