import { documentText, firstTextBlock, hasText, inlineText } from '../../../../shared/text/editor-text.js';

const doc = (...blocks: { type: string; data: unknown }[]) => ({ time: 1, version: '2.30', blocks });

describe('Editor.js text', () => {
  it('drops inline markup and decodes entities', () => {
    expect(inlineText('We use <b>React</b>&nbsp;&amp; <a href="x">Node</a><br>daily &lt;3 &#x10D0; &#4304;')).toBe(
      'We use React & Node daily <3 ა ა',
    );
    expect(inlineText('&unknown; &#0; text')).toBe('&unknown; &#0; text');
  });

  it('finds the first paragraph, else the first block with text', () => {
    expect(
      firstTextBlock(
        doc({ type: 'header', data: { text: 'About', level: 2 } }, { type: 'paragraph', data: { text: 'First' } }),
      ),
    ).toBe('First');
    expect(
      firstTextBlock(
        doc(
          { type: 'paragraph', data: { text: ' ' } },
          { type: 'list', data: { style: 'unordered', items: ['a', 'b'] } },
        ),
      ),
    ).toBe('a b');
    expect(firstTextBlock(null)).toBe('');
    expect(firstTextBlock({ blocks: 'no' })).toBe('');
  });

  it('reads every kind of block into lines', () => {
    const text = documentText(
      doc(
        { type: 'header', data: { text: 'Role' } },
        { type: 'list', data: { items: [{ content: 'one', items: [{ content: 'nested', items: [] }] }, 'two'] } },
        { type: 'checklist', data: { items: [{ text: 'done', checked: true }] } },
        { type: 'table', data: { content: [['a', 'b']] } },
        { type: 'image', data: { file: { url: 'x' }, caption: 'Team' } },
        { type: 'delimiter', data: {} },
      ),
    );
    expect(text).toBe('Role\none\nnested\ntwo\ndone\na\nb\nTeam');
    expect(hasText(doc({ type: 'delimiter', data: {} }))).toBe(false);
  });
});
