import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/List.css';
import { Anchor, Blockquote, Divider, List, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { headingLevels } from '../../lib/heading-levels';
import {
  type EditorBlock,
  type EditorDocument,
  type InlineNode,
  type ListItem,
  parseInline,
} from '../../lib/editor-document';

function Inline({ nodes }: { nodes: InlineNode[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        switch (node.kind) {
          case 'text':
            return <Fragment key={index}>{node.text}</Fragment>;
          case 'break':
            return <br key={index} />;
          case 'bold':
            return (
              <strong key={index}>
                <Inline nodes={node.children} />
              </strong>
            );
          case 'italic':
            return (
              <em key={index}>
                <Inline nodes={node.children} />
              </em>
            );
          case 'underline':
            return (
              <u key={index}>
                <Inline nodes={node.children} />
              </u>
            );
          case 'link':
            return (
              <Anchor key={index} href={node.href} target="_blank" rel="noopener noreferrer nofollow ugc">
                <Inline nodes={node.children} />
              </Anchor>
            );
        }
      })}
    </>
  );
}

const text = (value: unknown): ReactNode => (typeof value === 'string' ? <Inline nodes={parseInline(value)} /> : null);

function ListItems({ items, ordered, depth }: { items: ListItem[]; ordered: boolean; depth: number }) {
  return (
    <List type={ordered ? 'ordered' : 'unordered'} withPadding={depth > 0} spacing={4}>
      {items.map((item, index) => {
        const content = typeof item === 'string' ? item : item.content;
        const children = typeof item === 'string' ? [] : (item.items ?? []);
        return (
          <List.Item key={index}>
            {text(content)}
            {children.length > 0 && depth < 3 && <ListItems items={children} ordered={ordered} depth={depth + 1} />}
          </List.Item>
        );
      })}
    </List>
  );
}

type HeadingOrder = 2 | 3 | 4;

function headingOrders(blocks: EditorBlock[]): Map<number, HeadingOrder> {
  return headingLevels(
    blocks.filter((block) => block.type === 'header').map((block) => Number(block.data.level) || 3),
    4,
  ) as Map<number, HeadingOrder>;
}

function Block({ block, headings }: { block: EditorBlock; headings: Map<number, HeadingOrder> }) {
  const { data } = block;
  switch (block.type) {
    case 'paragraph':
      return <Text>{text(data.text)}</Text>;
    case 'header': {
      const order = headings.get(Number(data.level) || 3) ?? 4;
      return (
        <Title order={order} size={order === 2 ? 'h3' : 'h4'}>
          {text(data.text)}
        </Title>
      );
    }
    case 'list':
      return Array.isArray(data.items) ? (
        <ListItems items={data.items as ListItem[]} ordered={data.style === 'ordered'} depth={0} />
      ) : null;
    case 'quote':
      return (
        <Blockquote cite={typeof data.caption === 'string' && data.caption ? text(data.caption) : undefined}>
          {text(data.text)}
        </Blockquote>
      );
    case 'delimiter':
      return <Divider my="sm" />;
    default:
      return null;
  }
}

/** A stored Editor.js document shown as React elements: the known blocks only, inline formatting
 *  and http(s)/mailto links only; no HTML of the author reaches the page. */
export function EditorDocumentView({ document }: { document: EditorDocument | null | undefined }) {
  const blocks = document?.blocks ?? [];
  const headings = headingOrders(blocks);
  return (
    <Stack gap="sm">
      {blocks.map((block, index) => (
        <Block key={block.id ?? index} block={block} headings={headings} />
      ))}
    </Stack>
  );
}
