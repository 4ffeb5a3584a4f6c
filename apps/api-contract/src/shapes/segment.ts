import {
  AGE_BANDS,
  SEXES,
  type SegmentBreakdown,
  type SegmentCidList,
  type SegmentCount,
  type SegmentRecord,
  type SegmentRules,
} from '@hbc/contracts';
import {
  arrayOf,
  instant,
  integer,
  nullable,
  object,
  oneOf,
  optional,
  passedThrough,
  string,
  type Check,
} from '../support/shape';

export const segmentRecord: Check<SegmentRecord> = object<SegmentRecord>({
  id: integer,
  unitId: integer,
  unitName: string,
  name: string,
  rules: passedThrough<SegmentRules>(),
  cachedCount: nullable(integer),
  countedAt: nullable(instant),
  createdByName: nullable(string),
  updatedByName: nullable(string),
  createdAt: instant,
  updatedAt: instant,
});

export const segmentBreakdown: Check<SegmentBreakdown> = object<SegmentBreakdown>({
  ageBands: arrayOf(
    object({
      band: oneOf([...AGE_BANDS.map((band) => band.key), 'unknown'] as const),
      count: integer,
    }),
  ),
  sexes: arrayOf(object({ sex: oneOf(SEXES), count: integer })),
  provinces: arrayOf(
    object({ provinceId: nullable(integer), provinceName: nullable(string), count: integer }),
  ),
});

export const segmentCount: Check<SegmentCount> = object<SegmentCount>({
  count: integer,
  countedAt: instant,
  breakdown: optional(segmentBreakdown),
});

export const segmentCidList: Check<SegmentCidList> = object<SegmentCidList>({
  id: string,
  fileName: string,
  size: integer,
  invalidRows: integer,
  problems: arrayOf(object({ row: integer, message: string })),
  createdAt: instant,
});
