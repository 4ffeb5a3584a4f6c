import { API_PATHS, type ApiSuccess, type CitizenDelivery } from '@hbc/contracts';
import { authClient } from '../clients';

/**
 * `POST /api/citizen/deliveries` (Super Admin, Admin LV1): the broadcasts that targeted the
 * citizen of `cid`, newest first. The CID goes in the body only; the API logs the lookup masked.
 */
export async function lookUpCitizenDeliveries(
  cid: string,
  signal?: AbortSignal,
): Promise<CitizenDelivery[]> {
  const response = await authClient.post<ApiSuccess<CitizenDelivery[]>>(
    API_PATHS.citizenDeliveries,
    { cid },
    signal ? { signal } : {},
  );
  return response.data.data;
}
