import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  APP_TEXTS,
  CLAIM_LIMITS,
  claimVerificationSchema,
  isValidIndianContactNumber,
  KYC_TEXTS,
  MESSAGES,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
} from '@local-shops/shared';
import { messageOf } from '../../lib/error-message.ts';
import { useTexts } from '../../lib/i18n.ts';
import { useLocalizeMessage } from '../../lib/localize-message.ts';
import { useOwnerSession } from '../../lib/owner-session.ts';
import { useAppStore } from '../../lib/store.ts';
import { toast } from '../../lib/toast.tsx';
import { IndiaPhoneInput } from '../india-phone-input.tsx';
import { Modal } from '../modal.tsx';
import { sendOtpRequest, verifyOtpRequest, type SendOtp, type VerifyOtp } from './kyc-api.ts';
import './kyc-dialog.css';

/** The dialog's texts in English; shown through `useTexts(KYC_TEXT)`. */
export const KYC_TEXT = KYC_TEXTS;

export interface KycVerified {
  mobileNumber: string;
  /** The address typed in the dialog, when it asked for one. */
  address?: string;
}

export interface KycDialogProps {
  open: boolean;
  /** The number to verify; read-only unless `askAddress`. */
  mobileNumber: string;
  /** Claiming from a shop page: also asks for the address, and the number can be edited. */
  askAddress?: boolean;
  /** The number can be edited without asking for an address (signing in). */
  editNumber?: boolean;
  /** Heading and subtitle other than 'KYC Verification' (signing in). */
  title?: string;
  subtitle?: string;
  /** Called when the owner dismisses the dialog, and when it closes after a verification. */
  onClose: () => void;
  /** Runs after a successful verification, once the number is stored as verified. */
  onVerified: (verified: KycVerified) => void;
  /** Sends the OTP; defaults to POST /v1/otp/verification. Rejects with the message to show. */
  sendOtp?: SendOtp;
  /** Checks the OTP; defaults to PATCH /v1/otp/verify-otp. Rejects with the message to show. */
  verifyOtp?: VerifyOtp;
  /** A listed shop's public number: the claimant may take the code on it instead (decision 0076). */
  listedPhone?: string | null;
}

/**
 * SPEC.md 'KYC Verification dialog': verify a mobile number by OTP. States: not sent -> sent
 * (60 s resend countdown) -> verifying -> verified (closes, stores the number, runs onVerified).
 * Each opening starts afresh.
 */
export function KycDialog(props: KycDialogProps) {
  if (!props.open) return null;
  return <KycDialogContent {...props} />;
}

type Field = 'address' | 'mobileNumber' | 'otp';
type Busy = 'idle' | 'sending' | 'verifying';

function KycDialogContent({
  mobileNumber,
  askAddress = false,
  editNumber = false,
  title,
  subtitle,
  onClose,
  onVerified,
  sendOtp,
  verifyOtp,
  listedPhone = null,
}: KycDialogProps) {
  const texts = useTexts(KYC_TEXT);
  const messages = useTexts(MESSAGES);
  const appTexts = useTexts(APP_TEXTS);
  // Validation issues of the shared schemas come in English.
  const localize = useLocalizeMessage();
  const setValidMobileNumber = useAppStore((s) => s.setValidMobileNumber);
  const signedIn = useOwnerSession((s) => s.signedIn);
  const ids = useId();
  const titleId = `${ids}-title`;
  const subtitleId = `${ids}-subtitle`;
  const addressRef = useRef<HTMLTextAreaElement>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const aliveRef = useRef<AbortController | null>(null);

  const [typedNumber, setNumber] = useState(mobileNumber);
  const [useListed, setUseListed] = useState(false);
  // The number the code goes to: the typed one, or the shop's listed phone when chosen.
  const number = useListed && listedPhone ? listedPhone : typedNumber;
  const [address, setAddress] = useState('');
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState<Busy>('idle');
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const [resendDeadline, setResendDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const secondsLeft = resendDeadline === null ? 0 : Math.max(0, Math.ceil((resendDeadline - now) / 1000));

  // Requests still running when the dialog closes are dropped.
  useEffect(() => {
    const controller = new AbortController();
    aliveRef.current = controller;
    return () => controller.abort();
  }, []);

  // The resend countdown ticks every second from the moment an OTP is sent.
  useEffect(() => {
    if (resendDeadline === null) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= resendDeadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [resendDeadline]);

  useEffect(() => {
    if (sent) otpRef.current?.focus();
  }, [sent]);

  const fail = (field: Field, english: string) => {
    const message = localize(english);
    setError({ field, message });
    toast.error(message);
    ({ address: addressRef, mobileNumber: numberRef, otp: otpRef })[field].current?.focus();
  };

  const send = async () => {
    if (busy !== 'idle') return;
    if (askAddress) {
      const check = claimVerificationSchema.safeParse({ address, shopOwnerContactNumber: number });
      const issue = check.success ? undefined : check.error.issues[0];
      if (issue) return fail(issue.path[0] === 'address' ? 'address' : 'mobileNumber', issue.message);
    } else if (!isValidIndianContactNumber(number)) {
      return fail('mobileNumber', messages.contactNumberInvalid);
    }
    const signal = aliveRef.current?.signal;
    setError(null);
    setBusy('sending');
    try {
      await (sendOtp ?? sendOtpRequest)({
        mobileNumber: number,
        ...(askAddress ? { address: address.trim() } : {}),
        signal,
      });
      if (signal?.aborted) return;
      toast.success(messages.otpSent);
      const time = Date.now();
      setNow(time);
      setResendDeadline(time + OTP_RESEND_SECONDS * 1000);
      setSent(true);
    } catch (reason) {
      if (!signal?.aborted) toast.error(messageOf(reason, appTexts.internalError));
    } finally {
      if (!signal?.aborted) setBusy('idle');
    }
  };

  const verify = async () => {
    if (busy !== 'idle') return;
    const code = otp.trim();
    if (code.length !== OTP_LENGTH) return fail('otp', messages.otpInvalid);
    const signal = aliveRef.current?.signal;
    setError(null);
    setBusy('verifying');
    try {
      await (verifyOtp ?? verifyOtpRequest)({
        otp: code,
        mobileNumber: number,
        ...(askAddress ? { address: address.trim() } : {}),
        signal,
      });
      if (signal?.aborted) return;
      setValidMobileNumber(number);
      // Every verification the server accepts also starts the number's 30-day session.
      signedIn(number);
      onClose();
      onVerified({ mobileNumber: number, ...(askAddress ? { address: address.trim() } : {}) });
    } catch (reason) {
      if (signal?.aborted) return;
      toast.error(messageOf(reason, appTexts.internalError));
      setBusy('idle');
      otpRef.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (sent ? verify() : send());
  };

  const errorId = (field: Field) => (error?.field === field ? `${ids}-${field}-error` : undefined);
  const errorText = (field: Field) =>
    error?.field === field ? (
      <p className="kyc-field__error" id={errorId(field)}>
        {error.message}
      </p>
    ) : null;
  const editable = (askAddress || editNumber) && !sent;
  const otpHintId = `${ids}-otp-hint`;

  return (
    <Modal
      backdropClassName="kyc-backdrop"
      className="kyc-dialog"
      labelledBy={titleId}
      describedBy={subtitleId}
      bodyClass="kyc-dialog-open"
      onEscape={onClose}
      initialFocus={() => (askAddress ? addressRef.current : editNumber ? numberRef.current : sendRef.current)}
    >
      <div className="kyc-dialog__header">
        <div>
          <h2 className="kyc-dialog__title" id={titleId}>
            {title ?? texts.title}
          </h2>
          <p className="kyc-dialog__subtitle" id={subtitleId}>
            {subtitle ?? texts.subtitle}
          </p>
        </div>
        <button type="button" className="kyc-dialog__close" aria-label={texts.close} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      <form className="kyc-dialog__form" noValidate onSubmit={onSubmit}>
        {askAddress ? (
          <div className="kyc-field">
            <label htmlFor={`${ids}-address`}>{texts.address}</label>
            <textarea
              ref={addressRef}
              id={`${ids}-address`}
              rows={2}
              maxLength={CLAIM_LIMITS.address}
              autoComplete="street-address"
              value={address}
              readOnly={!editable}
              aria-invalid={error?.field === 'address' || undefined}
              aria-describedby={errorId('address')}
              onChange={(event) => {
                setAddress(event.target.value);
                if (error?.field === 'address') setError(null);
              }}
            />
            {errorText('address')}
          </div>
        ) : null}

        <div className="kyc-field">
          <label htmlFor={`${ids}-number`}>{texts.mobileNumber}</label>
          {editable && !useListed ? (
            <IndiaPhoneInput
              id={`${ids}-number`}
              inputRef={numberRef}
              value={typedNumber}
              invalid={error?.field === 'mobileNumber'}
              describedBy={errorId('mobileNumber')}
              onChange={(value) => {
                setNumber(value);
                if (error?.field === 'mobileNumber') setError(null);
              }}
            />
          ) : (
            <input
              ref={numberRef}
              id={`${ids}-number`}
              className="kyc-field__readonly"
              type="tel"
              readOnly
              value={number}
              aria-invalid={error?.field === 'mobileNumber' || undefined}
              aria-describedby={errorId('mobileNumber')}
            />
          )}
          {errorText('mobileNumber')}
          {listedPhone ? (
            <label className="kyc-field__choice">
              <input
                type="checkbox"
                checked={useListed}
                disabled={sent}
                aria-describedby={`${ids}-listed-hint`}
                onChange={(event) => {
                  setUseListed(event.target.checked);
                  if (error?.field === 'mobileNumber') setError(null);
                }}
              />
              <span>
                {texts.useListedPhone(listedPhone)}
                <span className="kyc-field__hint" id={`${ids}-listed-hint`}>
                  {texts.listedPhoneHint}
                </span>
              </span>
            </label>
          ) : null}
        </div>

        {sent ? (
          <div className="kyc-field">
            <label htmlFor={`${ids}-otp`}>{texts.otp}</label>
            <input
              ref={otpRef}
              id={`${ids}-otp`}
              className="kyc-field__otp"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              minLength={OTP_LENGTH}
              maxLength={OTP_LENGTH}
              value={otp}
              readOnly={busy === 'verifying'}
              aria-invalid={error?.field === 'otp' || undefined}
              aria-describedby={[otpHintId, errorId('otp')].filter(Boolean).join(' ')}
              onChange={(event) => {
                setOtp(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH));
                if (error?.field === 'otp') setError(null);
              }}
            />
            <p className="kyc-field__hint" id={otpHintId}>
              {texts.otpHint(number)}
            </p>
            {errorText('otp')}
          </div>
        ) : null}

        <div className="kyc-dialog__actions">
          {sent ? (
            <>
              <button
                type="button"
                className="button"
                disabled={secondsLeft > 0 || busy !== 'idle'}
                onClick={() => void send()}
              >
                {busy === 'sending' ? texts.sending : secondsLeft > 0 ? texts.resendIn(secondsLeft) : texts.resendOtp}
              </button>
              <button type="submit" className="button button--primary" disabled={busy !== 'idle'}>
                {busy === 'verifying' ? texts.verifying : texts.verifyOtp}
              </button>
            </>
          ) : (
            <>
              <button type="button" className="button" onClick={onClose}>
                {texts.cancel}
              </button>
              <button ref={sendRef} type="submit" className="button button--primary" disabled={busy !== 'idle'}>
                {busy === 'sending' ? texts.sending : texts.sendOtp}
              </button>
            </>
          )}
        </div>
      </form>
    </Modal>
  );
}
