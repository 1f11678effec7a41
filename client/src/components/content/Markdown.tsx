import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';

/** Links inside the site stay in the app; others open in a new tab. */
function MarkdownLink({ href = '', children }: ComponentProps<'a'>) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The page's own title is its one h1: headings of the text sit one level below it. */
const COMPONENTS: Components = { a: MarkdownLink, h1: 'h2', h2: 'h3', h3: 'h4', h4: 'h5', h5: 'h6' };

/** Staff-written Markdown, rendered safely: raw HTML is dropped and react-markdown's URL check
 *  removes javascript: and other unsafe links. */
export function Markdown({ children }: { children: string }) {
  return (
    <Typography>
      <ReactMarkdown skipHtml components={COMPONENTS}>
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
