import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import type { EditorDocument } from '../../lib/editor-document';
import { hasText } from '../../lib/editor-document';
import { theme } from '../../theme';
import { EditorDocumentView } from './EditorDocumentView';

const show = (document: EditorDocument) =>
  render(
    <MantineProvider theme={theme} env="test">
      <EditorDocumentView document={document} />
    </MantineProvider>,
  );

describe('EditorDocumentView', () => {
  it('shows paragraphs, headers, nested lists, quotes and delimiters with inline formatting', () => {
    const { container } = show({
      blocks: [
        { type: 'header', data: { text: 'What you will do', level: 2 } },
        {
          type: 'paragraph',
          data: {
            text: 'Build <b>fast</b> APIs with <i>NestJS</i>,<br>test <u>everything</u> and read <a href="https://nestjs.com">the docs</a>.',
          },
        },
        {
          type: 'list',
          data: {
            style: 'ordered',
            items: [
              { content: 'TypeScript', items: [{ content: 'strict mode', items: [] }] },
              { content: 'PostgreSQL', items: [] },
            ],
          },
        },
        { type: 'list', data: { style: 'unordered', items: ['Remote Fridays'] } },
        { type: 'quote', data: { text: 'Ship small, ship often.', caption: 'Our CTO' } },
        { type: 'delimiter', data: {} },
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'What you will do' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('fast');
    expect(container.querySelector('em')).toHaveTextContent('NestJS');
    expect(container.querySelector('u')).toHaveTextContent('everything');
    expect(container.querySelector('br')).not.toBeNull();
    const link = screen.getByRole('link', { name: 'the docs' });
    expect(link).toHaveAttribute('href', 'https://nestjs.com');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    const [ordered] = screen.getAllByRole('list');
    expect(ordered.tagName).toBe('OL');
    expect(within(ordered).getByText('strict mode')).toBeInTheDocument();
    expect(screen.getByText('Remote Fridays')).toBeInTheDocument();
    expect(screen.getByText('Ship small, ship often.')).toBeInTheDocument();
    expect(container.querySelector('hr, .mantine-Divider-root')).not.toBeNull();
  });

  it('never lets markup of the author through: scripts, handlers, images, javascript: links, unknown blocks', () => {
    const { container } = show({
      blocks: [
        {
          type: 'paragraph',
          data: {
            text: 'Hi<script>window.hacked = true</script><img src=x onerror="window.hacked = true"> <a href="javascript:alert(1)">click</a><style>body{}</style>',
          },
        },
        { type: 'raw', data: { html: '<iframe src="https://evil.example"></iframe>' } },
        { type: 'header', data: { text: '<span onclick="x()">Title</span>', level: 1 } },
      ],
    });
    expect(
      container.querySelector('script, img, iframe, style:not([data-mantine-styles]), [onerror], [onclick]'),
    ).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/click/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("starts the document's headings at h2 under the page's h1 and skips no level", () => {
    show({
      blocks: [
        { type: 'header', data: { text: 'Who we are', level: 3 } },
        { type: 'header', data: { text: 'Offices', level: 5 } },
        { type: 'header', data: { text: 'What we do', level: 3 } },
        { type: 'header', data: { text: 'Footnote', level: 6 } },
      ],
    });
    expect(screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent])).toEqual([
      ['H2', 'Who we are'],
      ['H3', 'Offices'],
      ['H2', 'What we do'],
      ['H4', 'Footnote'],
    ]);
  });

  it('knows whether a document has any text', () => {
    expect(hasText({ blocks: [] })).toBe(false);
    expect(hasText({ blocks: [{ type: 'paragraph', data: { text: ' <br> ' } }] })).toBe(false);
    expect(hasText({ blocks: [{ type: 'paragraph', data: { text: 'Hello' } }] })).toBe(true);
    expect(
      hasText({ blocks: [{ type: 'list', data: { style: 'ordered', items: [{ content: 'One', items: [] }] } }] }),
    ).toBe(true);
  });
});
