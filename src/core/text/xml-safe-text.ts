/**
 * Text for the `feed` package's XML writer (xml-js), which escapes our texts but has two quirks that
 * would corrupt a database text: in a CDATA section (item title, description) it splits only the
 * first `]]>`, so a second one ends the section early and breaks the document; in element text it
 * first turns every `&amp;` back into `&`, so a literal "&amp;" would read as "&". Characters XML 1.0
 * cannot hold at all (most control characters, lone surrogates) are dropped in both.
 */

/** What XML 1.0's `Char` production leaves out: its complement, code point by code point (a lone
 *  surrogate is a code point of its own under the `u` flag). */
const NOT_XML_CHARACTERS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const CDATA_END = ']]>';
/** Ends the section after `]]` and opens a new one for the `>`: the reader joins them back. */
const SPLIT_CDATA_END = ']]]]><![CDATA[>';

const xmlCharacters = (text: string) => text.replace(NOT_XML_CHARACTERS, '');

/** A text the writer puts in a CDATA section. The writer splits the first `]]>` itself; the others
 *  are split here, so that the first one it finds is the one left as it is. */
export function cdataText(text: string): string {
  const [first, ...rest] = xmlCharacters(text).split(CDATA_END);
  return rest.length ? `${first}${CDATA_END}${rest.join(SPLIT_CDATA_END)}` : first;
}

/** A text the writer escapes as element text: each `&amp;` is doubled so that the writer's
 *  un-escaping gives it back. */
export function elementText(text: string): string {
  return xmlCharacters(text).replace(/&amp;/g, '&amp;amp;');
}
