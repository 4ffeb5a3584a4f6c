import { listExportSchema, listQuerySchema } from '@hbc/contracts';

export { RegionRowSchema } from '@hbc/contracts';

/** The region list sorts by the official region number (default) or the Thai name; no filters yet. */
const REGION_LIST = { sort: ['number', 'name'] } as const;
export type RegionSortField = (typeof REGION_LIST.sort)[number];

export const RegionListBody = listQuerySchema(REGION_LIST);
/** The export takes the list's search and sort, so it holds the rows the list shows. */
export const RegionExportBody = listExportSchema(REGION_LIST);
