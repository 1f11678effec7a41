/**
 * A vacancy description as stored: an Editor.js document. Only these blocks are shown; text may carry
 * the inline tags b, i, u, a and br. Nothing of it ever reaches the page as HTML: the view builds
 * React elements from a parsed copy (see EditorDocumentView).
 */
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

const FORMAT: Record<string, 'bold' | 'italic' | 'underline'> = { B: 'bold', STRONG: 'bold', I: 'italic', EM: 'italic', U: 'underline' };

function toInline(node: Node): InlineNode[] {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ? [{ kind: 'text', text: node.textContent }] : [];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const children = [...element.childNodes].flatMap(toInline);
  if (element.tagName === 'BR') return [{ kind: 'break' }];
  const format = FORMAT[element.tagName];
  if (format) return [{ kind: format, children }];
  const href = element.tagName === 'A' ? element.getAttribute('href')?.trim() : undefined;
  if (href && SAFE_LINK.test(href)) return [{ kind: 'link', href, children }];
  // Any other element (script, img, style, a javascript: link ...) keeps only its text, if any.
  return element.tagName === 'SCRIPT' || element.tagName === 'STYLE' ? [] : children;
}

/** Parses a block's text into inline pieces. DOMParser builds an inert document: nothing runs, nothing loads. */
export function parseInline(html: string): InlineNode[] {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return [...document.body.childNodes].flatMap(toInline);
}

/** The plain text of inline HTML (for previews and counts). */
export function plainText(html: string): string {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body.textContent ?? '';
}

/** Whether a document has any text at all. */
export function hasText(document: EditorDocument | null | undefined): boolean {
  return (document?.blocks ?? []).some((block) => {
    const texts = [block.data.text, block.data.caption, ...(Array.isArray(block.data.items) ? block.data.items : [])];
    return texts.some((text) => (typeof text === 'string' ? plainText(text).trim() : typeof text === 'object' && text !== null));
  });
}
