import { decodeEntities } from './inline-markup.js';

/**
 * Plain text out of a stored Editor.js document (a vacancy description), for the page head, the
 * JobPosting JSON-LD and search-engine snippets. Inline markup (`<b>`, `<a>`, `<br>`) is dropped and
 * entities are decoded: the result is text, to be escaped wherever it is written.
 */

/** Inline HTML of a block as plain text on one line. */
export const inlineText = (html: string) =>
  decodeEntities(html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** The texts a block holds, whatever its tool: text, items of (nested) lists and checklists, table
 *  cells, captions, code. */
function textsOf(value: unknown, depth = 0): string[] {
  if (depth > 8) return [];
  if (typeof value === 'string') return [inlineText(value)];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, depth + 1));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  return ['title', 'text', 'content', 'message', 'caption', 'code', 'items'].flatMap((key) =>
    textsOf(record[key], depth + 1),
  );
}

interface Block {
  type: string;
  texts: string[];
}

function blocksOf(document: unknown): Block[] {
  const blocks = (document as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return [];
  return blocks
    .filter((block): block is { type?: unknown; data?: unknown } => typeof block === 'object' && block !== null)
    .map((block) => ({ type: String(block.type ?? ''), texts: textsOf(block.data).filter(Boolean) }))
    .filter((block) => block.texts.length > 0);
}

/** The whole document as text: one line per block (list items and cells each on their own). */
export const documentText = (document: unknown): string =>
  blocksOf(document)
    .flatMap((block) => block.texts)
    .join('\n');

/** The first text block (Editor.js calls its paragraph tool "Text"); without one, the first block
 *  that holds any text. */
export function firstTextBlock(document: unknown): string {
  const blocks = blocksOf(document);
  const block = blocks.find((candidate) => candidate.type === 'paragraph') ?? blocks[0];
  return block ? block.texts.join(' ') : '';
}

export const hasText = (document: unknown): boolean => blocksOf(document).length > 0;
