/** Characters XML 1.0 does not allow (control characters, lone surrogates, U+FFFE and U+FFFF): a
 *  document holding one does not parse, so the image could not be drawn. */
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** A text as the content of an SVG element or attribute: markup characters escaped, characters XML
 *  forbids dropped. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}
