import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';
import { kindPicker, type RequestKind } from './traffic-mix.js';

export interface KindTally {
  name: string;
  share: number;
  /** Milliseconds of each answered request. */
  latencies: number[];
  ok: number;
  duplicates: number;
  /** Answers the kind does not expect (any 5xx, or a 4xx other than its duplicates). */
  errors: number;
  timeouts: number;
  /** Status → count, for the unexpected ones. */
  unexpected: Record<number, number>;
}

export interface LoadRun {
  connections: number;
  seconds: number;
  timeoutSeconds: number;
  answered: number;
  requestsPerSecond: number;
  /** Unexpected answers + timeouts + connection errors. */
  errors: number;
  connectionErrors: number;
  kinds: KindTally[];
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** A request unanswered for this long counts as a timeout (and is sent again). */
  timeoutSeconds: number;
}

/**
 * Runs autocannon over the mix: every connection picks a kind by its share for each request
 * (client.setRequests between answers), so each answer is tallied under its kind with its latency.
 */
export async function runMixedLoad(baseUrl: string, kinds: RequestKind[], options: LoadOptions): Promise<LoadRun> {
  const pick = kindPicker(kinds);
  const tallies = new Map(
    kinds.map((kind) => [
      kind,
      {
        name: kind.name,
        share: kind.share,
        latencies: [],
        ok: 0,
        duplicates: 0,
        errors: 0,
        timeouts: 0,
        unexpected: {},
      } as KindTally,
    ]),
  );
  let connectionErrors = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    timeout: options.timeoutSeconds,
    setupClient: (client) => {
      let current = pick();
      const prepare = () => {
        const { method, path, headers, body } = current.next();
        client.setRequests([{ method, path, headers, body }]);
      };
      prepare();
      // Emitted before the connection sends its next request: the answer is the current kind's.
      client.on('response', (status: number, _bytes: number, ms: number) => {
        const tally = tallies.get(current)!;
        tally.latencies.push(ms);
        const outcome = current.outcome(status);
        if (outcome === 'ok') tally.ok++;
        else if (outcome === 'duplicate') tally.duplicates++;
        else {
          tally.errors++;
          tally.unexpected[status] = (tally.unexpected[status] ?? 0) + 1;
        }
        current = pick();
        prepare();
      });
      // autocannon has already sent the same request again on a new connection: keep its kind.
      const events = client as EventEmitter; // these two events are missing from the typings
      events.on('timeout', () => tallies.get(current)!.timeouts++);
      events.on('connError', () => connectionErrors++);
    },
  });
  const all = [...tallies.values()];
  const answered = all.reduce((sum, tally) => sum + tally.latencies.length, 0);
  const unexpected = all.reduce((sum, tally) => sum + tally.errors + tally.timeouts, 0);
  return {
    connections: options.connections,
    seconds: result.duration,
    timeoutSeconds: options.timeoutSeconds,
    answered,
    requestsPerSecond: answered / result.duration,
    errors: unexpected + connectionErrors,
    connectionErrors,
    kinds: all,
  };
}
