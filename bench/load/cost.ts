import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverUrl } from '../search/bench-database.js';
import { startServer } from '../search/server.js';
import { childrenOf } from '../support/processes.js';
import { ApplicationPairs, signInApplicants } from './applicants.js';
import { createLoadDatabase } from './load-data.js';
import { machineFacts } from './machine.js';
import { writeLoadSubsection } from './report.js';
import { existingApplications, readSiteSample } from './site-sample.js';
import { runMixedLoad } from './mixed-load.js';
import { trafficMix } from './traffic-mix.js';

/**
 * `npm run bench:cost`: what each request kind of the load benchmark's mix costs in CPU, the
 * server's and PostgreSQL's: each kind alone, with the load benchmark's generator (autocannon) over
 * COST_CONNECTIONS (20) connections for COST_SECONDS (5), so that the server works as under load
 * (several requests per turn of its event loop) without the other kinds in its queue. The CPU the
 * two processes used in that time, divided by the answers, is the kind's cost; the costs weighted
 * by the shares say how many requests per second of the mix the machine's cores can serve at best.
 * The same scratch database, server (WEB_CONCURRENCY=2, production mode) and requests as
 * `npm run bench:load`, after 2 s of each kind to warm up. The public answers are kept as
 * deployed: a kind whose addresses repeat (the landing calls) is mostly served from them.
 * Writes the subsection "### CPU per request kind" of the "## Load" section.
 */
const SECONDS = Number(process.env.COST_SECONDS || 5);
const CONNECTIONS = Number(process.env.COST_CONNECTIONS || 20);
const WARM_UP_SECONDS = 2;
const RESULTS = 'bench/results.md';
const TITLE = '### CPU per request kind';
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) a process has used, from /proc; 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL server process on this machine (the backends come and go with connections). */
const postgresPids = (): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .map(Number);

/** CPU seconds of each process, by pid. */
const cpuOf = (pids: number[]): Map<number, number> => new Map(pids.map((pid) => [pid, cpuSeconds(pid)]));

/** CPU seconds the processes used since `before` (a process that started since counts whole; one
 *  that ended since is not counted: the pools keep their connections through a run). */
function cpuSince(before: Map<number, number>, pids: number[]): number {
  return pids.reduce((total, pid) => total + Math.max(0, cpuSeconds(pid) - (before.get(pid) ?? 0)), 0);
}

interface KindCost {
  name: string;
  share: number;
  serverMs: number;
  postgresMs: number;
  /** The kind alone, at CONNECTIONS connections. */
  perSecond: number;
  unexpected: number;
}

async function main(): Promise<void> {
  console.log('Creating the scratch database ...');
  const data = await createLoadDatabase(await serverUrl());
  const server = await startServer(
    data.url,
    null,
    { AUTH_RATE_LIMIT_PER_MINUTE: '1000000', WEB_CONCURRENCY: String(availableParallelism()) },
    join(tmpdir(), `techboard-bench-cost-${process.pid}.log`),
  );
  try {
    const sample = await readSiteSample(data.url);
    const applicants = await signInApplicants(server.baseUrl, sample, 40);
    const kinds = trafficMix(
      sample,
      new ApplicationPairs(applicants, sample.openVacancyIds, await existingApplications(data.url)),
    );
    const machine = machineFacts();
    const serverPids = () => [server.pid, ...childrenOf(server.pid)];
    const costs: KindCost[] = [];
    for (const kind of kinds) {
      const alone = [{ ...kind, share: 100 }];
      await runMixedLoad(server.baseUrl, alone, {
        connections: CONNECTIONS,
        seconds: WARM_UP_SECONDS,
        timeoutSeconds: 10,
      });
      const serverBefore = cpuOf(serverPids());
      const postgresBefore = cpuOf(postgresPids());
      const run = await runMixedLoad(server.baseUrl, alone, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        timeoutSeconds: 10,
      });
      costs.push({
        name: kind.name,
        share: kind.share,
        serverMs: (cpuSince(serverBefore, serverPids()) * 1000) / run.answered,
        postgresMs: (cpuSince(postgresBefore, postgresPids()) * 1000) / run.answered,
        perSecond: run.requestsPerSecond,
        unexpected: run.errors,
      });
      console.log(`  ${kind.name}: ${JSON.stringify(costs.at(-1))}`);
    }
    const section = costSection(costs, machine.cpu, machine.loadAtStart);
    writeLoadSubsection(RESULTS, section);
    console.log(`\n${section}\nWritten to bench/results.md`);
    if (costs.some((cost) => cost.unexpected > 0)) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(join(tmpdir(), `techboard-bench-${process.pid}`), { recursive: true, force: true });
    await data.drop();
  }
}

const fixed = (value: number) => value.toFixed(value < 10 ? 2 : 1);

function costSection(costs: KindCost[], cpu: string, loadAtStart: number): string {
  const totalShare = costs.reduce((total, cost) => total + cost.share, 0);
  const mean = (pick: (cost: KindCost) => number) =>
    costs.reduce((total, cost) => total + (cost.share / totalShare) * pick(cost), 0);
  const meanCpu = mean((cost) => cost.serverMs + cost.postgresMs);
  const cores = availableParallelism();
  const rows = costs.map(
    (cost) =>
      `| ${cost.name} | ${cost.share} % | ${fixed(cost.serverMs)} | ${fixed(cost.postgresMs)} | ${fixed(cost.serverMs + cost.postgresMs)} | ${fixed((cost.share / totalShare) * (cost.serverMs + cost.postgresMs))} | ${Math.round(cost.perSecond)} | ${cost.unexpected} |`,
  );
  return `${TITLE}

\`npm run bench:cost\` (bench/load/cost.ts), ${new Date().toISOString().slice(0, 10)}: the same scratch database, server (${availableParallelism()} worker
processes, NODE_ENV=production, public answers kept as deployed), generator and requests as the runs above; each kind alone
at ${CONNECTIONS} connections for ${SECONDS} s after ${WARM_UP_SECONDS} s to warm up; CPU read from /proc (user and system time) for the server's
processes and for every PostgreSQL process, divided by the answers. ${cpu}; load average ${loadAtStart.toFixed(1)} when the run started.

| request kind | share | server CPU ms | PostgreSQL CPU ms | CPU ms | CPU ms × share | alone, requests/s | unexpected |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

Weighted by the shares, the mix costs ${fixed(meanCpu)} ms of CPU per request (server ${fixed(mean((cost) => cost.serverMs))}, PostgreSQL
${fixed(mean((cost) => cost.postgresMs))}): ${cores} cores can serve at most ${Math.round((cores * 1000) / meanCpu)} requests per second of it, before the load
generator takes its share of the same cores. An upper bound: a kind alone repeats its addresses
faster than in the mix, so more of its answers come from the kept answers and pages.
`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
