import { Type, type Static } from '@sinclair/typebox';
import { BROADCAST_STATUSES } from '../broadcast/broadcast-status';
import { UNIT_KINDS } from './unit-kinds';

/**
 * What the health-center calls answer: one row of each list (with the counts Super Admin browses
 * by) and a unit's detail. Counts are of the rows below: units of a region or province, staff
 * users and registered citizens of the units under it. The API validates its answers with these
 * schemas; the types derive from them.
 */
const Count = Type.Integer({ minimum: 0 });

/** `POST /api/health-center/region/list`: one of the 13 health regions. */
export const RegionRowSchema = Type.Object({
  /** The official region number (1–13). */
  id: Type.Integer(),
  nameTh: Type.String(),
  nameEn: Type.String(),
  provinceCount: Count,
  unitCount: Count,
  staffCount: Count,
  citizenCount: Count,
});
export type RegionRow = Static<typeof RegionRowSchema>;

/** `POST /api/health-center/province/list` and `GET /api/health-center/province/{id}`. */
export const ProvinceRowSchema = Type.Object({
  /** The official province code (10 = Bangkok). */
  id: Type.Integer(),
  nameTh: Type.String(),
  nameEn: Type.String(),
  healthRegionId: Type.Integer(),
  healthRegionName: Type.String(),
  unitCount: Count,
  staffCount: Count,
  citizenCount: Count,
});
export type ProvinceRow = Static<typeof ProvinceRowSchema>;

/** `GET /api/health-center/province/names`: a province as a chooser offers it. */
export const ProvinceNameSchema = Type.Object({ id: Type.Integer(), nameTh: Type.String() });
export type ProvinceName = Static<typeof ProvinceNameSchema>;

/** `POST /api/health-center/unit/list`: one unit with its province and region. */
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
export type UnitRow = Static<typeof UnitRowSchema>;

/** A broadcast as a unit's detail lists it, newest first. */
export const RecentBroadcastSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  status: Type.Union(BROADCAST_STATUSES.map((status) => Type.Literal(status))),
  /** ISO 8601. */
  createdAt: Type.String({ format: 'date-time' }),
});
export type RecentBroadcast = Static<typeof RecentBroadcastSchema>;

/** `GET /api/health-center/unit/{id}` and `GET /api/health-center/unit/own`. */
export const UnitDetailSchema = Type.Composite([
  UnitRowSchema,
  Type.Object({ recentBroadcasts: Type.Array(RecentBroadcastSchema) }),
]);
export type UnitDetail = Static<typeof UnitDetailSchema>;
