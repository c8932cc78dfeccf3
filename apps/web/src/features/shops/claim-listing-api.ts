import { API_PATHS, type ClaimShopResponse } from '@local-shops/shared';
import type { SendOtp, VerifyOtp } from '../../components/kyc/kyc-api.ts';
import { apiRequest } from '../../lib/api.ts';

/**
 * The KYC dialog's calls when claiming a listed shop from its page: POST
 * /claim-shops/verification {address, shopOwnerContactNumber, shopId} sends the OTP; PATCH
 * /claim-shops/verify-otp/{shopId} {otp, mobileNumber} checks it and records the claim.
 */
export function claimListingCalls(shopId: string): { sendOtp: SendOtp; verifyOtp: VerifyOtp } {
  return {
    sendOtp: ({ address = '', mobileNumber, signal }) =>
      apiRequest<ClaimShopResponse>(API_PATHS.claimVerification, {
        method: 'POST',
        body: { address, shopOwnerContactNumber: mobileNumber, shopId },
        signal,
      }),
    verifyOtp: ({ otp, mobileNumber, signal }) =>
      apiRequest<unknown>(API_PATHS.claimVerifyOtp(shopId), { method: 'PATCH', body: { otp, mobileNumber }, signal }),
  };
}
