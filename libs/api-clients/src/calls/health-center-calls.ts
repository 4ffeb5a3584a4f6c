import {
  API_PATHS,
  type ApiSuccess,
  type ListAnswer,
  type NewProvinceBody,
  type ProvinceBody,
  type ProvinceListQuery,
  type ProvinceName,
  type ProvinceRow,
  type RegionRow,
  type UnitBody,
  type UnitDetail,
  type UnitListQuery,
  type UnitRow,
} from '@hbc/contracts';
import { authClient } from '../clients';
import type { RegionListQuery } from '../types';
import { postList } from './list-calls';

async function data<T>(request: Promise<{ data: ApiSuccess<T> }>): Promise<T> {
  return (await request).data.data;
}

/** `POST /api/health-center/region/list` (Super Admin); `signal` cancels it, as for every list. */
export function listRegions(
  query: RegionListQuery,
  signal?: AbortSignal,
): Promise<ListAnswer<RegionRow>> {
  return postList(API_PATHS.healthRegionList, query, signal);
}

/** `GET /api/health-center/province/names`: every province by Thai name (any staff member). */
export function listProvinceNames(signal?: AbortSignal): Promise<ProvinceName[]> {
  return data(
    authClient.get<ApiSuccess<ProvinceName[]>>(
      API_PATHS.healthProvinceNames,
      signal ? { signal } : {},
    ),
  );
}

/** `POST /api/health-center/province/list`. */
export function listProvinces(
  query: ProvinceListQuery,
  signal?: AbortSignal,
): Promise<ListAnswer<ProvinceRow>> {
  return postList(API_PATHS.healthProvinceList, query, signal);
}

/** `POST /api/health-center/province`: the body gives the official province code as `id`. */
export function createProvince(body: NewProvinceBody): Promise<ProvinceRow> {
  return data(authClient.post<ApiSuccess<ProvinceRow>>(API_PATHS.healthProvince, body));
}

/** `GET /api/health-center/province/{id}`. */
export function getProvince(id: number): Promise<ProvinceRow> {
  return data(authClient.get<ApiSuccess<ProvinceRow>>(API_PATHS.healthProvinceById(id)));
}

/** `PUT /api/health-center/province/{id}`: a province's code never changes. */
export function updateProvince(id: number, body: ProvinceBody): Promise<ProvinceRow> {
  return data(authClient.put<ApiSuccess<ProvinceRow>>(API_PATHS.healthProvinceById(id), body));
}

/** `DELETE /api/health-center/province/{id}`: refused (409) while units are in it. */
export async function deleteProvince(id: number): Promise<void> {
  await authClient.delete(API_PATHS.healthProvinceById(id));
}

/** `POST /api/health-center/unit/list`. */
export function listUnits(
  query: UnitListQuery,
  signal?: AbortSignal,
): Promise<ListAnswer<UnitRow>> {
  return postList(API_PATHS.healthUnitList, query, signal);
}

/** `POST /api/health-center/unit`. */
export function createUnit(body: UnitBody): Promise<UnitRow> {
  return data(authClient.post<ApiSuccess<UnitRow>>(API_PATHS.healthUnit, body));
}

/** `GET /api/health-center/unit/{id}`: the unit with its counts and recent broadcasts. */
export function getUnit(id: number): Promise<UnitDetail> {
  return data(authClient.get<ApiSuccess<UnitDetail>>(API_PATHS.healthUnitById(id)));
}

/** `PUT /api/health-center/unit/{id}`. */
export function updateUnit(id: number, body: UnitBody): Promise<UnitRow> {
  return data(authClient.put<ApiSuccess<UnitRow>>(API_PATHS.healthUnitById(id), body));
}

/** `DELETE /api/health-center/unit/{id}`: refused (409) while it has staff, citizens or broadcasts. */
export async function deleteUnit(id: number): Promise<void> {
  await authClient.delete(API_PATHS.healthUnitById(id));
}

/** `GET /api/health-center/unit/own`: the signed-in staff member's own unit (LV1–LV3). */
export function getOwnUnit(): Promise<UnitDetail> {
  return data(authClient.get<ApiSuccess<UnitDetail>>(API_PATHS.healthUnitOwn));
}
