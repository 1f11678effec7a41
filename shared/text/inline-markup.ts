/**
 * The inline markup a vacancy description's text may carry (Editor.js writes text fields as HTML):
 * <b>, <i>, <u>, <br> and <a href> with an http, https or mailto link, nothing else. Plain data and
 * functions with no imports, so the client can use the same rules.
 *
 * Text is normalised, never passed through: tags are rewritten from what was understood (names in
 * lower case, a link keeps only its href), text is re-escaped, and anything else that looks like
 * markup (another tag, a comment, an attribute) is refused, so what is stored is safe to render.
 */

export const INLINE_LINK_SCHEMES = ['http:', 'https:', 'mailto:'] as const;
export const MAX_LINK_LENGTH = 2000;

export type InlineMarkupProblem = 'markup' | 'link';

export type InlineMarkupResult = { ok: true; html: string; text: string } | { ok: false; problem: InlineMarkupProblem };

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/y;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** Tags that wrap text; `br` stands alone. */
const WRAPPERS = new Set(['b', 'i', 'u', 'a']);
/** Attributes an editor's link tool may add; they are dropped (the page sets its own rel and target). */
const IGNORED_LINK_ATTRIBUTES = new Set(['target', 'rel']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The character an entity stands for, or null when it is none we read (then the `&` is plain text). */
function decodeEntity(body: string): string | null {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : null;
  }
  return NAMED_ENTITIES[body] ?? null;
}

/** Every entity we read decoded (`&amp;` in a link is `&`); others stay as they are. */
export const decodeEntities = (value: string) =>
  value.replace(
    /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g,
    (whole, body: string) => decodeEntity(body) ?? whole,
  );

/** The link of an `<a>`, when it is an allowed one. */
function safeLink(raw: string): string | null {
  const value = decodeEntities(raw).trim();
  // Control characters and whitespace inside a link can hide its real scheme from a browser.
  if (value === '' || value.length > MAX_LINK_LENGTH || /[\u0000-\u001f\u007f\s]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return (INLINE_LINK_SCHEMES as readonly string[]).includes(url.protocol) ? value : null;
}

interface Attributes {
  [name: string]: string;
}

function parseAttributes(source: string): Attributes | null {
  const attributes: Attributes = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (name in attributes) return null;
    attributes[name] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

/** Reads one text field: its normalised HTML and its plain text (tags dropped, `<br>` as a line break). */
export function normalizeInlineMarkup(input: string): InlineMarkupResult {
  let html = '';
  let text = '';
  const open: string[] = [];
  let index = 0;
  while (index < input.length) {
    const char = input[index];
    if (char === '<') {
      TAG.lastIndex = index;
      const tag = TAG.exec(input);
      if (!tag) {
        // "a < b" is text; "<script", "</", "<!--" and "<?" are markup we do not allow.
        if (/[a-zA-Z/!?]/.test(input[index + 1] ?? '')) return { ok: false, problem: 'markup' };
        html += '&lt;';
        text += '<';
        index += 1;
        continue;
      }
      const [whole, closing, rawName, rawAttributes, selfClosing] = tag;
      const name = rawName.toLowerCase();
      const attributes = parseAttributes(rawAttributes);
      if (!attributes) return { ok: false, problem: 'markup' };
      const names = Object.keys(attributes);
      if (name === 'br') {
        if (closing || names.length) return { ok: false, problem: 'markup' };
        html += '<br>';
        text += '\n';
      } else if (!WRAPPERS.has(name) || selfClosing) {
        return { ok: false, problem: 'markup' };
      } else if (closing) {
        if (names.length || open.pop() !== name) return { ok: false, problem: 'markup' };
        html += `</${name}>`;
      } else if (name === 'a') {
        if (open.includes('a') || !('href' in attributes)) return { ok: false, problem: 'markup' };
        if (names.some((attribute) => attribute !== 'href' && !IGNORED_LINK_ATTRIBUTES.has(attribute))) {
          return { ok: false, problem: 'markup' };
        }
        const href = safeLink(attributes.href);
        if (href === null) return { ok: false, problem: 'link' };
        open.push('a');
        html += `<a href="${escapeAttribute(href)}">`;
      } else {
        if (names.length) return { ok: false, problem: 'markup' };
        open.push(name);
        html += `<${name}>`;
      }
      index += whole.length;
      continue;
    }
    if (char === '&') {
      ENTITY.lastIndex = index;
      const entity = ENTITY.exec(input);
      const decoded = entity ? decodeEntity(entity[1]) : null;
      if (entity && decoded !== null) {
        html += escapeText(decoded);
        text += decoded;
        index += entity[0].length;
        continue;
      }
    }
    if (char === '\u0000') return { ok: false, problem: 'markup' };
    html += escapeText(char);
    text += char;
    index += 1;
  }
  if (open.length) return { ok: false, problem: 'markup' };
  return { ok: true, html, text };
}
