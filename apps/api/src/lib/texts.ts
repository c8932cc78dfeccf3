import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateLocale, type Locale } from '@local-shops/shared';
import { loadCatalogue, type Catalogue } from '@local-shops/shared/catalogue';

/**
 * The server's languages (decision 0046): every language's server texts, loaded once at start.
 * An answer that carries text follows the request's `Accept-Language`; an SMS follows the
 * language of its number (features/notifications/number-language.ts).
 */
export const catalogue: Catalogue = await loadCatalogue();

/** Picks one group of texts in a language: `t(MESSAGES).otpSent`. */
export type TextsIn = <T extends object>(english: T) => T;

export const textsIn =
  (locale: Locale): TextsIn =>
  (english) =>
    catalogue.texts(english, locale);

/** The language a request asks for; English when it asks for none we speak. */
export function localeOf(request: FastifyRequest): Locale {
  return negotiateLocale(request.headers['accept-language']);
}

/** Marks an answer as depending on `Accept-Language`, for caches in between. */
export function varyOnLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const list = typeof current === 'string' ? current : Array.isArray(current) ? current.join(', ') : '';
  if (!/(^|,\s*)accept-language(\s*,|$)/i.test(list))
    void reply.header('vary', list ? `${list}, Accept-Language` : 'Accept-Language');
}

/** One group of texts in the language of the request; the answer is marked as varying by it. */
export function requestTexts<T extends object>(request: FastifyRequest, reply: FastifyReply, english: T): T {
  varyOnLanguage(reply);
  return catalogue.texts(english, localeOf(request));
}
