import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';

/** An HTML page parsed as a browser would (nothing is run or loaded). */
export const parseHtml = (html: string): Document => new JSDOM(html).window.document;

/** The directives of a Content-Security-Policy header: name → sources. */
export function cspDirectives(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of (header ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The CSP source that allows an inline script with this text. */
export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** `<script>` elements without `src`: their type, id and text. */
export const inlineScripts = (document: Document) =>
  [...document.querySelectorAll('script:not([src])')].map((script) => ({
    type: script.getAttribute('type'),
    id: script.id,
    text: script.textContent ?? '',
  }));
