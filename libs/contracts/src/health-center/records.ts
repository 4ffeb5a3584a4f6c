import type { BroadcastStatus } from '../broadcast/broadcast-status';
import type { UnitKind } from './units';

/**
 * What the health-center calls answer: one row of each list (with the counts Super Admin browses
 * by) and a unit's detail. Counts are of the rows below: units of a region or province, staff
 * users and registered citizens of the units under it.
 */
export interface HealthCenterCounts {
  unitCount: number;
  staffCount: number;
  citizenCount: number;
}

/** `POST /api/health-center/region/list`: one of the 13 health regions. */
export interface RegionRow extends HealthCenterCounts {
  /** The official region number, 1 to 13. */
  id: number;
  nameTh: string;
  nameEn: string;
  provinceCount: number;
}

/** `POST /api/health-center/province/list` and `GET /api/health-center/province/{id}`. */
export interface ProvinceRow extends HealthCenterCounts {
  /** The official province code (10 = Bangkok). */
  id: number;
  nameTh: string;
  nameEn: string;
  healthRegionId: number;
  healthRegionName: string;
}

/** `GET /api/health-center/province/names`: a province as a chooser offers it. */
export interface ProvinceName {
  /** The official province code (10 = Bangkok). */
  id: number;
  nameTh: string;
}

/** `POST /api/health-center/unit/list`: one unit with its province and region. */
export interface UnitRow {
  id: number;
  hcode: string;
  name: string;
  kind: UnitKind;
  logoUrl: string | null;
  active: boolean;
  provinceId: number;
  provinceName: string;
  healthRegionId: number;
  healthRegionName: string;
  staffCount: number;
  citizenCount: number;
}

/** A broadcast as a unit's detail lists it, newest first. */
export interface RecentBroadcast {
  id: number;
  title: string;
  status: BroadcastStatus;
  /** ISO 8601. */
  createdAt: string;
}

/** `GET /api/health-center/unit/{id}` and `GET /api/health-center/unit/own`. */
export interface UnitDetail extends UnitRow {
  recentBroadcasts: RecentBroadcast[];
}
