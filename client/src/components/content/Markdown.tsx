import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import type { Heading, Nodes, Root } from 'mdast';
import type { ComponentProps } from 'react';
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

/** Staff-written Markdown, rendered safely: raw HTML is dropped and react-markdown's URL check
 *  removes javascript: and other unsafe links. */
export function Markdown({ children }: { children: string }) {
  return (
    <Typography>
      <ReactMarkdown skipHtml components={COMPONENTS} remarkPlugins={REMARK_PLUGINS}>
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
