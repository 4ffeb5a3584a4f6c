import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import UploadFile from '@mui/icons-material/UploadFile';
import { listRegions } from '@hbc/api-clients';
import { API_PATHS, ROUTES, type RegionRow } from '@hbc/contracts';
import { ListScreen, useServerList } from '@hbc/data-screens';
import { documentTitle } from '../../app/app-title';
import { screenFor } from '../../app/route-table';
import { CitizenImportDialog } from '../citizens/CitizenImportDialog';
import { countColumn } from './health-center-columns';
import { queryOf } from './health-center-trail';

const TITLE = screenFor(ROUTES.healthCenter)?.title ?? '';

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

const columns: GridColDef<RegionRow>[] = [
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
];

/**
 * /health-center: the 13 health regions with their provinces, units, staff and citizens; a
 * region opens its provinces. Citizens are imported from a file here (the screen is Super
 * Admin's alone); the counts are asked again once an import changed some.
 */
export function RegionListScreen() {
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const list = useServerList({
    fetchPage: listRegions,
    sortFields: REGION_SORT_FIELDS,
    defaultSort: { field: 'number', direction: 'asc' },
  });
  return (
    <>
      <title>{documentTitle(TITLE)}</title>
      <ListScreen
        title={TITLE}
        list={list}
        columns={columns}
        searchPlaceholder={REGION_LIST_TEXT.search}
        onRowClick={(region) => void navigate(`${ROUTES.province}${queryOf('region', region.id)}`)}
        export={{ path: API_PATHS.healthRegionExport }}
        secondaryActions={[
          {
            label: REGION_LIST_TEXT.importCitizens,
            icon: <UploadFile />,
            onClick: () => setImporting(true),
          },
        ]}
      />
      {importing && (
        <CitizenImportDialog onClose={() => setImporting(false)} onImported={list.reload} />
      )}
    </>
  );
}
