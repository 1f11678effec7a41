import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { machineFacts } from '../load/machine.js';
import { startServer } from '../search/server.js';
import { auditPage, CATEGORIES } from './audit.js';
import { lighthouseReport, meetsTargets, type PageResult } from './report.js';

/**
 * `npm run lighthouse`: Lighthouse on the landing page, the vacancy search, a vacancy, a company and
 * the business landing page, in English and at their Georgian addresses, LIGHTHOUSE_RUNS times each
 * (3), written to bench/lighthouse.md. The
 * server runs in production mode and compresses its answers itself.
 * LIGHTHOUSE_ONLY (a pattern of page names or paths) audits some pages for a trial and writes nothing;
 * LIGHTHOUSE_SAVE (a folder) keeps each run's full report as JSON.
 */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORT = 'bench/lighthouse.md';

async function pagesOf(baseUrl: string): Promise<{ name: string; path: string }[]> {
  const data = async <T>(path: string): Promise<T> =>
    ((await (await fetch(`${baseUrl}${path}`)).json()) as { data: T }).data;
  const [vacancy] = (
    await data<{ items: { id: number; company: { transformedName: string } }[] }>('/api/Vacancy/GetLatestVacancies')
  ).items;
  if (!vacancy) throw new Error('The demo data has no open vacancy');
  const english = [
    { name: 'Landing', path: '/' },
    { name: 'Vacancies', path: '/vacancies' },
    { name: 'Vacancy', path: `/vacancies/${vacancy.id}` },
    { name: 'Company', path: `/companies/${vacancy.company.transformedName}` },
    { name: 'Partners', path: '/partners' },
  ];
  // The same pages at their Georgian addresses (one URL per language, issue 20).
  return [
    ...english,
    ...english.map(({ name, path }) => ({ name: `${name} (ka)`, path: path === '/' ? '/ka' : `/ka${path}` })),
  ];
}

function machine(): string {
  const { cpu, memoryGb, loadAtStart } = machineFacts();
  return `${cpu}, ${memoryGb} GB, load average ${loadAtStart.toFixed(2)} at the start, Node ${process.version}`;
}

async function main(): Promise<void> {
  const only = process.env.LIGHTHOUSE_ONLY ? new RegExp(process.env.LIGHTHOUSE_ONLY, 'i') : null;
  const atStart = machine();
  const server = await startServer('', null, {
    DATABASE_URL: '',
    PGLITE_DATA_DIR: 'memory',
    DEMO_DATA: 'always',
    PUBLIC_URL: 'https://techboard.ge',
  });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  const results: PageResult[] = [];
  try {
    const pages = (await pagesOf(server.baseUrl)).filter(
      (page) => !only || only.test(page.name) || only.test(page.path),
    );
    for (const page of pages) {
      const result: PageResult = { ...page, runs: [] };
      for (let run = 1; run <= RUNS; run++) {
        const saveTo = process.env.LIGHTHOUSE_SAVE
          ? join(process.env.LIGHTHOUSE_SAVE, `${page.name.toLowerCase()}-${run}.json`)
          : null;
        const audit = await auditPage(`${server.baseUrl}${page.path}`, chrome.port, saveTo);
        result.runs.push(audit);
        console.log(
          `${page.name} run ${run}: ${CATEGORIES.map((c) => `${c} ${audit.scores[c]}`).join(', ')}; LCP ${Math.round(audit.metrics.lcp)} ms, TBT ${Math.round(audit.metrics.tbt)} ms, CLS ${audit.metrics.cls.toFixed(3)}`,
        );
        for (const finding of audit.findings) console.log(`  ${finding.category}: ${finding.id} ${finding.detail}`);
      }
      results.push(result);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  const report = lighthouseReport(results, {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    machine: atStart,
    chromium: execFileSync(CHROME_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim(),
    lighthouse: JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version,
    runsPerPage: RUNS,
  });
  if (only) console.log(report);
  else writeFileSync(REPORT, report);
  if (!meetsTargets(results)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
