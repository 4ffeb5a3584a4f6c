import { Type, type Static } from '@sinclair/typebox';
import { SEXES } from '../citizen/citizen-fields';
import { stringEnum } from '../list-query-schema';
import { SegmentRules } from './segment-rules';
import { AGE_BANDS, type AgeBandKey } from './segments';

/**
 * What the segment calls answer: a segment, a count with its breakdown, an uploaded CID list.
 * The API validates its answers with these schemas; the types derive from them.
 */
const Count = Type.Integer({ minimum: 0 });
/** Every band of the breakdown (AGE_BANDS' keys and 'unknown'), in no particular order. */
const AGE_BAND_KEYS: [AgeBandKey, ...AgeBandKey[]] = [
  'unknown',
  ...AGE_BANDS.map((band) => band.key),
];
/** ISO 8601 */
const Instant = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A segment as its list, detail and form read it. */
export const SegmentRecordSchema = Type.Object({
  id: Type.Integer(),
  unitId: Type.Integer(),
  unitName: Type.String(),
  name: Type.String(),
  rules: SegmentRules,
  /** Matching citizens when last counted (saved, or opened on its detail), null before. */
  cachedCount: Nullable(Count),
  /** When `cachedCount` was taken. */
  countedAt: Nullable(Instant),
  createdByName: Nullable(Type.String()),
  updatedByName: Nullable(Type.String()),
  createdAt: Instant,
  updatedAt: Instant,
});
export type SegmentRecord = Static<typeof SegmentRecordSchema>;

export const SegmentBreakdownSchema = Type.Object({
  /** Every band of `AGE_BANDS` and 'unknown' (no birth date), in that order, zeros included. */
  ageBands: Type.Array(
    Type.Object({
      band: stringEnum(AGE_BAND_KEYS),
      count: Count,
    }),
  ),
  /** Every sex, zeros included. */
  sexes: Type.Array(Type.Object({ sex: stringEnum(SEXES), count: Count })),
  /** Provinces with at least one citizen, most first; `provinceId` null: none recorded. */
  provinces: Type.Array(
    Type.Object({
      provinceId: Nullable(Type.Integer()),
      provinceName: Nullable(Type.String()),
      count: Count,
    }),
  ),
});
export type SegmentBreakdown = Static<typeof SegmentBreakdownSchema>;

/** The answer of `POST /api/segment/count` (and of a segment's own count). */
export const SegmentCountSchema = Type.Object({
  count: Count,
  /** When it was counted. */
  countedAt: Instant,
  breakdown: Type.Optional(SegmentBreakdownSchema),
});
export type SegmentCount = Static<typeof SegmentCountSchema>;

/** An uploaded list of CIDs for a `CID_LIST` condition (`POST /api/segment/cid-list`). */
export const SegmentCidListSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  fileName: Type.String(),
  /** Distinct valid CIDs kept (hashed). */
  size: Count,
  /** Rows that were not a valid CID, and the first SEGMENT_CID_LIST_PROBLEMS_MAX of them with why. */
  invalidRows: Count,
  problems: Type.Array(Type.Object({ row: Type.Integer({ minimum: 1 }), message: Type.String() })),
  createdAt: Instant,
});
export type SegmentCidList = Static<typeof SegmentCidListSchema>;
