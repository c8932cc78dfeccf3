import { useId, type Ref } from 'react';
import { INDIA_COUNTRY_CODE } from '@local-shops/shared';
import './india-phone-input.css';

const NATIONAL_LENGTH = 10;

/** The 10-digit national part of a stored number ('+919876543210' -> '9876543210'). */
export function nationalDigits(stored: string): string {
  return stored.startsWith(INDIA_COUNTRY_CODE) ? stored.slice(INDIA_COUNTRY_CODE.length) : stored.replace(/\D/g, '');
}

/**
 * What the owner typed or pasted, as national digits: spaces and dashes go; a pasted country code
 * ('+91 98765 43210', '919876543210') or trunk zero ('09876543210') is dropped; at most 10 digits.
 */
export function normaliseNationalInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (raw.trim().startsWith(INDIA_COUNTRY_CODE) || (digits.length === 12 && digits.startsWith('91')))
    digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, NATIONAL_LENGTH);
}

/** The stored value: '+91' followed by the digits, or '' while nothing is typed. */
export function toStoredNumber(digits: string): string {
  return digits ? INDIA_COUNTRY_CODE + digits : '';
}

export interface IndiaPhoneInputProps {
  id: string;
  /** The stored number, '+91XXXXXXXXXX' or ''. */
  value: string;
  onChange: (stored: string) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A phone number input for country IN only (SPEC.md section 2): a fixed '+91' prefix and a field
 * for the 10-digit national number. No maxLength attribute, so that a pasted '+91 98765 43210' is
 * not cut short before it is cleaned up.
 */
export function IndiaPhoneInput({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  disabled,
  readOnly,
  inputRef,
}: IndiaPhoneInputProps) {
  const prefixId = useId();
  return (
    <div className="phone-input" data-invalid={invalid || undefined}>
      <span className="phone-input__prefix" id={prefixId}>
        {INDIA_COUNTRY_CODE}
      </span>
      <input
        ref={inputRef}
        id={id}
        className="phone-input__field"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="98765 43210"
        value={nationalDigits(value)}
        aria-invalid={invalid || undefined}
        aria-describedby={[prefixId, describedBy].filter(Boolean).join(' ')}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(event) => onChange(toStoredNumber(normaliseNationalInput(event.target.value)))}
      />
    </div>
  );
}
