import type { ClaimShopDraft, ClaimShopResponse } from '@local-shops/shared';
import { photoForm } from '../../lib/api.ts';
import { fetchApi } from '../../lib/route-client.ts';
import { shopperApi } from '../../lib/shopper-api.ts';
import type { UploadOptions } from '../../lib/upload-request.ts';

/**
 * POST /v1/claim-shops -> { id } of the shop, for the subscribe step: multipart/form-data, the draft
 * as JSON in `draft` and its two photos (data URLs in the draft) as files. `options` carry the
 * Idempotency-Key and the progress callback (decision 0080).
 */
export function submitClaim(draft: ClaimShopDraft, options: UploadOptions = {}): Promise<ClaimShopResponse> {
  const { shopOwnerCancelledChequeImage: cheque, storeFrontPicture: storeFront, ...rest } = draft;
  const body = photoForm(
    { draft: JSON.stringify(rest) },
    {
      ...(cheque ? { shopOwnerCancelledChequeImage: cheque } : {}),
      ...(storeFront ? { storeFrontPicture: storeFront } : {}),
    },
  );
  return shopperApi.submitClaim(body, options);
}

/** GET /v1/google-apis/address-lookup?lat=&long= -> the plus-code compound code shown as the captured address. */
export async function lookupCapturedAddress(lat: number, long: number, signal?: AbortSignal): Promise<string> {
  const answer = await fetchApi(shopperApi.addressLookup(lat, long), signal);
  return answer.plus_code.compound_code;
}
