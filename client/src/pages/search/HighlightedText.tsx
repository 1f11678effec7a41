import type { Highlight } from '../../api/search';
import { highlightParts } from './highlight-parts';

/** A text with its matched words in <mark> (as React text: nothing in it is read as HTML). */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly Highlight[] | undefined }) {
  return (
    <>
      {highlightParts(text, ranges).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </>
  );
}
