import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SMS_TEXTS as EN_SMS } from '@local-shops/shared';
import { SMS_TEXTS as HI_SMS } from '@local-shops/shared/locales/hi/sms';

const VAR = '{#var#}';
// The values of each SMS as DLT sees them: text that changes is a variable; the OTP's validity is fixed.
const SAMPLE: { [K in keyof typeof EN_SMS]: Parameters<(typeof EN_SMS)[K]> } = {
  otp: [VAR, 10],
  claimApproved: [VAR],
  claimRejected: [VAR, VAR],
  premiumAwaitingApproval: [VAR],
  premiumStarted: [VAR, VAR],
  premiumRefunded: [VAR],
  premiumReminder: [VAR, VAR],
  offerTakenDown: [VAR, VAR, VAR],
  supportReply: [VAR],
  ownershipChallenged: [VAR],
  ownershipMoved: [VAR],
};

const render = (texts: typeof EN_SMS, key: keyof typeof EN_SMS) =>
  (texts[key] as (...args: unknown[]) => string)(...SAMPLE[key]);

describe('docs/sms-templates.md', () => {
  const page = readFileSync(new URL('../../../../../docs/sms-templates.md', import.meta.url), 'utf8');

  for (const key of Object.keys(EN_SMS) as (keyof typeof EN_SMS)[]) {
    it(`lists the ${key} SMS in every language, word for word`, () => {
      expect(page).toContain(`### \`${key}\``);
      expect(page).toContain(`- English: \`${render(EN_SMS, key)}\``);
      expect(page).toContain(`- हिन्दी: \`${render(HI_SMS, key)}\``);
    });
  }
});
