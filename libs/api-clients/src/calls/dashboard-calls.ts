import { API_PATHS, type ApiSuccess, type Dashboard, type DashboardQuery } from '@hbc/contracts';
import { authClient } from '../clients';

/**
 * `GET /api/dashboard?month=YYYY-MM&regionId=`: the programme's month (this one when `month` is
 * absent), its provinces broken down for `regionId` when given.
 */
export async function getDashboard(
  query: DashboardQuery = {},
  signal?: AbortSignal,
): Promise<Dashboard> {
  const response = await authClient.get<ApiSuccess<Dashboard>>(API_PATHS.dashboard, {
    params: query,
    ...(signal ? { signal } : {}),
  });
  return response.data.data;
}
