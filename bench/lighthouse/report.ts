import { type AuditRun, CATEGORIES, type Category, type Finding, type Metric, METRICS } from './audit.js';

/** Issue 10's targets per category. */
export const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};

export interface PageResult {
  name: string;
  path: string;
  runs: AuditRun[];
}

export interface MachineFacts {
  date: string;
  machine: string;
  chromium: string;
  lighthouse: string;
  runsPerPage: number;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const medianScore = (page: PageResult, category: Category) => median(page.runs.map((run) => run.scores[category]));
const medianMetric = (page: PageResult, metric: Metric) => median(page.runs.map((run) => run.metrics[metric]));

const scoreCell = (score: number, category: Category) => (score >= TARGETS[category] ? `${score}` : `**${score}** ✗`);

/** The findings of more than half of a page's runs, once each. */
function commonFindings(page: PageResult): Finding[] {
  const counts = new Map<string, { finding: Finding; count: number }>();
  for (const finding of page.runs.flatMap((run) => run.findings)) {
    const key = `${finding.category}/${finding.id}`;
    counts.set(key, { finding, count: (counts.get(key)?.count ?? 0) + 1 });
  }
  return [...counts.values()].filter(({ count }) => count > page.runs.length / 2).map(({ finding }) => finding);
}

export const meetsTargets = (pages: PageResult[]): boolean =>
  pages.every((page) => CATEGORIES.every((category) => medianScore(page, category) >= TARGETS[category]));

/** bench/lighthouse.md: the machine, then per page the median scores and metrics and what cost points. */
export function lighthouseReport(pages: PageResult[], facts: MachineFacts): string {
  const header = `| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS |\n|---|---:|---:|---:|---:|---:|---:|---:|`;
  const rows = pages.map((page) => {
    const scores = CATEGORIES.map((category) => scoreCell(medianScore(page, category), category));
    const lcp = `${(medianMetric(page, 'lcp') / 1000).toFixed(2)} s`;
    const tbt = `${Math.round(medianMetric(page, 'tbt'))} ms`;
    const cls = medianMetric(page, 'cls').toFixed(3);
    return `| ${page.name} (\`${page.path}\`) | ${scores.join(' | ')} | ${lcp} | ${tbt} | ${cls} |`;
  });
  const findings = pages.flatMap((page) => {
    const found = commonFindings(page);
    return found.length === 0
      ? []
      : [
          `- ${page.name}: ${found.map((f) => `${f.title}${f.detail ? ` (${f.detail})` : ''} [${f.category}]`).join('; ')}`,
        ];
  });
  const benchmark = median(pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex)));
  return `# Lighthouse

Measured by \`npm run lighthouse\` (bench/lighthouse/run.ts): the built server in production mode on
an in-memory PGlite with the demo data (answers compressed by the server, client files from their
build-time Brotli copies);
Lighthouse ${facts.lighthouse} with its mobile defaults (Moto G Power emulation, simulated slow 4G, 4x CPU
slowdown), ${facts.runsPerPage} run(s) per page, the median of each column. Targets: performance ≥ ${TARGETS.performance},
accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS['best-practices']}, SEO ${TARGETS.seo} (a miss is marked ✗).

- Date: ${facts.date}
- Machine: ${facts.machine}; Lighthouse's CPU benchmark index ${Math.round(benchmark)}
- Browser: ${facts.chromium}

${header}
${rows.join('\n')}

LCP: largest contentful paint, TBT: total blocking time, CLS: cumulative layout shift (${Object.values(METRICS).join(', ')}).

## What cost points

Audits scoring under 0.9 in most runs of a page.

${findings.length ? findings.join('\n') : 'None.'}
`;
}
