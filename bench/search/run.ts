import { rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { writeResultsSection } from '../digest/report.js';
import { BENCH_DATABASE, benchUrl, type GenerationNote, serverUrl } from './bench-database.js';
import { captureStatements } from './capture.js';
import { signedIn } from './company-session.js';
import { BENCH_COMPANY_EMAIL } from './directory.js';
import { latency, NonSuccessError, replay, throughput } from './measure.js';
import { type RunFacts, type ScenarioResult, searchSection } from './report.js';
import { buildScenarios, type Scenario } from './scenarios.js';
import { startServer } from './server.js';
import { ms } from './stats.js';

/**
 * `npm run bench`: the search and landing page requests against the built server over the
 * `npm run bench:data` database: statements captured with the SQL trace, latency, throughput and the
 * same statements run directly; the results go to the "## Search" section of bench/results.md.
 */
async function dataFacts(db: pg.Client): Promise<string> {
  const count = async (sql: string) => Number((await db.query(sql)).rows[0].count).toLocaleString('en');
  const open = `status = 1 AND approval = 2 AND deadline > now()`;
  const {
    rows: [{ note, size, vacancyTable }],
  } = await db.query(
    `SELECT shobj_description(d.oid, 'pg_database') AS note, pg_size_pretty(pg_database_size(d.datname)) AS size,
            pg_size_pretty(pg_total_relation_size('vacancy')) AS "vacancyTable"
       FROM pg_database d WHERE d.datname = current_database()`,
  );
  const generation = note ? (JSON.parse(note) as GenerationNote) : null;
  const steps = generation
    ? Object.entries(generation.seconds)
        .filter(([name]) => name !== 'total')
        .map(([name, s]) => `${name} ${s} s`)
        .join(', ')
    : '';
  return `Data: ${await count('SELECT count(*) FROM company')} companies (${await count(`SELECT count(*) FROM company WHERE name ~ '[ა-ჰ]'`)} with Georgian names, ${await count('SELECT count(*) FROM company WHERE is_verified')} verified),
${await count('SELECT count(*) FROM vacancy')} vacancies (${await count(`SELECT count(*) FROM vacancy WHERE ${open}`)} open, ${await count('SELECT count(*) FROM vacancy WHERE title_ge IS NOT NULL')} with a Georgian title; ${await count('SELECT count(*) FROM vacancy_technology')} technology links),
${await count('SELECT count(*) FROM account WHERE account_kind = 1')} talents (${await count('SELECT count(*) FROM talent_directory WHERE visible')} visible in the talent directory, ${await count('SELECT count(*) FROM talent_profile WHERE desired_salary_min IS NOT NULL')} with a desired salary, ${await count('SELECT count(*) FROM talent_hidden_company')} hidden-company links, ${await count(`SELECT count(*) FROM talent_hidden_company h JOIN company c ON c.id = h.company_id JOIN account a ON a.id = c.account_id WHERE a.email = '${BENCH_COMPANY_EMAIL}'`)} of them from the searching company), ${await count('SELECT count(*) FROM application')} applications, ${await count('SELECT count(*) FROM favorite_vacancy')} favourites;
the database takes ${size} (the vacancy table with its indexes ${vacancyTable}).${
    generation ? ` Generated ${generation.generatedAt.slice(0, 10)} in ${generation.seconds.total} s (${steps}).` : ''
  }`;
}

/** Landing calls first: their caches are cold only for the first request. */
const captureOrder = (scenarios: Scenario[]) => [
  ...scenarios.filter((s) => s.landing),
  ...scenarios.filter((s) => !s.landing),
];

/** The routes being built may not be there yet: a 404 there is "missing", not a failure. */
const mayBeMissing = (scenario: Scenario) =>
  scenario.group === 'Smart search' || scenario.group === 'Hostile input' || scenario.group === 'RSS';

/**
 * The server each scenario is measured on: the landing calls and the feed with the public answers
 * kept, as deployed; the salary insights with no cache at all (their figures are precomputed by the
 * daily job, and the page must be fast without the read cache); every other group without the public
 * answers but with the read cache's shared figures.
 */
const PASSES: { name: string; env: Record<string, string> }[] = [
  { name: 'with PUBLIC_ANSWER_CACHE=off', env: { PUBLIC_ANSWER_CACHE: 'off' } },
  { name: 'as deployed', env: {} },
  { name: 'with no cache (READ_CACHE_SECONDS=0)', env: { PUBLIC_ANSWER_CACHE: 'off', READ_CACHE_SECONDS: '0' } },
];
const passOf = (scenario: Scenario) =>
  scenario.group === 'Landing page' || scenario.group === 'RSS'
    ? PASSES[1]
    : scenario.group === 'Salary insights'
      ? PASSES[2]
      : PASSES[0];

async function measure(baseUrl: string, databaseUrl: string, result: ScenarioResult): Promise<void> {
  const scenario = await signedIn(baseUrl, result.scenario);
  try {
    result.api = await latency(baseUrl, scenario);
    result.requestsPerSecond = await throughput(baseUrl, scenario);
  } catch (error) {
    if (!(error instanceof NonSuccessError)) throw error;
    console.error(`FAILED: ${error.message}`);
    Object.assign(result, { state: 'failed', problem: error.message, api: undefined, requestsPerSecond: undefined });
    return;
  }
  try {
    result.sql = await replay(databaseUrl, result.capture!.statements);
  } catch (error) {
    result.sqlProblem = error instanceof Error ? error.message : String(error);
  }
  console.log(
    `  ${scenario.group} / ${scenario.name}: API p50 ${ms(result.api.p50)} p95 ${ms(result.api.p95)} ms, ${Math.round(result.requestsPerSecond)} req/s; ` +
      `SQL p50 ${ms(result.sql?.p50 ?? Number.NaN)} p95 ${ms(result.sql?.p95 ?? Number.NaN)} ms`,
  );
}

async function main(): Promise<void> {
  const databaseUrl = benchUrl(await serverUrl());
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect().catch((error: Error) => {
    throw new Error(`Cannot open ${BENCH_DATABASE} (${error.message}): run npm run bench:data first`);
  });
  const loadAtStart = loadavg()[0];
  // BENCH_ONLY (a pattern of group / name) runs some scenarios for a trial and writes nothing.
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  const scenarios = (await buildScenarios(db)).filter(
    (scenario) => !only || only.test(`${scenario.group} / ${scenario.name}`),
  );
  const data = await dataFacts(db);
  const [{ version }] = (await db.query("SELECT current_setting('server_version') AS version")).rows;
  await db.end();

  const traceFile = join(tmpdir(), `techboard-bench-trace-${process.pid}.jsonl`);
  const results = new Map<Scenario, ScenarioResult>();
  console.log('Capturing the statements of each request ...');
  const traced = await startServer(databaseUrl, traceFile);
  try {
    for (const scenario of captureOrder(scenarios)) {
      const capture = await captureStatements(traced.baseUrl, await signedIn(traced.baseUrl, scenario), traceFile);
      const state =
        capture.status === 200 ? 'measured' : capture.status === 404 && mayBeMissing(scenario) ? 'missing' : 'failed';
      const problem = state === 'failed' ? `HTTP ${capture.status}: ${capture.body.slice(0, 300)}` : undefined;
      results.set(scenario, { scenario, state, problem, capture });
      console.log(
        `  ${scenario.group} / ${scenario.name}: HTTP ${capture.status}, ${capture.statements.length} statements, ${capture.results}`,
      );
    }
  } finally {
    await traced.stop();
    rmSync(traceFile, { force: true });
  }

  // Searches and pages are measured doing their work on every request: with the public answers
  // kept, the same request repeated would be answered from them after the first (issue 21). The
  // read cache's shared figures (counts per technology, dictionaries) stay as deployed. The landing
  // calls and the feed are built around the public answers, and measured with them.
  let memory: RunFacts['memory'] = null;
  for (const pass of PASSES) {
    const group = scenarios.filter(
      (scenario) => passOf(scenario) === pass && results.get(scenario)!.state === 'measured',
    );
    if (!group.length) continue;
    console.log(`Measuring ${pass.name} ...`);
    const server = await startServer(databaseUrl, null, pass.env);
    try {
      for (const scenario of group) await measure(server.baseUrl, databaseUrl, results.get(scenario)!);
      const used = server.memory();
      if (used && (!memory || used.peakMb > memory.peakMb)) memory = used;
    } finally {
      await server.stop();
    }
  }

  const facts: RunFacts = {
    date: new Date().toISOString().slice(0, 10),
    postgres: version,
    cpu: `${cpus().length} cores (${cpus()[0]?.model.trim()})`,
    loadAtStart,
    loadAtEnd: loadavg()[0],
    data,
    memory,
  };
  const section = searchSection(
    scenarios.map((scenario) => results.get(scenario)!),
    facts,
  );
  if (only) console.log(`\n${section}\nBENCH_ONLY: not written to bench/results.md`);
  else {
    writeResultsSection('bench/results.md', section);
    console.log(`\n${section}\nWritten to bench/results.md`);
  }
  const failed = [...results.values()].filter((result) => result.state === 'failed');
  if (failed.length) {
    console.error(
      `\n${failed.length} scenario(s) FAILED:\n${failed.map((result) => `  ${result.scenario.name}: ${result.problem}`).join('\n')}`,
    );
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
