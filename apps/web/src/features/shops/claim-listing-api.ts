import type { SendOtp, VerifyOtp } from '../../components/kyc/kyc-api.ts';
import { shopperApi } from '../../lib/shopper-api.ts';

/**
 * The KYC dialog's calls when claiming a listed shop from its page: POST
 * /claim-shops/verification {address, shopOwnerContactNumber, shopId} sends the OTP; PATCH
 * /claim-shops/verify-otp/{shopId} {otp, mobileNumber} checks it and records the claim.
 */
export function claimListingCalls(shopId: string): { sendOtp: SendOtp; verifyOtp: VerifyOtp } {
  return {
    sendOtp: ({ address = '', mobileNumber, signal }) =>
      shopperApi.sendClaimOtp({ address, shopOwnerContactNumber: mobileNumber, shopId }, signal),
    verifyOtp: ({ otp, mobileNumber, signal }) => shopperApi.verifyClaimOtp(shopId, { otp, mobileNumber }, signal),
  };
}
