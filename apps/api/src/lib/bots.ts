/**
 * Known crawlers, link previewers and scripted clients by their user agent. A missing user agent
 * counts as a script too: browsers always send one.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|facebookcatalog|whatsapp\/|telegrambot|preview|lighthouse|pingdom|uptime|monitor|curl\/|wget\/|python-requests|python-urllib|aiohttp|httpclient|okhttp|go-http-client|java\/|libwww|node-fetch|axios\/|undici|postman|insomnia|scrapy|phantomjs|archiver|feedfetcher/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT_PATTERN.test(userAgent);
}
