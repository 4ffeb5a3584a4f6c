import { API_PATHS } from '@hbc/contracts';
import { defineResource, exportRoute, listRoute, type RouteAccess } from '../../../resource';
import { REGION_EXPORT_COLUMNS, REGION_EXPORT_FILE, REGION_EXPORT_LOG } from './region-export';
import { regionListSource } from './region-list-source';
import { RegionExportBody, RegionListBody, RegionRowSchema } from './schema';

const NATIONAL: RouteAccess = { need: 'read', scope: 'all' };

/** The 13 health regions, a national screen (Super Admin): their list and its export. */
export default defineResource({
  tag: 'health-center',
  area: 'healthCenter',
  routes: [
    listRoute({
      url: API_PATHS.healthRegionList,
      summary: 'Lists the health regions with how many provinces each has (Super Admin)',
      access: NATIONAL,
      body: RegionListBody,
      row: RegionRowSchema,
      source: regionListSource,
    }),
    exportRoute({
      url: API_PATHS.healthRegionExport,
      summary:
        'Exports the health regions of the list’s search and sort as XLSX or CSV (Super Admin)',
      access: NATIONAL,
      body: RegionExportBody,
      source: regionListSource,
      columns: REGION_EXPORT_COLUMNS,
      file: REGION_EXPORT_FILE,
      activity: REGION_EXPORT_LOG,
    }),
  ],
});
