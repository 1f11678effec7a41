import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config.js';

/** What one process tells the others to drop: kept answers by key prefix, or every rendered page. */
export type Invalidation = { kind: 'forget'; prefixes: string[] } | { kind: 'pages' };

/** Per Redis database index (pub/sub channels are shared by all of a server's databases): the
 *  processes of one site use one REDIS_URL, and another site or a test on another index is not told. */
const channelOf = (connection: Redis) => `techboard:cache-invalidation:${connection.options.db ?? 0}`;

interface Announcement {
  origin: string;
  invalidation: Invalidation;
}

/** How worker processes without Redis tell each other, through the primary (server-processes.ts). */
interface CacheInvalidationMessage {
  techboardCacheInvalidation: Invalidation;
}

export const isCacheInvalidationMessage = (message: unknown): message is CacheInvalidationMessage =>
  typeof message === 'object' && message !== null && 'techboardCacheInvalidation' in message;

const isInvalidation = (value: unknown): value is Invalidation => {
  const candidate = value as Invalidation | null;
  if (candidate?.kind === 'pages') return true;
  return (
    candidate?.kind === 'forget' &&
    Array.isArray(candidate.prefixes) &&
    candidate.prefixes.every((prefix) => typeof prefix === 'string')
  );
};

/**
 * Keeps the caches of every process in step (issue 21): each process keeps its answers and pages
 * in memory, and a change made through one of them must drop them in all. With REDIS_URL, every
 * invalidation is published on one Redis channel and applied by the other processes when it
 * arrives (processes on several machines); without it, worker processes of one machine
 * (WEB_CONCURRENCY) tell each other through their primary, and a single process has nobody to
 * tell. A lost message (Redis down) costs at most READ_CACHE_SECONDS of an old answer elsewhere.
 */
@Injectable()
export class CacheInvalidationBus implements OnApplicationShutdown {
  private readonly logger = new Logger(CacheInvalidationBus.name);
  private readonly origin = randomUUID();
  private readonly handlers: ((invalidation: Invalidation) => void)[] = [];
  private readonly publisher: Redis | null;
  private readonly subscriber: Redis | null;
  private readonly channel: string;
  /** Resolved once this process listens on the channel (at once without Redis). */
  readonly ready: Promise<void>;

  constructor(config: AppConfig) {
    if (!config.redisUrl || config.readCacheSeconds <= 0) {
      this.publisher = this.subscriber = null;
      this.channel = '';
      this.ready = Promise.resolve();
      if (config.readCacheSeconds > 0 && cluster.isWorker) {
        process.on('message', (message: unknown) => {
          if (isCacheInvalidationMessage(message)) this.deliver(message.techboardCacheInvalidation);
        });
      }
      return;
    }
    this.publisher = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(config.redisUrl);
    this.channel = channelOf(this.subscriber);
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    }
    this.subscriber.on('message', (_channel: string, text: string) => this.receive(text));
    this.ready = this.subscriber.subscribe(this.channel).then(
      () => undefined,
      (error: unknown) =>
        this.logger.warn(`Cannot listen for other processes' invalidations: ${(error as Error).message}`),
    );
  }

  /** Tells the other processes; this one has applied the invalidation itself. */
  announce(invalidation: Invalidation): void {
    if (!this.publisher) {
      // The primary passes it on to the other workers, never back to this one.
      if (cluster.isWorker && process.connected)
        process.send?.({ techboardCacheInvalidation: invalidation } satisfies CacheInvalidationMessage);
      return;
    }
    const announcement: Announcement = { origin: this.origin, invalidation };
    this.publisher.publish(this.channel, JSON.stringify(announcement)).catch((error: unknown) => {
      this.logger.warn(`Cannot tell other processes to drop cached answers: ${(error as Error).message}`);
    });
  }

  /** Called with each invalidation another process announces. */
  onAnnouncement(handler: (invalidation: Invalidation) => void): void {
    this.handlers.push(handler);
  }

  private receive(text: string): void {
    let announcement: Partial<Announcement>;
    try {
      announcement = JSON.parse(text) as Partial<Announcement>;
    } catch {
      return;
    }
    if (announcement.origin !== this.origin) this.deliver(announcement.invalidation);
  }

  /** Applies what another process sent, once it is checked to be an invalidation. */
  private deliver(invalidation: unknown): void {
    if (!isInvalidation(invalidation)) return;
    for (const handler of this.handlers) handler(invalidation);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.publisher, this.subscriber].map((connection) => connection?.quit().catch(() => undefined)));
  }
}
