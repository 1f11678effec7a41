/**
 * The pages the browser renders alone (issue 20): those of a signed-in account (panels, the back
 * office) and one-visit steps of a mail link or a hand-over. Every other page comes rendered by
 * the server and is hydrated. Paths without their language (see language-paths.ts).
 */
const CLIENT_RENDERED = [
  /^\/userpanel(\/|$)/i,
  /^\/companypanel(\/|$)/i,
  /^\/admin(\/|$)/i,
  /^\/signin\/continue\/?$/i,
  /^\/welcome\/?$/i,
  /^\/verifyemail\/?$/i,
  /^\/passwordrecovery\/[^/]+/i,
  /^\/unsubscribe\/?$/i,
  /^\/companies\/[^/]+\/reviews\/createreview\/?$/i,
  /^\/[^/]+\/reviews\/createreview\/?$/i,
];

export const isServerRenderedPath = (bare: string): boolean => !CLIENT_RENDERED.some((pattern) => pattern.test(bare));
