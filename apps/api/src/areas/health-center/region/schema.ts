import { listExportSchema, listQuerySchema } from '@hbc/contracts';
import { Type, type Static } from '@sinclair/typebox';
import { listAnswer } from '../../../schemas/list';

/** The region list sorts by the official region number (default) or the Thai name; no filters yet. */
const REGION_LIST = { sort: ['number', 'name'] } as const;
export type RegionSortField = (typeof REGION_LIST.sort)[number];

export const RegionListBody = listQuerySchema(REGION_LIST);
/** The export takes the list's search and sort, so it holds the rows the list shows. */
export const RegionExportBody = listExportSchema(REGION_LIST);

export const RegionListItem = Type.Object({
  /** The official region number (1–13). */
  id: Type.Integer(),
  nameTh: Type.String(),
  nameEn: Type.String(),
  provinceCount: Type.Integer({ minimum: 0 }),
  /** Units of its provinces, their staff users and their registered citizens. */
  unitCount: Type.Integer({ minimum: 0 }),
  staffCount: Type.Integer({ minimum: 0 }),
  citizenCount: Type.Integer({ minimum: 0 }),
});
export type RegionListItem = Static<typeof RegionListItem>;

export const RegionListAnswer = listAnswer(RegionListItem);
