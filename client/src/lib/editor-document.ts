/**
 * A vacancy description as stored: an Editor.js document. Only these blocks are shown; text may carry
 * the inline tags b, i, u, a and br. Nothing of it ever reaches the page as HTML: the view builds
 * React elements from a parsed copy (see EditorDocumentView).
 */
import { isTag, isText, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';

export interface EditorBlock {
  id?: string;
  type: string;
  data: Record<string, unknown>;
}

export interface EditorDocument {
  time?: number;
  blocks: EditorBlock[];
  version?: string;
}

/** A list item of the list tool: a plain string (version 1) or content with nested items (version 2). */
export type ListItem = string | { content: string; items?: ListItem[] };

export const isEditorDocument = (value: unknown): value is EditorDocument =>
  typeof value === 'object' && value !== null && Array.isArray((value as EditorDocument).blocks);

/** An empty document. */
export const emptyDocument = (): EditorDocument => ({ blocks: [] });

/** One piece of inline text: plain text, a line break, or a formatted run of pieces. */
export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'break' }
  | { kind: 'bold' | 'italic' | 'underline'; children: InlineNode[] }
  | { kind: 'link'; href: string; children: InlineNode[] };

const SAFE_LINK = /^(https?:|mailto:)/i;

const FORMAT: Record<string, 'bold' | 'italic' | 'underline'> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
};

function toInline(node: ChildNode): InlineNode[] {
  if (isText(node)) return node.data ? [{ kind: 'text', text: node.data }] : [];
  if (!isTag(node)) return [];
  const children = node.children.flatMap(toInline);
  const name = node.name.toLowerCase();
  if (name === 'br') return [{ kind: 'break' }];
  const format = FORMAT[name];
  if (format) return [{ kind: format, children }];
  const href = name === 'a' ? node.attribs.href?.trim() : undefined;
  if (href && SAFE_LINK.test(href)) return [{ kind: 'link', href, children }];
  // Any other element (script, img, style, a javascript: link ...) keeps only its text, if any.
  return name === 'script' || name === 'style' ? [] : children;
}

/** Parses a block's text into inline pieces: an inert tree (nothing runs, nothing loads), made the
 *  same way in the browser and in the server's render (htmlparser2; there is no DOMParser there). */
export function parseInline(html: string): InlineNode[] {
  return parseDocument(html, { decodeEntities: true }).children.flatMap(toInline);
}

const textOf = (nodes: InlineNode[]): string =>
  nodes.map((node) => (node.kind === 'text' ? node.text : node.kind === 'break' ? '' : textOf(node.children))).join('');

/** The plain text of inline HTML (for previews and counts). */
export function plainText(html: string): string {
  return textOf(parseInline(html));
}

/** Whether a document has any text at all. */
export function hasText(document: EditorDocument | null | undefined): boolean {
  return (document?.blocks ?? []).some((block) => {
    const texts = [block.data.text, block.data.caption, ...(Array.isArray(block.data.items) ? block.data.items : [])];
    return texts.some((text) =>
      typeof text === 'string' ? plainText(text).trim() : typeof text === 'object' && text !== null,
    );
  });
}
