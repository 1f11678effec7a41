import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { machineFacts } from '../load/machine.js';
import { startServer, type RunningServer } from '../search/server.js';

/**
 * `npm run bench:render` (issue 20): what a server-rendered page costs. On PostgreSQL with the demo
 * data (so the database's own work is not counted), for each page kind:
 * - uncached (READ_CACHE_SECONDS=0): the server process's CPU per page, and the CPU of the same
 *   page's API calls made alone (the answers its data block records); their difference is what
 *   the rendering itself costs;
 * - cached (READ_CACHE_SECONDS=30): pages per second at 20 connections, beside a landing call.
 * Prints a Markdown section for bench/results.md.
 */
const SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'techboard_render_bench';
const ROUNDS = Number(process.env.RENDER_ROUNDS ?? 40);
const WARM_UP_ROUNDS = 20;
const TICKS_PER_SECOND = 100;
/** RENDER_ONLY=regex measures only the page kinds it matches, and skips the cached part. */
const ONLY = process.env.RENDER_ONLY ? new RegExp(process.env.RENDER_ONLY) : null;

/** User plus system CPU time of a process so far, in ms (/proc/<pid>/stat fields 14 and 15). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

async function freshDatabase(): Promise<string> {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${DATABASE}`);
  await client.end();
  const url = new URL(SERVER);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** The API calls a page's data block says its render made (method, address, body). */
function callsOf(html: string): { method: string; path: string; body?: string; language: string }[] {
  const block = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  if (!block) return [];
  const data = JSON.parse(block[1]!) as { answers: { key: string }[] };
  return data.answers.map(({ key }) => {
    const [method, path, language, ...body] = key.split(' ');
    return { method: method!, path: path!, language: language!, body: body.length ? body.join(' ') : undefined };
  });
}

/** Median wall time and CPU of the server per round of `work`. */
async function measure(server: RunningServer, work: () => Promise<void>): Promise<{ cpu: number; wall: number }> {
  for (let warm = 0; warm < 5; warm++) await work();
  const walls: number[] = [];
  const before = cpuMs(server.pid);
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    await work();
    walls.push(performance.now() - start);
  }
  const cpu = (cpuMs(server.pid) - before) / ROUNDS;
  walls.sort((a, b) => a - b);
  return { cpu, wall: walls[Math.floor(walls.length / 2)]! };
}

async function pagesOf(baseUrl: string): Promise<{ kind: string; path: string }[]> {
  const data = async <T>(path: string): Promise<T> =>
    ((await (await fetch(`${baseUrl}${path}`)).json()) as { data: T }).data;
  const [vacancy] = (
    await data<{ items: { id: number; company: { transformedName: string } }[] }>('/api/Vacancy/GetLatestVacancies')
  ).items;
  const [article] = (await data<{ data: { id: string }[] }>('/api/Blog/GetBlogs?page=1&pageSize=1')).data;
  const company = vacancy!.company.transformedName;
  return [
    { kind: 'Landing', path: '/' },
    { kind: 'Landing (ka)', path: '/ka' },
    { kind: 'Vacancy search', path: '/vacancies' },
    { kind: 'Vacancy', path: `/vacancies/${vacancy!.id}` },
    { kind: 'Vacancy (ka)', path: `/ka/vacancies/${vacancy!.id}` },
    { kind: 'Smart search', path: '/search?q=developer' },
    { kind: 'Company directory', path: '/companies' },
    { kind: 'Company', path: `/companies/${company}` },
    { kind: 'Company reviews', path: `/companies/${company}/reviews` },
    { kind: 'Compare', path: '/compare/kartuli-code-vs-ushba-ai' },
    { kind: 'News', path: '/news' },
    { kind: 'Article', path: `/news/${article!.id}` },
    { kind: 'Partners', path: '/partners' },
    { kind: 'FAQ', path: '/faq' },
    { kind: 'Static page', path: '/about' },
    { kind: 'Not found', path: '/no-such-page/at-all' },
  ];
}

async function uncached(databaseUrl: string): Promise<string[]> {
  const server = await startServer(databaseUrl, null, { DEMO_DATA: 'always', READ_CACHE_SECONDS: '0' });
  const rows: string[] = [];
  try {
    const pages = await pagesOf(server.baseUrl);
    // A server runs for days: every page's code is compiled by the JIT before any is measured, so
    // the first pages measured do not pay for the warm-up of the code all of them share.
    for (let round = 0; round < WARM_UP_ROUNDS; round++) {
      for (const { path } of pages) await (await fetch(`${server.baseUrl}${path}`)).text();
    }
    for (const { kind, path } of pages) {
      if (ONLY && !ONLY.test(kind)) continue;
      const html = await (await fetch(`${server.baseUrl}${path}`)).text();
      const calls = callsOf(html);
      const page = await measure(server, async () => void (await (await fetch(`${server.baseUrl}${path}`)).text()));
      const api = await measure(server, async () => {
        for (const call of calls) {
          const answer = await fetch(`${server.baseUrl}${call.path}`, {
            method: call.method,
            headers: { 'Accept-Language': call.language, ...(call.body ? { 'Content-Type': 'application/json' } : {}) },
            body: call.body,
          });
          await answer.text();
        }
      });
      rows.push(
        `| ${kind} | \`${path}\` | ${Math.round(html.length / 1024)} | ${calls.length} | ${page.cpu.toFixed(1)} | ${api.cpu.toFixed(1)} | ${(page.cpu - api.cpu).toFixed(1)} | ${page.wall.toFixed(1)} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await server.stop();
  }
  return rows;
}

async function cached(databaseUrl: string): Promise<string[]> {
  const server = await startServer(databaseUrl, null, { DEMO_DATA: 'always', READ_CACHE_SECONDS: '30' });
  const rows: string[] = [];
  try {
    const [vacancy] = (
      (await (await fetch(`${server.baseUrl}/api/Vacancy/GetLatestVacancies`)).json()) as {
        data: { items: { id: number }[] };
      }
    ).data.items;
    for (const [name, path] of [
      ['Landing call (GetLatestVacancies)', '/api/Vacancy/GetLatestVacancies'],
      ['Landing page', '/'],
      ['Vacancy page', `/vacancies/${vacancy!.id}`],
      ['Vacancy search page', '/vacancies'],
    ] as const) {
      const result = await autocannon({
        url: `${server.baseUrl}${path}`,
        connections: 20,
        duration: 10,
        headers: { 'Accept-Encoding': 'gzip' },
      });
      rows.push(
        `| ${name} | \`${path}\` | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx + result.errors} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await server.stop();
  }
  return rows;
}

async function main(): Promise<void> {
  const { cpu, memoryGb, loadAtStart } = machineFacts();
  const databaseUrl = await freshDatabase();
  const first = await uncached(databaseUrl);
  const second = ONLY ? [] : await cached(databaseUrl);
  console.log(
    [
      '',
      `Machine: ${cpu}, ${memoryGb} GB, load average ${loadAtStart.toFixed(2)} at the start, Node ${process.version}; PostgreSQL on the same machine, demo data; ${ROUNDS} sequential requests per page after ${WARM_UP_ROUNDS} warm-up rounds of every page and 5 of the page itself.`,
      '',
      '| Page kind | Address | HTML KB | API calls | CPU ms per page | CPU ms of its API calls alone | Rendering CPU ms | Median ms |',
      '|---|---|---:|---:|---:|---:|---:|---:|',
      ...first,
      '',
      'Cached (READ_CACHE_SECONDS=30), autocannon 20 connections for 10 s, gzip:',
      '',
      '| Answer | Address | Requests/s | p50 ms | p99 ms | Errors |',
      '|---|---|---:|---:|---:|---:|',
      ...second,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
