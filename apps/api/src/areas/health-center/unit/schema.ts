import { BROADCAST_STATUSES, UNIT_KINDS, UnitBody as UnitFields } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { Success } from '../../../schemas/envelope';
import { withFreeText } from '../../../schemas/free-text';
import { IdParams } from '../../../schemas/id-params';
import { listAnswer } from '../../../schemas/list';

export { UnitListBody } from '@hbc/contracts';
/** A unit's name is free text. */
export const UnitBody = withFreeText(UnitFields, 'name');

/** `{id}` of the unit routes: a row id, so never above PostgreSQL's `integer`. */
export const UnitIdParams = IdParams;

const Count = Type.Integer({ minimum: 0 });

/** `UnitRow` of `@hbc/contracts`, as the API answers it. */
export const UnitRowSchema = Type.Object({
  id: Type.Integer(),
  hcode: Type.String(),
  name: Type.String(),
  kind: Type.Union(UNIT_KINDS.map((kind) => Type.Literal(kind))),
  logoUrl: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
  provinceId: Type.Integer(),
  provinceName: Type.String(),
  healthRegionId: Type.Integer(),
  healthRegionName: Type.String(),
  staffCount: Count,
  citizenCount: Count,
});

/** `RecentBroadcast` of `@hbc/contracts`. */
const RecentBroadcastSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  status: Type.Union(BROADCAST_STATUSES.map((status) => Type.Literal(status))),
  createdAt: Type.String({ format: 'date-time' }),
});

/** `UnitDetail` of `@hbc/contracts`: the unit and its newest broadcasts. */
export const UnitDetailSchema = Type.Composite([
  UnitRowSchema,
  Type.Object({ recentBroadcasts: Type.Array(RecentBroadcastSchema) }),
]);

export const UnitAnswer = Success(UnitRowSchema);
export const UnitDetailAnswer = Success(UnitDetailSchema);
export const UnitListAnswer = listAnswer(UnitRowSchema);
export const UnitDeletedAnswer = Success(Type.Null());
