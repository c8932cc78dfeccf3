import { API_PATHS, type ClaimShopDraft, type ClaimShopResponse } from '@local-shops/shared';
import { apiRequest, photoForm } from '../../lib/api.ts';

/** Answer of GET /google-apis/address-lookup (SPEC.md section 7). */
export interface AddressLookupResponse {
  plus_code: { compound_code: string };
}

/**
 * POST /v1/claim-shops -> { id } of the shop, for the subscribe step: multipart/form-data, the draft
 * as JSON in `draft` and its two photos (data URLs in the draft) as files.
 */
export function submitClaim(draft: ClaimShopDraft, signal?: AbortSignal): Promise<ClaimShopResponse> {
  const { shopOwnerCancelledChequeImage: cheque, storeFrontPicture: storeFront, ...rest } = draft;
  const body = photoForm({ draft: JSON.stringify(rest) }, {
    ...(cheque ? { shopOwnerCancelledChequeImage: cheque } : {}),
    ...(storeFront ? { storeFrontPicture: storeFront } : {}),
  });
  return apiRequest<ClaimShopResponse>(API_PATHS.claimShops, { method: 'POST', body, signal });
}

/** GET /v1/google-apis/address-lookup?lat=&long= -> the plus-code compound code shown as the captured address. */
export async function lookupCapturedAddress(lat: number, long: number, signal?: AbortSignal): Promise<string> {
  const query = new URLSearchParams({ lat: String(lat), long: String(long) });
  const answer = await apiRequest<AddressLookupResponse>(`${API_PATHS.addressLookup}?${query}`, { signal });
  return answer.plus_code.compound_code;
}
