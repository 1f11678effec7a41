import { ENGLISH_TEXT, GEORGIAN_OR_ENGLISH_TEXT } from '../../../../shared/profile-patterns.js';
import { documentFromText, EDITOR_LIMITS, parseEditorDocument } from './editor-document.js';

const doc = (...blocks: unknown[]) => ({ time: 1732000000000, blocks, version: '2.31.0' });
const paragraph = (text: string) => ({ id: 'p1', type: 'paragraph', data: { text } });
const problemOf = (value: unknown, options = {}) => {
  const result = parseEditorDocument(value, options);
  return result.ok ? null : result.problem;
};

describe('a vacancy description (Editor.js document)', () => {
  it('keeps the five block types, normalised', () => {
    const result = parseEditorDocument(
      doc(
        { id: 'h', type: 'header', data: { text: 'About <b>the role</b>', level: 2 } },
        paragraph('We build <i>things</i>.'),
        {
          id: 'l',
          type: 'list',
          data: {
            style: 'unordered',
            items: ['React', { content: 'Node.js', items: [{ content: 'NestJS', items: [] }] }],
          },
        },
        { type: 'quote', data: { text: 'Great team', caption: 'A colleague', alignment: 'center' } },
        { type: 'delimiter', data: {} },
      ),
    );
    expect(result).toEqual({
      ok: true,
      document: {
        time: 1732000000000,
        version: '2.31.0',
        blocks: [
          { id: 'h', type: 'header', data: { text: 'About <b>the role</b>', level: 2 } },
          { id: 'p1', type: 'paragraph', data: { text: 'We build <i>things</i>.' } },
          {
            id: 'l',
            type: 'list',
            data: {
              style: 'unordered',
              items: [
                { content: 'React', items: [] },
                { content: 'Node.js', items: [{ content: 'NestJS', items: [] }] },
              ],
            },
          },
          { type: 'quote', data: { text: 'Great team', caption: 'A colleague', alignment: 'center' } },
          { type: 'delimiter', data: {} },
        ],
      },
      text: 'About the role\nWe build things.\nReact\nNode.js\nNestJS\nGreat team\nA colleague',
    });
  });

  it('accepts the @editorjs/list 2 shape with meta, and drops empty blocks and items', () => {
    const result = parseEditorDocument(
      doc(
        paragraph('Hello'),
        paragraph('  '),
        paragraph('&nbsp;<br>'),
        {
          type: 'list',
          data: {
            style: 'ordered',
            meta: { start: 1 },
            items: [
              { content: 'One', meta: {}, items: [] },
              { content: '', meta: {}, items: [] },
            ],
          },
        },
        { type: 'list', data: { style: 'ordered', items: [''] } },
      ),
    );
    expect(result.ok && result.document?.blocks).toEqual([
      { id: 'p1', type: 'paragraph', data: { text: 'Hello' } },
      { type: 'list', data: { style: 'ordered', items: [{ content: 'One', items: [] }] } },
    ]);
  });

  it('treats absent, blockless and textless documents as no description', () => {
    for (const value of [undefined, null, { blocks: [] }, doc(paragraph(' ')), doc({ type: 'delimiter', data: {} })]) {
      expect(parseEditorDocument(value)).toEqual({ ok: true, document: null, text: '' });
    }
  });

  it('refuses anything that is not exactly the document shape', () => {
    for (const value of [
      'text',
      [],
      42,
      {},
      { blocks: 'x' },
      { blocks: [], extra: 1 },
      { blocks: [], time: 'now' },
      { blocks: [], time: -1 },
      { blocks: [], version: '<b>' },
      doc('paragraph'),
      doc({ type: 'paragraph' }),
      doc({ type: 'paragraph', data: { text: 5 } }),
      doc({ type: 'paragraph', data: { text: 'x', html: '<b>' } }),
      doc({ type: 'paragraph', data: { text: 'x' }, tunes: {} }),
      doc({ id: 'bad id!', type: 'paragraph', data: { text: 'x' } }),
      doc({ type: 'list', data: { style: 'unordered', items: 'x' } }),
      doc({ type: 'list', data: { style: 'unordered', items: [5] } }),
      doc({ type: 'list', data: { style: 'unordered', items: [{ content: 'x', items: [], extra: 1 }] } }),
      doc({ type: 'quote', data: { text: 'x', alignment: 'right' } }),
      doc({ type: 'delimiter', data: { text: 'x' } }),
    ]) {
      expect([value, problemOf(value)]).toEqual([value, 'shape']);
    }
  });

  it('names what is wrong: block type, header level, list style and depth, markup, links, size', () => {
    expect(problemOf(doc({ type: 'image', data: { url: 'https://x.ge/a.png' } }))).toBe('blockType');
    expect(problemOf(doc({ type: 'raw', data: { html: '<script>' } }))).toBe('blockType');
    expect(problemOf(doc({ type: 'header', data: { text: 'x', level: 1 } }))).toBe('headerLevel');
    expect(problemOf(doc({ type: 'header', data: { text: 'x', level: 5 } }))).toBe('headerLevel');
    expect(problemOf(doc({ type: 'list', data: { style: 'checklist', items: [] } }))).toBe('listStyle');
    const deep = (depth: number): unknown => ({
      content: `level ${depth}`,
      items: depth === 1 ? [] : [deep(depth - 1)],
    });
    expect(problemOf(doc({ type: 'list', data: { style: 'ordered', items: [deep(3)] } }))).toBeNull();
    expect(problemOf(doc({ type: 'list', data: { style: 'ordered', items: [deep(4)] } }))).toBe('listDepth');
    expect(problemOf(doc(paragraph('<script>alert(1)</script>')))).toBe('markup');
    expect(problemOf(doc({ type: 'list', data: { style: 'ordered', items: ['<img src=x onerror=alert(1)>'] } }))).toBe(
      'markup',
    );
    expect(problemOf(doc({ type: 'quote', data: { text: 'x', caption: '<span>y</span>' } }))).toBe('markup');
    expect(problemOf(doc(paragraph('<a href="javascript:alert(1)">x</a>')))).toBe('link');
    expect(problemOf(doc(paragraph('x'.repeat(EDITOR_LIMITS.fieldLength + 1))))).toBe('tooLong');
    const many = Array.from({ length: 4 }, () => paragraph('y'.repeat(EDITOR_LIMITS.fieldLength)));
    expect(problemOf(doc(...many))).toBe('tooLong');
    expect(problemOf(doc(...Array.from({ length: EDITOR_LIMITS.blocks + 1 }, () => paragraph('x'))))).toBe(
      'tooManyBlocks',
    );
  });

  it("checks every text against the field's language", () => {
    const georgian = doc(paragraph('ვეძებთ <b>დეველოპერს</b>'));
    expect(problemOf(georgian, { textPattern: ENGLISH_TEXT })).toBe('language');
    expect(problemOf(georgian, { textPattern: GEORGIAN_OR_ENGLISH_TEXT })).toBeNull();
    expect(
      problemOf(doc(paragraph('English & symbols: 5,000–6,000 GEL, C++, “quotes”')), { textPattern: ENGLISH_TEXT }),
    ).toBeNull();
    expect(problemOf(doc(paragraph('Привет')), { textPattern: GEORGIAN_OR_ENGLISH_TEXT })).toBe('language');
    expect(
      problemOf(doc({ type: 'list', data: { style: 'ordered', items: ['ok', 'ქართ'] } }), {
        textPattern: ENGLISH_TEXT,
      }),
    ).toBe('language');
  });

  it('builds a document from plain text with paragraphs and lists, escaped', () => {
    const document = documentFromText(
      '## What we do\n\nWe build <fast> apps.\n\n### Stack\n\n- React\n- Node & NestJS\n\n1. Apply\n2. Talk to us',
    );
    expect(document.blocks).toEqual([
      { type: 'header', data: { text: 'What we do', level: 2 } },
      { type: 'paragraph', data: { text: 'We build &lt;fast&gt; apps.' } },
      { type: 'header', data: { text: 'Stack', level: 3 } },
      {
        type: 'list',
        data: {
          style: 'unordered',
          items: [
            { content: 'React', items: [] },
            { content: 'Node &amp; NestJS', items: [] },
          ],
        },
      },
      {
        type: 'list',
        data: {
          style: 'ordered',
          items: [
            { content: 'Apply', items: [] },
            { content: 'Talk to us', items: [] },
          ],
        },
      },
    ]);
    expect(parseEditorDocument(document)).toMatchObject({ ok: true, document });
  });
});
