import { SmsSendError, type SmsProvider } from '../../lib/sms-provider.ts';

export const MSG91_TIMEOUT_MS = 10_000;

export interface Msg91Options {
  authKey: string;
  /** The MSG91 flow (template) id, registered on DLT, for an SMS without a flow of its own. */
  templateId: string;
  /** Each SMS and language's own flow, by `template` ('claimApproved/hi'; docs/sms-templates.md). */
  templateIds?: Readonly<Record<string, string>>;
  baseUrl: string;
  timeoutMs?: number;
}

interface Msg91Answer {
  type?: unknown;
  message?: unknown;
}

function parseAnswer(text: string): Msg91Answer | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Msg91Answer) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * MSG91's flow API (POST /api/v5/flow, `authkey` header). Each recipient carries the template's
 * variables: `content` is the whole text, and the caller's variables (`otp` for a code) are
 * passed as they are, so the registered template can use whichever it was approved with.
 * MSG91 may answer HTTP 200 with {"type":"error"}: only {"type":"success"} counts as sent.
 */
export function createMsg91Sms(options: Msg91Options): SmsProvider {
  const url = new URL('/api/v5/flow', options.baseUrl);
  const timeoutMs = options.timeoutMs ?? MSG91_TIMEOUT_MS;
  return {
    async send(to, body, { template, ...variables } = {}) {
      const templateId = (template !== undefined ? options.templateIds?.[template] : undefined) ?? options.templateId;
      let status: number;
      let answer: Msg91Answer | undefined;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            template_id: templateId,
            short_url: '0',
            recipients: [{ mobiles: to.replace(/^\+/, ''), content: body, ...variables }],
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        answer = parseAnswer(await response.text());
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new SmsSendError(
          timedOut ? `MSG91 did not answer within ${timeoutMs} ms` : 'MSG91 could not be reached',
          { cause: error },
        );
      }
      if (status < 200 || status >= 300 || answer?.type !== 'success') {
        const reason = typeof answer?.message === 'string' ? answer.message.slice(0, 200) : 'no message';
        throw new SmsSendError(`MSG91 refused the SMS (HTTP ${status}): ${reason}`);
      }
    },
  };
}
