import {
  BROADCAST_STATUSES,
  UNIT_KINDS,
  type ProvinceName,
  type ProvinceRow,
  type RecentBroadcast,
  type RegionRow,
  type UnitDetail,
  type UnitRow,
} from '@hbc/contracts';
import {
  arrayOf,
  boolean,
  instant,
  integer,
  nullable,
  object,
  oneOf,
  string,
  type Check,
  type Shape,
} from '../support/shape';

const counts = { unitCount: integer, staffCount: integer, citizenCount: integer };

export const regionRow: Check<RegionRow> = object<RegionRow>({
  ...counts,
  id: integer,
  nameTh: string,
  nameEn: string,
  provinceCount: integer,
});

export const provinceRow: Check<ProvinceRow> = object<ProvinceRow>({
  ...counts,
  id: integer,
  nameTh: string,
  nameEn: string,
  healthRegionId: integer,
  healthRegionName: string,
});

export const provinceName: Check<ProvinceName> = object<ProvinceName>({
  id: integer,
  nameTh: string,
});

const unitFields: Shape<UnitRow> = {
  id: integer,
  hcode: string,
  name: string,
  kind: oneOf(UNIT_KINDS),
  logoUrl: nullable(string),
  active: boolean,
  provinceId: integer,
  provinceName: string,
  healthRegionId: integer,
  healthRegionName: string,
  staffCount: integer,
  citizenCount: integer,
};

export const unitRow: Check<UnitRow> = object<UnitRow>(unitFields);

const recentBroadcast = object<RecentBroadcast>({
  id: integer,
  title: string,
  status: oneOf(BROADCAST_STATUSES),
  createdAt: instant,
});

export const unitDetail: Check<UnitDetail> = object<UnitDetail>({
  ...unitFields,
  recentBroadcasts: arrayOf(recentBroadcast),
});
