import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../locales/en/messages.ts';
import { sampleClaimDraft } from '../testing/claim-draft.ts';
import { INITIAL_CLAIM_DRAFT, type ClaimShopDraft } from './claim-draft.ts';
import {
  claimShopDraftSchema,
  claimVerificationSchema,
  isAcceptedImageType,
  registrationIssue,
  storeFrontFinishCheck,
  validateRegistration,
} from './claim.ts';

const validDraft = sampleClaimDraft;

/** The twelve checks of SPEC.md section 5, in order, each with a way to break it. */
const CHECKS: readonly [keyof ClaimShopDraft, Partial<ClaimShopDraft>, string][] = [
  ['name', { name: '   ' }, MESSAGES.shopNameRequired],
  ['intro', { intro: '' }, MESSAGES.introRequired],
  ['state', { state: null }, MESSAGES.stateRequired],
  ['city', { city: null }, MESSAGES.cityRequired],
  ['pin', { pin: '022100' }, MESSAGES.pincodeInvalid],
  ['address', { address: ' \n ' }, MESSAGES.addressRequired],
  ['shopType', { shopType: '' }, MESSAGES.shopTypeRequired],
  ['subCategories', { subCategories: [] }, MESSAGES.subCategoryRequired],
  ['shopOwnerName', { shopOwnerName: '' }, MESSAGES.ownerNameRequired],
  ['email', { email: 'ramesh@example' }, MESSAGES.emailInvalid],
  ['shopOwnerContactNumber', { shopOwnerContactNumber: '+449876543210' }, MESSAGES.contactNumberInvalid],
  ['shopOwnerCancelledChequeImage', { shopOwnerCancelledChequeImage: null }, MESSAGES.chequeImageRequired],
];

describe('validateRegistration', () => {
  it('passes a complete draft', () => {
    expect(validateRegistration(validDraft())).toBeUndefined();
    expect(claimShopDraftSchema.safeParse(validDraft()).success).toBe(true);
  });

  it('gives the first check for an empty draft', () => {
    expect(validateRegistration(INITIAL_CLAIM_DRAFT)).toBe(MESSAGES.shopNameRequired);
  });

  it('reports the twelve checks in SPEC order: breaking fields from last to first, the earliest broken one wins', () => {
    let draft = validDraft();
    for (const [field, broken, message] of [...CHECKS].reverse()) {
      draft = { ...draft, ...broken };
      expect(validateRegistration(draft)).toBe(message);
      expect(registrationIssue(draft)).toEqual({ field, message });
      // The zod schema, which the route uses, agrees on the first issue.
      const result = claimShopDraftSchema.safeParse(draft);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
    }
  });

  it.each(CHECKS)('check %s alone gives its own message', (_field, broken, message) => {
    expect(validateRegistration(validDraft(broken))).toBe(message);
  });

  it('treats blank text as missing and a missing field as failing its own check', () => {
    expect(validateRegistration(validDraft({ state: '  ' }))).toBe(MESSAGES.stateRequired);
    expect(validateRegistration(validDraft({ city: '' }))).toBe(MESSAGES.cityRequired);
    expect(validateRegistration(validDraft({ shopType: 'Street Hawkers' }))).toBe(MESSAGES.shopTypeRequired);
    const { intro: _intro, ...withoutIntro } = validDraft();
    expect(validateRegistration(withoutIntro as ClaimShopDraft)).toBe(MESSAGES.introRequired);
  });

  it.each(['221005', '110001', '999999', '100000'])('accepts pincode %s', (pin) => {
    expect(validateRegistration(validDraft({ pin }))).toBeUndefined();
  });

  it.each(['', '022100', '22100', '2210055', '22100a', ' 221005', '221 005'])('rejects pincode "%s"', (pin) => {
    expect(validateRegistration(validDraft({ pin }))).toBe(MESSAGES.pincodeInvalid);
  });

  it.each(['+919876543210', '+916000000000', '+911234567890'])('accepts the Indian number %s', (number) => {
    expect(validateRegistration(validDraft({ shopOwnerContactNumber: number }))).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['no country code', '9876543210'],
    ['no plus sign', '919876543210'],
    ['a space', '+91 9876543210'],
    ['another country', '+449876543210'],
    ['number starting with 0', '+910876543210'],
    ['one digit short', '+91987654321'],
    ['one digit long', '+9198765432101'],
  ])('rejects a contact number with %s', (_why, number) => {
    expect(validateRegistration(validDraft({ shopOwnerContactNumber: number }))).toBe(MESSAGES.contactNumberInvalid);
  });

  it.each([
    'a@b.in',
    'ramesh.gupta@mail.example.com',
    'shop+orders@kirana.info',
    'x_y@d-omain.co.in',
    ' padded@example.org ',
  ])('accepts the email %s', (email) => expect(validateRegistration(validDraft({ email }))).toBeUndefined());

  it.each([
    ['a last label of 1 character', 'ramesh@example.i'],
    ['a last label of 5 characters', 'ramesh@example.email'],
    ['a numeric last label', 'ramesh@example.12'],
    ['no dot in the domain', 'ramesh@example'],
    ['no @', 'ramesh.example.com'],
    ['a space inside', 'ram esh@example.com'],
    ['two @', 'a@b@example.com'],
    ['nothing', ''],
  ])('rejects an email with %s', (_why, email) => {
    expect(validateRegistration(validDraft({ email }))).toBe(MESSAGES.emailInvalid);
  });

  it('needs the cheque as an image data URL', () => {
    expect(validateRegistration(validDraft({ shopOwnerCancelledChequeImage: '' }))).toBe(MESSAGES.chequeImageRequired);
    expect(validateRegistration(validDraft({ shopOwnerCancelledChequeImage: 'https://example.com/a.jpg' }))).toBe(
      MESSAGES.chequeImageRequired,
    );
    expect(
      validateRegistration(validDraft({ shopOwnerCancelledChequeImage: 'data:image/png;base64,iVBORw0KGgo=' })),
    ).toBeUndefined();
  });

  it('trims the text and turns an empty referral code into null for the route', () => {
    const result = claimShopDraftSchema.parse(
      validDraft({ name: '  Gupta Kirana  ', referralCode: '  ', email: ' a@b.in ' }),
    );
    expect(result.name).toBe('Gupta Kirana');
    expect(result.email).toBe('a@b.in');
    expect(result.referralCode).toBeNull();
  });

  it('refuses over-long text with a clear message', () => {
    expect(validateRegistration(validDraft({ name: 'x'.repeat(101) }))).toBe(
      'Shop name must be at most 100 characters.',
    );
  });
});

describe('storeFrontFinishCheck', () => {
  const complete = () =>
    validDraft({
      storeFrontPicture: 'data:image/jpeg;base64,AAAA',
      lat: 25.28,
      long: 82.99,
      capturedAddress: '7Q6X+4V Varanasi',
    });

  it('passes a complete draft', () => {
    expect(storeFrontFinishCheck(complete())).toBeUndefined();
  });

  it('checks picture, then location, then captured address, then the details, in that order', () => {
    let draft = { ...complete(), name: '' };
    expect(storeFrontFinishCheck(draft)).toBe(MESSAGES.detailsIncomplete);
    draft = { ...draft, capturedAddress: ' ' };
    expect(storeFrontFinishCheck(draft)).toBe(MESSAGES.capturedAddressRequired);
    draft = { ...draft, long: null };
    expect(storeFrontFinishCheck(draft)).toBe(MESSAGES.locationMandatory);
    draft = { ...draft, storeFrontPicture: null };
    expect(storeFrontFinishCheck(draft)).toBe(MESSAGES.storeFrontRequired);
  });

  it('needs both latitude and longitude; 0 is a real coordinate', () => {
    expect(storeFrontFinishCheck({ ...complete(), lat: null })).toBe(MESSAGES.locationMandatory);
    expect(storeFrontFinishCheck({ ...complete(), lat: 0, long: 0 })).toBeUndefined();
  });
});

describe('isAcceptedImageType', () => {
  it.each(['image/png', 'image/jpeg', 'image/heic', 'image/webp', 'IMAGE/JPEG'])('accepts %s', (mime) =>
    expect(isAcceptedImageType(mime)).toBe(true),
  );
  it.each(['image/gif', 'image/svg+xml', 'application/pdf', 'text/plain', '', undefined, null])('rejects %s', (mime) =>
    expect(isAcceptedImageType(mime)).toBe(false),
  );
});

describe('claimVerificationSchema', () => {
  it('checks the address first, then the number', () => {
    expect(
      claimVerificationSchema.safeParse({ address: ' ', shopOwnerContactNumber: '1' }).error?.issues[0]?.message,
    ).toBe(MESSAGES.addressRequired);
    expect(
      claimVerificationSchema.safeParse({ address: 'Lanka', shopOwnerContactNumber: '1' }).error?.issues[0]?.message,
    ).toBe(MESSAGES.contactNumberInvalid);
    expect(
      claimVerificationSchema.safeParse({ address: 'Lanka', shopOwnerContactNumber: '+919876543210' }).success,
    ).toBe(true);
  });
});
