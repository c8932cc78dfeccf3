import { ADMIN_API_PATHS, formatDateTime as formatInLocale } from '@local-shops/shared';
import { ADMIN_TWO_FACTOR_PATHS, type AdminClaimDetail, type AdminEnrolment, type AdminEnrolmentDone, type AdminLoginResponse, type AdminSessionResponse } from '@local-shops/shared/admin';
import { CONSOLE_TEXT } from '@local-shops/shared/locales/en/console';
import { apiRequest } from '../../lib/api.ts';
import { localeNow } from '../../lib/i18n.ts';

/** The review console's actions (reads go through useAdminData); the API is under /v1/admin, with the session cookie. */
export const adminApi = {
  session: () => apiRequest<AdminSessionResponse>(ADMIN_API_PATHS.session),
  login: (email: string, password: string) => apiRequest<AdminLoginResponse>(ADMIN_API_PATHS.login, { method: 'POST', body: { email, password } }),
  /** The second step of a sign-in: a TOTP code or a recovery code. */
  loginCode: (code: string) => apiRequest<AdminSessionResponse>(ADMIN_TWO_FACTOR_PATHS.loginCode, { method: 'POST', body: { code } }),
  enrolmentStart: (token: string) => apiRequest<AdminEnrolment>(ADMIN_TWO_FACTOR_PATHS.enrolmentStart, { method: 'POST', body: { token } }),
  enrolmentConfirm: (token: string, code: string) => apiRequest<AdminEnrolmentDone>(ADMIN_TWO_FACTOR_PATHS.enrolmentConfirm, { method: 'POST', body: { token, code } }),
  logout: () => apiRequest<void>(ADMIN_API_PATHS.logout, { method: 'POST', body: {} }),
  approve: (id: string, reason: string) => apiRequest<AdminClaimDetail>(ADMIN_API_PATHS.claimApprove(id), { method: 'POST', body: reason ? { reason } : {} }),
  reject: (id: string, reason: string) => apiRequest<AdminClaimDetail>(ADMIN_API_PATHS.claimReject(id), { method: 'POST', body: { reason } }),
  refund: (id: string, reason: string) => apiRequest<{ id: string; refund: 'requested' }>(ADMIN_API_PATHS.paymentRefund(id), { method: 'POST', body: { reason } }),
  moderateReview: (id: string, decision: 'publish' | 'remove', reason: string) =>
    apiRequest<{ id: string; status: string }>(decision === 'publish' ? ADMIN_API_PATHS.reviewPublish(id) : ADMIN_API_PATHS.reviewRemove(id), {
      method: 'POST',
      body: reason ? { reason } : {},
    }),
  moveEnquiry: (id: string, status: 'called_back' | 'closed') =>
    apiRequest<{ id: string; status: string }>(ADMIN_API_PATHS.enquiryStatus(id), { method: 'POST', body: { status } }),
};

/** '5.2 h of 48 h' — an age against its target. */
export function ageLabel(ageHours: number, targetHours: number, t: typeof CONSOLE_TEXT = CONSOLE_TEXT): string {
  const age = ageHours < 48 ? t.hours(ageHours.toFixed(1)) : t.days(Math.floor(ageHours / 24));
  return t.ageOf(age, targetHours);
}

export const formatDateTime = (iso: string) =>
  formatInLocale(iso, localeNow(), { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
