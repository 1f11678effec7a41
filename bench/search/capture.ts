import { readFileSync, writeFileSync } from 'node:fs';
import type { Scenario } from './scenarios.js';

export interface TracedStatement {
  sql: string;
  parameters: unknown[];
}

export interface Capture {
  status: number;
  /** What the answer holds, briefly (a count, or the groups' counts). */
  results: string;
  /** Whether a search found anything (false only for an empty search answer). */
  found: boolean;
  statements: TracedStatement[];
  body: string;
}

/** Summarises an answer: the page's totalCount, the smart search's groups, a list's length, the feed's
 *  items, a CSV file's rows, an image's or a page's size. */
function describe(body: string, contentType: string): { results: string; found: boolean } {
  if (contentType.includes('text/csv')) {
    const rows = body.trim().split('\n').length - 1;
    return { results: `${rows} rows`, found: rows > 0 };
  }
  if (contentType.includes('svg') || contentType.includes('html')) {
    return { results: `${Math.round(body.length / 1024)} KB`, found: body.length > 0 };
  }
  if (!contentType.includes('json')) {
    const items = body.match(/<item>/g)?.length ?? 0;
    return { results: `${items} items`, found: items > 0 };
  }
  const data = (JSON.parse(body) as { data?: unknown }).data as Record<string, unknown> | unknown[] | null | undefined;
  if (Array.isArray(data)) return { results: `${data.length} items`, found: data.length > 0 };
  if (data && typeof data === 'object') {
    if (typeof data.totalCount === 'number') {
      const shown = Array.isArray(data.items)
        ? `${data.items.length} of ${data.totalCount.toLocaleString('en')}`
        : data.totalCount.toLocaleString('en');
      return { results: shown, found: data.totalCount > 0 };
    }
    const groups = ['vacancies', 'companies', 'technologies'].filter(
      (group) => typeof (data[group] as { totalCount?: unknown } | undefined)?.totalCount === 'number',
    );
    if (groups.length) {
      const counts = groups.map((group) => Number((data[group] as { totalCount?: number }).totalCount ?? 0));
      return {
        results: groups.map((group, i) => `${group[0]} ${counts[i].toLocaleString('en')}`).join(' · '),
        found: counts.some((count) => count > 0),
      };
    }
    if (Array.isArray(data.items)) return { results: `${data.items.length} items`, found: data.items.length > 0 };
  }
  return { results: 'one', found: true };
}

/** One request with the trace emptied first: the statements the server ran for it, in order. */
export async function captureStatements(baseUrl: string, scenario: Scenario, traceFile: string): Promise<Capture> {
  writeFileSync(traceFile, '');
  const response = await fetch(`${baseUrl}${scenario.path}`, { headers: scenario.headers });
  const body = await response.text();
  // Each statement is written before it runs, so the answer's arrival means all are in the file.
  const statements = readFileSync(traceFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TracedStatement);
  const summary =
    response.status === 200
      ? describe(body, response.headers.get('content-type') ?? '')
      : { results: '', found: false };
  return { status: response.status, ...summary, statements, body };
}
