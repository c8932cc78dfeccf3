/**
 * SPEC.md section 5: a plus sign, a first digit 1-9, then 1 or 2 digits, then a digit 1-9,
 * then exactly 9 digits, no spaces. (So '+91' followed by ten digits whose first is 1-9.)
 */
export const CONTACT_NUMBER_PATTERN = /^\+[1-9]\d{1,2}[1-9]\d{9}$/;
export const INDIA_COUNTRY_CODE = '+91';

export function isValidContactNumber(value: unknown): value is string {
  return typeof value === 'string' && CONTACT_NUMBER_PATTERN.test(value);
}

/** Only country IN is allowed: the number must also start with +91. */
export function isValidIndianContactNumber(value: unknown): value is string {
  return isValidContactNumber(value) && value.startsWith(INDIA_COUNTRY_CODE) && value.length === 13;
}
