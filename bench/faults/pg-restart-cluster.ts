import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../search/server.js';

const execute = promisify(execFile);

/**
 * A PostgreSQL cluster of the benchmark's own (initdb in a temporary folder, on a free port, trust
 * authentication), so that it can be stopped and started without touching any other server. Run as
 * root, the commands run as the `postgres` user, which PostgreSQL requires.
 */
export class ScratchCluster {
  private constructor(
    private readonly bin: string,
    readonly folder: string,
    readonly port: number,
  ) {}

  get dataDir(): string {
    return join(this.folder, 'data');
  }

  /** The URL of database `name` as the `postgres` superuser. */
  url(name = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${name}`;
  }

  static async create(): Promise<ScratchCluster> {
    const cluster = new ScratchCluster(
      postgresBin(),
      mkdtempSync(join(tmpdir(), 'techboard-pg-restart-')),
      await freePort(),
    );
    chmodSync(cluster.folder, 0o777);
    await cluster.run('initdb', ['-D', cluster.dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    await cluster.start();
    return cluster;
  }

  /** Starts the server and waits until it accepts connections. */
  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.folder} -c listen_addresses=127.0.0.1`;
    await this.run('pg_ctl', ['-D', this.dataDir, '-o', options, '-l', join(this.folder, 'server.log'), '-w', 'start']);
    await this.waitUntilReady();
  }

  /** A fast shutdown: running transactions roll back, sessions end, a checkpoint is written. */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await this.run('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', 'stop']);
  }

  async waitUntilReady(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const client = new pg.Client({ connectionString: this.url() });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query('SELECT 1');
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
      } finally {
        await client.end().catch(() => undefined);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Stops the server (if running) and removes the folder. */
  async destroy(): Promise<void> {
    if (existsSync(join(this.dataDir, 'postmaster.pid'))) await this.stop('immediate').catch(() => undefined);
    rmSync(this.folder, { recursive: true, force: true });
  }

  /** Asynchronously, so that the load of the same process goes on meanwhile. */
  private async run(program: string, args: string[]): Promise<void> {
    const path = join(this.bin, program);
    if (process.getuid?.() === 0) {
      const quoted = [path, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
      await execute('su', ['postgres', '-s', '/bin/sh', '-c', quoted]);
    } else {
      await execute(path, args);
    }
  }
}

/** PG_BIN, else the newest /usr/lib/postgresql/<version>/bin (Debian's layout). */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length)
    throw new Error('No PostgreSQL binaries: install postgresql or set PG_BIN to the folder of initdb and pg_ctl');
  return join(root, versions[0], 'bin');
}
