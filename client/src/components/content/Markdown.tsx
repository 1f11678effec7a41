import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import type { Heading, Nodes, Root } from 'mdast';
import type { ComponentProps, ReactElement } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import { headingLevels } from '../../lib/heading-levels';

/** Links inside the site stay in the app; others open in a new tab. */
function MarkdownLink({ href = '', children }: ComponentProps<'a'>) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const COMPONENTS: Components = { a: MarkdownLink };

/** The page's own title is its one h1: the text's headings start at h2 and skip no level. */
function headingsUnderTitle() {
  return (tree: Root) => {
    const headings: Heading[] = [];
    const collect = (node: Nodes) => {
      if (node.type === 'heading') headings.push(node);
      if ('children' in node) node.children.forEach(collect);
    };
    collect(tree);
    const levels = headingLevels(headings.map((heading) => heading.depth));
    for (const heading of headings) heading.depth = levels.get(heading.depth) as Heading['depth'];
  };
}
const REMARK_PLUGINS = [headingsUnderTitle];

/** The elements of the texts drawn lately, by text: parsing is most of a static page's render
 *  on the server (3 ms of /about's 11), and the same few texts are drawn again and again. */
const drawn = new Map<string, ReactElement>();
const DRAWN_LIMIT = 200;

/** react-markdown's synchronous component is a pure function of its options (no hooks), so its
 *  elements can be kept and drawn again. */
function elementsOf(text: string): ReactElement {
  let elements = drawn.get(text);
  if (!elements) {
    elements = ReactMarkdown({ skipHtml: true, components: COMPONENTS, remarkPlugins: REMARK_PLUGINS, children: text });
    if (drawn.size >= DRAWN_LIMIT) drawn.delete(drawn.keys().next().value!);
    drawn.set(text, elements);
  }
  return elements;
}

/** Staff-written Markdown, rendered safely: raw HTML is dropped and react-markdown's URL check
 *  removes javascript: and other unsafe links. */
export function Markdown({ children }: { children: string }) {
  return <Typography>{elementsOf(children)}</Typography>;
}
