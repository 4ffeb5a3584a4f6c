import { lazy, Suspense, useState } from 'react';
import UploadFile from '@mui/icons-material/UploadFile';
import { listRegions } from '@hbc/api-clients';
import { API_PATHS, ROUTES, type RegionRow } from '@hbc/contracts';
import { defineList } from '../../resources/define-resource';
import { ResourceListScreen } from '../../resources/ResourceListScreen';
import { queryOf } from '../../resources/screen-trail';
import { useResourceList } from '../../resources/useResourceList';
import { countColumn } from './health-center-columns';

/** The import dialog and its file reading load when staff open it. */
const CitizenImportDialog = lazy(async () => ({
  default: (await import('../citizens/CitizenImportDialog')).CitizenImportDialog,
}));

export const REGION_LIST_TEXT = {
  search: 'ชื่อเขตสุขภาพ',
  number: 'เขต',
  name: 'ชื่อเขตสุขภาพ',
  provinces: 'จังหวัด',
  units: 'หน่วยบริการ',
  staff: 'เจ้าหน้าที่',
  citizens: 'ประชาชน',
  importCitizens: 'นำเข้าข้อมูลประชาชน',
} as const;

/** The sort fields of the region list call: the official number or the Thai name. */
const REGION_SORT_FIELDS = ['number', 'name'] as const;

/**
 * /health-center: the 13 health regions with their provinces, units, staff and citizens; a
 * region opens its provinces.
 */
export const REGION_LIST = defineList<RegionRow, (typeof REGION_SORT_FIELDS)[number]>({
  path: ROUTES.healthCenter,
  fetchPage: listRegions,
  sortFields: REGION_SORT_FIELDS,
  defaultSort: { field: 'number', direction: 'asc' },
  search: REGION_LIST_TEXT.search,
  export: API_PATHS.healthRegionExport,
  open: (region) => `${ROUTES.province}${queryOf('region', region.id)}`,
  columns: [
    {
      field: 'number',
      headerName: REGION_LIST_TEXT.number,
      width: 90,
      valueGetter: (_value, region) => region.id,
    },
    {
      field: 'name',
      headerName: REGION_LIST_TEXT.name,
      flex: 1,
      minWidth: 200,
      valueGetter: (_value, region) => region.nameTh,
    },
    countColumn('provinceCount', REGION_LIST_TEXT.provinces),
    countColumn('unitCount', REGION_LIST_TEXT.units),
    countColumn('staffCount', REGION_LIST_TEXT.staff),
    countColumn('citizenCount', REGION_LIST_TEXT.citizens, { width: 140 }),
  ],
});

/**
 * Citizens are imported from a file here (the screen is Super Admin's alone); the counts are
 * asked again once an import changed some.
 */
export function RegionListScreen() {
  const [importing, setImporting] = useState(false);
  const list = useResourceList(REGION_LIST);
  return (
    <ResourceListScreen
      resource={REGION_LIST}
      list={list}
      secondaryActions={[
        {
          label: REGION_LIST_TEXT.importCitizens,
          icon: <UploadFile />,
          onClick: () => setImporting(true),
        },
      ]}
    >
      {importing && (
        <Suspense fallback={null}>
          <CitizenImportDialog onClose={() => setImporting(false)} onImported={list.reload} />
        </Suspense>
      )}
    </ResourceListScreen>
  );
}
