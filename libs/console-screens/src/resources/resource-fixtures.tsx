import * as yup from 'yup';
import Edit from '@mui/icons-material/Edit';
import Flag from '@mui/icons-material/Flag';
import {
  createProvince,
  deleteProvince,
  getProvince,
  listUnits,
  updateProvince,
} from '@hbc/api-clients';
import {
  API_PATHS,
  ROUTES,
  UNIT_SORT_FIELDS,
  type ProvinceRow,
  type UnitRow,
  type UnitSortField,
} from '@hbc/contracts';
import { actionsColumn, idRule, textRule } from '@hbc/data-screens';
import { LIST_ROUTES, READ_ROUTES } from '../areas/health-center/health-center-fixtures';
import { ok } from '../areas/health-center/unit-detail-fixtures';
import { defineForm, defineList } from './define-resource';
import { queryOf } from './screen-trail';

/** A declared list of the fixtures' units: a row opens its form, a flag is one more action. */
export const DEMO_UNITS = defineList<UnitRow, UnitSortField, 'flag'>({
  path: ROUTES.unit,
  form: ROUTES.unitForm,
  formReturnsToView: true,
  fetchPage: listUnits,
  sortFields: UNIT_SORT_FIELDS,
  defaultSort: { field: 'hcode', direction: 'asc' },
  search: 'ชื่อหรือรหัสหน่วยบริการ',
  add: 'เพิ่มหน่วยบริการ',
  export: API_PATHS.healthUnitExport,
  open: 'form',
  columns: ({ openForm, flag }) => [
    { field: 'hcode', headerName: 'รหัสหน่วยบริการ', width: 150 },
    { field: 'name', headerName: 'ชื่อหน่วยบริการ', flex: 1 },
    actionsColumn<UnitRow>([
      { label: 'แก้ไข', icon: <Edit />, onClick: openForm },
      { label: 'ปักธง', icon: <Flag />, onClick: flag },
    ]),
  ],
});

/** The same units keyed by hcode: a row's form opens at `?id=` and its hcode. */
export const DEMO_UNITS_BY_HCODE = defineList<UnitRow, UnitSortField, 'flag'>({
  ...DEMO_UNITS,
  getRowId: (unit) => unit.hcode,
});

/** The same units by keyset pages: the page after a unit starts after its hcode. */
export const DEMO_UNITS_BY_KEYSET = defineList<UnitRow, UnitSortField, 'flag', string>({
  ...DEMO_UNITS,
  fetchPage: listUnits,
  keyset: { cursorOf: (unit) => unit.hcode },
});

interface DemoProvinceValues {
  nameTh: string;
  nameEn: string;
  healthRegionId: number | null;
}

/** A declared province form: a new one starts in the region of `?region=`. */
export const DEMO_PROVINCE_FORM = defineForm<DemoProvinceValues, ProvinceRow>({
  path: ROUTES.provinceForm,
  list: ROUTES.province,
  empty: { nameTh: '', nameEn: '', healthRegionId: null },
  schema: yup.object({
    nameTh: textRule(100, 'กรุณากรอกชื่อจังหวัด'),
    nameEn: textRule(100, 'กรุณากรอกชื่อภาษาอังกฤษ'),
    healthRegionId: idRule('กรุณาเลือกเขตสุขภาพ'),
  }),
  crumbs: { create: 'เพิ่มจังหวัด', edit: 'แก้ไขจังหวัด' },
  startFrom: { healthRegionId: 'region' },
  read: getProvince,
  toValues: ({ nameTh, nameEn, healthRegionId }) => ({ nameTh, nameEn, healthRegionId }),
  create: (values) =>
    createProvince({ id: 77, ...values, healthRegionId: Number(values.healthRegionId) }),
  update: (id, values) =>
    updateProvince(id, { ...values, healthRegionId: Number(values.healthRegionId) }),
  remove: deleteProvince,
  nameOf: (values) => values.nameTh,
  deletion: {
    button: 'ลบจังหวัด',
    title: 'ลบจังหวัด',
    message: (name) => `ต้องการลบจังหวัด${name}ใช่หรือไม่`,
    confirm: 'ลบ',
    deleted: 'ลบจังหวัดเรียบร้อยแล้ว',
  },
  trail: (values) => ({ [ROUTES.province]: queryOf('region', values.healthRegionId) }),
});

/** The fixtures' units and provinces, a province deleted or saved as asked. */
export const demoRoutes = () => ({
  ...LIST_ROUTES,
  ...READ_ROUTES,
  [`PUT ${API_PATHS.healthProvinceById(40)}`]: ok(null),
  [`DELETE ${API_PATHS.healthProvinceById(40)}`]: ok(null),
});
