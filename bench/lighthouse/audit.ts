import { writeFileSync } from 'node:fs';
import lighthouse, { type Result } from 'lighthouse';

/** How often a run Lighthouse could not complete (NO_NAVSTART on a busy machine) is tried again. */
const ATTEMPTS = 3;

/** Lighthouse's four categories, by their ids in a report. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The metrics issue 10 records, by their audit ids. */
export const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;
export type Metric = keyof typeof METRICS;

/** An audit that cost a page points: its id, title and what Lighthouse found. */
export interface Finding {
  category: Category;
  id: string;
  title: string;
  detail: string;
}

/** Audit groups left out of the findings: the metrics (in the table), their newer "insights"
 *  duplicates, and what Lighthouse itself hides. */
const SCORED_ELSEWHERE = ['metrics', 'insights', 'hidden'];

export interface AuditRun {
  /** 0 to 100 per category. */
  scores: Record<Category, number>;
  /** LCP and TBT in ms, CLS unitless. */
  metrics: Record<Metric, number>;
  findings: Finding[];
  /** Lighthouse's measure of this machine's CPU speed (higher is faster). */
  benchmarkIndex: number;
  userAgent: string;
}

/**
 * One Lighthouse run of `url` in the Chromium listening on `port`, with Lighthouse's defaults: a
 * mobile device (Moto G Power emulation), simulated slow 4G and a 4x slower CPU, storage cleared.
 */
export async function auditPage(url: string, port: number, saveTo: string | null = null): Promise<AuditRun> {
  const lhr = await lighthouseResult(url, port);
  if (saveTo) writeFileSync(saveTo, JSON.stringify(lhr));
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
  ) as Record<Metric, number>;
  const findings: Finding[] = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => !SCORED_ELSEWHERE.includes(ref.group ?? ''))
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => ({ category, id: audit.id, title: audit.title, detail: audit.displayValue ?? '' })),
  );
  return {
    scores,
    metrics,
    findings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    userAgent: lhr.environment.hostUserAgent,
  };
}

async function lighthouseResult(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    if (!error) return result!.lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not audit ${url}: ${error.code} ${error.message}`);
  }
}
