/** User agents of obvious bots and scripts: crawlers, link previewers, uptime monitors, HTTP libraries
 *  and headless or automated browsers. Their visits are not counted in the statistics. (The `isbot`
 *  package would do this more thoroughly; it is not a dependency, so this is the short list.)
 *  `(?<!cu)bot` spares the CUBOT phones, whose browsers say so in their user agent. */
const BOT_USER_AGENT =
  /(?<!cu)bot|crawl|spider|slurp|scrap|archiver|indexer|curl|wget|httpie|python-requests|python-urllib|python-httpx|aiohttp|go-http-client|java\/|okhttp|apache-httpclient|libwww-perl|axios|node-fetch|undici|postman|insomnia|headless|phantomjs|selenium|webdriver|puppeteer|playwright|lighthouse|pagespeed|facebookexternalhit|embedly|whatsapp|skypeuripreview|pingdom|uptimerobot|statuscake|site24x7|feedfetcher|mediapartners|bingpreview/i;

/** True for a user agent that is missing (every browser sends one) or names an obvious bot. */
export function isLikelyBot(userAgent: string | undefined | null): boolean {
  const value = userAgent?.trim() ?? '';
  return value === '' || BOT_USER_AGENT.test(value);
}
