const LEADING_HEADING = /^\s*#\s+(.+?)[\t ]*#*[\t ]*(?:\r?\n|$)/;

/** Drops a leading `# Heading` that only repeats the page's own title. */
export function withoutRepeatedTitle(markdown: string, title: string): string {
  const heading = LEADING_HEADING.exec(markdown);
  if (!heading || heading[1].trim().toLowerCase() !== title.trim().toLowerCase()) return markdown;
  return markdown.slice(heading[0].length).trimStart();
}
