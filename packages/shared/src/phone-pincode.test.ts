import { describe, expect, it } from 'vitest';
import { isValidContactNumber, isValidIndianContactNumber } from './phone.ts';
import { isValidPincode } from './pincode.ts';

describe('contact number', () => {
  it.each(['+919876543210', '+916000000000', '+112345678901', '+9719876543210'])('accepts %s', (n) =>
    expect(isValidContactNumber(n)).toBe(true),
  );
  it.each([
    ['no plus sign', '919876543210'],
    ['a space', '+91 9876543210'],
    ['country code starting with 0', '+019876543210'],
    ['subscriber number starting with 0', '+910876543210'],
    ['one digit short', '+91987654321'],
    ['two digits long', '+91987654321012'],
    ['letters', '+91987654321a'],
    ['empty', ''],
  ])('rejects %s', (_why, n) => expect(isValidContactNumber(n)).toBe(false));

  it('only allows India (+91) as the country', () => {
    expect(isValidIndianContactNumber('+919876543210')).toBe(true);
    expect(isValidIndianContactNumber('+449876543210')).toBe(false);
    expect(isValidIndianContactNumber('+9198765432101')).toBe(false);
  });
});

describe('pincode', () => {
  it.each(['560001', '110001', '999999', '100000'])('accepts %s', (p) => expect(isValidPincode(p)).toBe(true));
  it.each(['060001', '56001', '5600011', '56000a', '', ' 560001'])('rejects "%s"', (p) =>
    expect(isValidPincode(p)).toBe(false),
  );
});
