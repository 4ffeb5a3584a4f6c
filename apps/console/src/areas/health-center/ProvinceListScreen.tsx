import { useNavigate } from 'react-router';
import Edit from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import { ROUTES, type ProvinceRow } from '@hbc/contracts';
import { actionsColumn, ListScreen } from '@hbc/data-screens';
import { documentTitle } from '../../app/app-title';
import { screenFor } from '../../app/route-table';
import { countColumn } from './health-center-columns';
import { queryOf, useHealthCenterTrail } from './health-center-trail';
import { openedFrom } from './useBackToList';
import { useProvinceList } from './useProvinceList';

const TITLE = screenFor(ROUTES.province)?.title ?? '';

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
 * /health-center/province: the provinces (of the region in `?region=`) with their counts; a
 * province opens its units, its edit button the province form.
 */
export function ProvinceListScreen() {
  const navigate = useNavigate();
  const { list, region } = useProvinceList();
  const breadcrumbs = useHealthCenterTrail(ROUTES.province, TITLE);
  const edit = (province: ProvinceRow) =>
    void navigate(`${ROUTES.provinceForm}?id=${province.id}`, openedFrom(ROUTES.province));
  const columns: GridColDef<ProvinceRow>[] = [
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
    actionsColumn<ProvinceRow>([{ label: PROVINCE_LIST_TEXT.edit, icon: <Edit />, onClick: edit }]),
  ];
  return (
    <>
      <title>{documentTitle(TITLE)}</title>
      <ListScreen
        title={TITLE}
        breadcrumbs={breadcrumbs}
        list={list}
        columns={columns}
        searchPlaceholder={PROVINCE_LIST_TEXT.search}
        onRowClick={(province) =>
          void navigate(`${ROUTES.unit}${queryOf('province', province.id)}`)
        }
        primaryAction={{
          label: PROVINCE_LIST_TEXT.add,
          onClick: () =>
            void navigate(
              `${ROUTES.provinceForm}${queryOf('region', region)}`,
              openedFrom(ROUTES.province),
            ),
        }}
      />
    </>
  );
}
