import type { Highlight } from '../../api/search';

/** A piece of a text, marked when it matched the search. */
export interface TextPart {
  text: string;
  marked: boolean;
}

/** Cuts a text at the server's highlight ranges. Ranges out of the text are clipped, empty ones
 *  dropped, overlapping or touching ones joined, so any answer gives a clean list of parts. */
export function highlightParts(text: string, ranges: readonly Highlight[] | undefined): TextPart[] {
  const clipped = (ranges ?? [])
    .map(([start, end]): Highlight => [Math.max(0, Math.floor(start)), Math.min(text.length, Math.floor(end))])
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && start < end)
    .sort((a, b) => a[0] - b[0]);
  const merged: Highlight[] = [];
  for (const range of clipped) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of merged) {
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
