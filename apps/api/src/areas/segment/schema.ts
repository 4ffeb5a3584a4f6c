import {
  AGE_BANDS,
  SEXES,
  SegmentRules,
  stringEnum,
  type AgeBandKey,
  SegmentBody as SegmentFields,
  SegmentCidListBody as SegmentCidListFields,
} from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { Success } from '../../schemas/envelope';
import { withFreeText } from '../../schemas/free-text';
import { IdParams } from '../../schemas/id-params';
import { listAnswer } from '../../schemas/list';

export { SegmentCountBody, SegmentListBody } from '@hbc/contracts';
/** A segment's name is free text. */
export const SegmentBody = withFreeText(SegmentFields, 'name');
/** The uploaded file's name is free text. */
export const SegmentCidListBody = withFreeText(SegmentCidListFields, 'fileName');

/** The OpenAPI tag of every segment route. */
export const SEGMENT_TAGS = ['segment'];

/** `{id}` of a segment: a row id, so never above PostgreSQL's `integer`. */
export const SegmentIdParams = IdParams;

const Count = Type.Integer({ minimum: 0 });
/** Every band of the breakdown (AGE_BANDS' keys and 'unknown'), in no particular order. */
const AGE_BAND_KEYS: [AgeBandKey, ...AgeBandKey[]] = [
  'unknown',
  ...AGE_BANDS.map((band) => band.key),
];
const Instant = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** `SegmentRecord` of `@hbc/contracts`. */
export const SegmentRecordSchema = Type.Object({
  id: Type.Integer(),
  unitId: Type.Integer(),
  unitName: Type.String(),
  name: Type.String(),
  rules: SegmentRules,
  cachedCount: Nullable(Count),
  countedAt: Nullable(Instant),
  createdByName: Nullable(Type.String()),
  updatedByName: Nullable(Type.String()),
  createdAt: Instant,
  updatedAt: Instant,
});

/** `SegmentBreakdown` of `@hbc/contracts`. */
const SegmentBreakdownSchema = Type.Object({
  ageBands: Type.Array(
    Type.Object({
      band: stringEnum(AGE_BAND_KEYS),
      count: Count,
    }),
  ),
  sexes: Type.Array(Type.Object({ sex: stringEnum(SEXES), count: Count })),
  provinces: Type.Array(
    Type.Object({
      provinceId: Nullable(Type.Integer()),
      provinceName: Nullable(Type.String()),
      count: Count,
    }),
  ),
});

/** `SegmentCount` of `@hbc/contracts`. */
export const SegmentCountSchema = Type.Object({
  count: Count,
  countedAt: Instant,
  breakdown: Type.Optional(SegmentBreakdownSchema),
});

/** `SegmentCidList` of `@hbc/contracts`. */
const SegmentCidListSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  fileName: Type.String(),
  size: Count,
  invalidRows: Count,
  problems: Type.Array(Type.Object({ row: Type.Integer({ minimum: 1 }), message: Type.String() })),
  createdAt: Instant,
});

export const SegmentAnswer = Success(SegmentRecordSchema);
export const SegmentListAnswer = listAnswer(SegmentRecordSchema);
export const SegmentDeletedAnswer = Success(Type.Null());
export const SegmentCountAnswer = Success(SegmentCountSchema);
export const SegmentCidListAnswer = Success(SegmentCidListSchema);
