import { shopperApi } from '../../lib/shopper-api.ts';

export interface SendOtpRequest {
  mobileNumber: string;
  /** Only when the dialog asks for the address (claiming from a shop page). */
  address?: string;
  signal?: AbortSignal;
}

export interface VerifyOtpRequest {
  otp: string;
  mobileNumber: string;
  address?: string;
  signal?: AbortSignal;
}

export type SendOtp = (request: SendOtpRequest) => Promise<unknown>;
export type VerifyOtp = (request: VerifyOtpRequest) => Promise<unknown>;

/** POST /v1/otp/verification {mobileNumber} -> 200 {message}. */
export const sendOtpRequest: SendOtp = ({ mobileNumber, signal }) => shopperApi.sendOtp({ mobileNumber }, signal);

/** PATCH /v1/otp/verify-otp {otp, mobileNumber} -> 200 {mobileNumber}. */
export const verifyOtpRequest: VerifyOtp = ({ otp, mobileNumber, signal }) =>
  shopperApi.verifyOtp({ otp, mobileNumber }, signal);
