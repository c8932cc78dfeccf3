/** Six digits, the first 1-9 (SPEC.md section 5). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

export function isValidPincode(value: unknown): boolean {
  return (typeof value === 'string' || typeof value === 'number') && PINCODE_PATTERN.test(String(value));
}
