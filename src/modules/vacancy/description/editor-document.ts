import { normalizeInlineMarkup } from '../../../../shared/text/inline-markup.js';

/**
 * A vacancy description: an Editor.js document ({time?, blocks, version?}) of paragraphs, headers
 * (levels 2 to 4), lists (ordered or unordered, nested at most 3 deep), quotes and delimiters. The
 * server reads what a client sends strictly and stores a normalised copy: known keys only, list
 * items always as {content, items}, text fields as the safe inline markup of shared/text/inline-markup.ts.
 * Plain types and functions with no framework imports, so the client can render the same shape.
 */

export const EDITOR_BLOCK_TYPES = ['paragraph', 'header', 'list', 'quote', 'delimiter'] as const;
export type EditorBlockType = (typeof EDITOR_BLOCK_TYPES)[number];
export const EDITOR_HEADER_LEVELS = [2, 3, 4] as const;
export const EDITOR_LIST_STYLES = ['ordered', 'unordered'] as const;
export const EDITOR_QUOTE_ALIGNMENTS = ['left', 'center'] as const;

export const EDITOR_LIMITS = {
  blocks: 300,
  /** Characters of one text field as sent (with its markup). */
  fieldLength: 10_000,
  /** Characters of plain text in the whole document. */
  textLength: 30_000,
  listItems: 100,
  listDepth: 3,
  idLength: 64,
  versionLength: 20,
} as const;

export interface EditorListItem {
  content: string;
  items: EditorListItem[];
}

export type EditorBlock =
  | { id?: string; type: 'paragraph'; data: { text: string } }
  | { id?: string; type: 'header'; data: { text: string; level: (typeof EDITOR_HEADER_LEVELS)[number] } }
  | { id?: string; type: 'list'; data: { style: (typeof EDITOR_LIST_STYLES)[number]; items: EditorListItem[] } }
  | {
      id?: string;
      type: 'quote';
      data: { text: string; caption: string; alignment: (typeof EDITOR_QUOTE_ALIGNMENTS)[number] };
    }
  | { id?: string; type: 'delimiter'; data: Record<string, never> };

export interface EditorDocument {
  time?: number;
  blocks: EditorBlock[];
  version?: string;
}

/** Why a document was refused; the caller names it in the user's language. */
export type EditorDocumentProblem =
  | 'shape' // not a document, a missing or wrong-typed field, an unknown key
  | 'blockType' // a block type other than the five
  | 'headerLevel'
  | 'listStyle'
  | 'listDepth'
  | 'tooManyBlocks'
  | 'tooLong'
  | 'markup' // a tag, attribute or comment that is not allowed
  | 'link' // a link that is not http, https or mailto
  | 'language'; // text outside the field's script (options.textPattern)

export type EditorDocumentResult =
  { ok: true; document: EditorDocument | null; text: string } | { ok: false; problem: EditorDocumentProblem };

export interface EditorDocumentOptions {
  /** Every text of the document must match it (e.g. English only). */
  textPattern?: RegExp;
}

class Refusal extends Error {
  constructor(readonly problem: EditorDocumentProblem) {
    super(problem);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function onlyKeys(value: Record<string, unknown>, allowed: readonly string[]): void {
  if (Object.keys(value).some((key) => !allowed.includes(key))) throw new Refusal('shape');
}

/** Reads a document; every text is checked and normalised. */
class DocumentReader {
  private textLength = 0;
  readonly texts: string[] = [];

  constructor(private readonly options: EditorDocumentOptions) {}

  read(value: unknown): EditorDocument {
    if (!isRecord(value)) throw new Refusal('shape');
    onlyKeys(value, ['time', 'blocks', 'version']);
    const { time, blocks, version } = value;
    if (time !== undefined && (typeof time !== 'number' || !Number.isSafeInteger(time) || time < 0))
      throw new Refusal('shape');
    if (
      version !== undefined &&
      (typeof version !== 'string' || version.length > EDITOR_LIMITS.versionLength || !/^[\w.-]*$/.test(version))
    ) {
      throw new Refusal('shape');
    }
    if (!Array.isArray(blocks)) throw new Refusal('shape');
    if (blocks.length > EDITOR_LIMITS.blocks) throw new Refusal('tooManyBlocks');
    const read = blocks.map((block) => this.block(block)).filter((block): block is EditorBlock => block !== null);
    return {
      ...(time !== undefined ? { time } : {}),
      blocks: read,
      ...(version !== undefined ? { version } : {}),
    };
  }

  /** A block, or null for a text block left empty (editors keep a blank paragraph at the end). */
  private block(value: unknown): EditorBlock | null {
    if (!isRecord(value)) throw new Refusal('shape');
    onlyKeys(value, ['id', 'type', 'data']);
    const { id, type, data } = value;
    if (
      id !== undefined &&
      (typeof id !== 'string' || id.length > EDITOR_LIMITS.idLength || !/^[A-Za-z0-9_-]+$/.test(id))
    ) {
      throw new Refusal('shape');
    }
    if (typeof type !== 'string') throw new Refusal('shape');
    if (!(EDITOR_BLOCK_TYPES as readonly string[]).includes(type)) throw new Refusal('blockType');
    if (!isRecord(data)) throw new Refusal('shape');
    const withId = id === undefined ? {} : { id };
    switch (type as EditorBlockType) {
      case 'paragraph': {
        onlyKeys(data, ['text']);
        const text = this.text(data.text);
        return text === '' ? null : { ...withId, type: 'paragraph', data: { text } };
      }
      case 'header': {
        onlyKeys(data, ['text', 'level']);
        if (!(EDITOR_HEADER_LEVELS as readonly unknown[]).includes(data.level)) throw new Refusal('headerLevel');
        const text = this.text(data.text);
        return text === '' ? null : { ...withId, type: 'header', data: { text, level: data.level as 2 | 3 | 4 } };
      }
      case 'list': {
        onlyKeys(data, ['style', 'items', 'meta']);
        if (!(EDITOR_LIST_STYLES as readonly unknown[]).includes(data.style)) throw new Refusal('listStyle');
        const items = this.listItems(data.items, 1);
        return items.length === 0
          ? null
          : { ...withId, type: 'list', data: { style: data.style as 'ordered' | 'unordered', items } };
      }
      case 'quote': {
        onlyKeys(data, ['text', 'caption', 'alignment']);
        const alignment = data.alignment ?? 'left';
        if (!(EDITOR_QUOTE_ALIGNMENTS as readonly unknown[]).includes(alignment)) throw new Refusal('shape');
        const text = this.text(data.text);
        const caption = data.caption === undefined ? '' : this.text(data.caption);
        return text === ''
          ? null
          : { ...withId, type: 'quote', data: { text, caption, alignment: alignment as 'left' | 'center' } };
      }
      case 'delimiter':
        onlyKeys(data, []);
        return { ...withId, type: 'delimiter', data: {} };
    }
  }

  private listItems(value: unknown, depth: number): EditorListItem[] {
    if (!Array.isArray(value)) throw new Refusal('shape');
    if (value.length > EDITOR_LIMITS.listItems) throw new Refusal('tooManyBlocks');
    const items: EditorListItem[] = [];
    for (const item of value) {
      if (typeof item === 'string') {
        const content = this.text(item);
        if (content !== '') items.push({ content, items: [] });
        continue;
      }
      if (!isRecord(item)) throw new Refusal('shape');
      // `meta` is what @editorjs/list 2 adds to each item (empty for these styles); it is dropped.
      onlyKeys(item, ['content', 'items', 'meta']);
      const nested = item.items === undefined ? [] : item.items;
      if (Array.isArray(nested) && nested.length > 0 && depth >= EDITOR_LIMITS.listDepth)
        throw new Refusal('listDepth');
      const content = this.text(item.content);
      const children = this.listItems(nested, depth + 1);
      if (content !== '' || children.length > 0) items.push({ content, items: children });
    }
    return items;
  }

  /** A text field as normalised markup; '' when it holds no visible text. */
  private text(value: unknown): string {
    if (typeof value !== 'string') throw new Refusal('shape');
    if (value.length > EDITOR_LIMITS.fieldLength) throw new Refusal('tooLong');
    const result = normalizeInlineMarkup(value);
    if (!result.ok) throw new Refusal(result.problem);
    const plain = result.text.replace(/\u00a0/g, ' ');
    if (plain.trim() === '') return '';
    if (this.options.textPattern && !this.options.textPattern.test(plain)) throw new Refusal('language');
    this.textLength += plain.length;
    if (this.textLength > EDITOR_LIMITS.textLength) throw new Refusal('tooLong');
    this.texts.push(plain.trim());
    return result.html.trim();
  }
}

/**
 * Reads a description as a client sent it. Absent (undefined or null), or a document whose blocks
 * hold no text, is `document: null`. `text` is the document's plain text, block by block.
 */
export function parseEditorDocument(value: unknown, options: EditorDocumentOptions = {}): EditorDocumentResult {
  if (value === undefined || value === null) return { ok: true, document: null, text: '' };
  const reader = new DocumentReader(options);
  try {
    const document = reader.read(value);
    const hasText = reader.texts.length > 0;
    return { ok: true, document: hasText ? document : null, text: reader.texts.join('\n') };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, problem: error.problem };
    throw error;
  }
}

/** Editor.js blocks from plain text: blank lines part blocks; a block of lines starting with "- "
 *  (or "1. ") is a list, one line starting with "## " or "### " a header. For seeded content. */
export function documentFromText(text: string): EditorDocument {
  const escape = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const blocks: EditorBlock[] = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): EditorBlock => {
      const lines = part.split('\n').map((line) => line.trim());
      const header = /^(#{2,3}) (.+)$/.exec(part);
      if (header && lines.length === 1)
        return { type: 'header', data: { text: escape(header[2].trim()), level: header[1].length as 2 | 3 } };
      if (lines.every((line) => line.startsWith('- '))) {
        return {
          type: 'list',
          data: {
            style: 'unordered',
            items: lines.map((line) => ({ content: escape(line.slice(2).trim()), items: [] })),
          },
        };
      }
      if (lines.every((line) => /^\d+\. /.test(line))) {
        return {
          type: 'list',
          data: {
            style: 'ordered',
            items: lines.map((line) => ({ content: escape(line.replace(/^\d+\. /, '').trim()), items: [] })),
          },
        };
      }
      return { type: 'paragraph', data: { text: escape(lines.join(' ')) } };
    });
  return { blocks };
}
