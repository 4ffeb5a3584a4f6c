import Edit from '@mui/icons-material/Edit';
import { listProvinces } from '@hbc/api-clients';
import {
  PROVINCE_SORT_FIELDS,
  ROUTES,
  type ProvinceRow,
  type ProvinceSortField,
} from '@hbc/contracts';
import { actionsColumn } from '@hbc/data-screens';
import { defineList } from '../../resources/define-resource';
import { ResourceListScreen } from '../../resources/ResourceListScreen';
import { queryOf, useScreenTrail } from '../../resources/screen-trail';
import { useResourceList } from '../../resources/useResourceList';
import { REGION_OPTIONS } from './health-center-choices';
import { countColumn } from './health-center-columns';

export const PROVINCE_LIST_TEXT = {
  add: 'เพิ่มจังหวัด',
  search: 'ชื่อจังหวัดภาษาไทยหรืออังกฤษ',
  code: 'รหัสจังหวัด',
  name: 'ชื่อจังหวัด',
  nameEn: 'ชื่อภาษาอังกฤษ',
  region: 'เขตสุขภาพ',
  units: 'หน่วยบริการ',
  staff: 'เจ้าหน้าที่',
  citizens: 'ประชาชน',
  edit: 'แก้ไขข้อมูลจังหวัด',
} as const;

/**
 * /health-center/province: the provinces (of the region in `?region=`, `healthRegionId` in the
 * call) with their counts; a province opens its units, its edit button the province form.
 */
export const PROVINCE_LIST = defineList<ProvinceRow, ProvinceSortField>({
  path: ROUTES.province,
  form: ROUTES.provinceForm,
  formReturnsToView: true,
  fetchPage: listProvinces,
  sortFields: PROVINCE_SORT_FIELDS,
  defaultSort: { field: 'code', direction: 'asc' },
  filters: [
    {
      type: 'select',
      key: 'healthRegionId',
      urlKey: 'region',
      label: PROVINCE_LIST_TEXT.region,
      options: REGION_OPTIONS,
    },
  ],
  search: PROVINCE_LIST_TEXT.search,
  add: PROVINCE_LIST_TEXT.add,
  open: (province) => `${ROUTES.unit}${queryOf('province', province.id)}`,
  columns: ({ openForm }) => [
    {
      field: 'code',
      headerName: PROVINCE_LIST_TEXT.code,
      width: 130,
      valueGetter: (_value, province) => province.id,
    },
    {
      field: 'name',
      headerName: PROVINCE_LIST_TEXT.name,
      flex: 1,
      minWidth: 150,
      valueGetter: (_value, province) => province.nameTh,
    },
    { field: 'nameEn', headerName: PROVINCE_LIST_TEXT.nameEn, flex: 1, minWidth: 150 },
    { field: 'healthRegionName', headerName: PROVINCE_LIST_TEXT.region, width: 140 },
    countColumn('unitCount', PROVINCE_LIST_TEXT.units),
    countColumn('staffCount', PROVINCE_LIST_TEXT.staff),
    countColumn('citizenCount', PROVINCE_LIST_TEXT.citizens, { width: 130 }),
    actionsColumn<ProvinceRow>([
      { label: PROVINCE_LIST_TEXT.edit, icon: <Edit />, onClick: openForm },
    ]),
  ],
});

/** A new province starts in the region listed. */
export function ProvinceListScreen() {
  const list = useResourceList(PROVINCE_LIST);
  const region = list.view.filters['healthRegionId'];
  return (
    <ResourceListScreen
      resource={PROVINCE_LIST}
      list={list}
      breadcrumbs={useScreenTrail(ROUTES.province)}
      addQuery={queryOf('region', typeof region === 'number' ? region : undefined)}
    />
  );
}
