/**
 * A page's own Content-Security-Policy: the policy helmet set for every response, with the
 * sources of the page's inline scripts (its JSON-LD hashes) added to script-src. No other inline
 * script is allowed anywhere.
 */
export function withScriptSources(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const nameOf = (directive: string) => directive.split(/\s+/, 1)[0]!.toLowerCase();
  const scriptSrc = directives.findIndex((directive) => nameOf(directive) === 'script-src');
  if (scriptSrc >= 0) {
    directives[scriptSrc] = `${directives[scriptSrc]} ${sources.join(' ')}`;
  } else {
    // Without script-src, scripts fall back to default-src: keep what it allows.
    const fallback =
      directives
        .find((directive) => nameOf(directive) === 'default-src')
        ?.split(/\s+/)
        .slice(1) ?? [];
    directives.push(['script-src', ...fallback, ...sources].join(' '));
  }
  return directives.join(';');
}
