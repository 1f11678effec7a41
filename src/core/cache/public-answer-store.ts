import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** A finished public answer as it was sent. */
export interface StoredAnswer {
  body: string;
  contentType: string;
  /** The ETag Express gave it, sent again with each hit instead of hashing the body anew. */
  etag: string | null;
  /** Date.now() when it was stored: what is left of its lifetime goes out as max-age. */
  storedAt: number;
}

/** What a lookup found, and the generation an answer made now must be stored under. */
export interface Lookup {
  answer: StoredAnswer | null;
  generation: string;
}

/**
 * Where the finished public answers live. A clear moves the store to a new generation: answers are
 * stored under the generation their request began in, so one made from data read before a change
 * (and stored after it) is never found again.
 */
export interface PublicAnswerStore {
  lookup(key: string): Promise<Lookup>;
  store(key: string, generation: string, answer: StoredAnswer): Promise<void>;
  /** A change was made through this process: every process must stop answering what it kept. */
  clear(): Promise<void>;
  /** Another process made a change and has cleared the shared answers: drop what only this one keeps. */
  clearHere(): void;
  close(): Promise<void>;
}

/** Kept answers at most, in characters of their bodies. */
const MAX_KEPT_CHARACTERS = 32 * 1024 * 1024;

/** One process's answers (no REDIS_URL): other processes are told to clear theirs (CacheInvalidationBus). */
export class MemoryAnswerStore implements PublicAnswerStore {
  private generation = 0;
  private readonly answers: LRUCache<string, StoredAnswer>;

  constructor(ttlSeconds: number) {
    this.answers = new LRUCache<string, StoredAnswer>({
      maxSize: MAX_KEPT_CHARACTERS,
      sizeCalculation: (answer) => Math.max(1, answer.body.length),
      ttl: ttlSeconds * 1000,
      // Expired entries go when they expire, not when pushed out: the memory comes back after a busy spell.
      ttlAutopurge: true,
    });
  }

  lookup(key: string): Promise<Lookup> {
    return Promise.resolve({ answer: this.answers.get(key) ?? null, generation: String(this.generation) });
  }

  store(key: string, generation: string, answer: StoredAnswer): Promise<void> {
    if (generation === String(this.generation)) this.answers.set(key, answer);
    return Promise.resolve();
  }

  clear(): Promise<void> {
    this.clearHere();
    return Promise.resolve();
  }

  clearHere(): void {
    this.generation += 1;
    this.answers.clear();
  }

  close(): Promise<void> {
    this.answers.clear();
    return Promise.resolve();
  }
}

/** The generation and, in one round trip, the answer kept under it. */
const LOOKUP_SCRIPT = `
local generation = redis.call('GET', KEYS[1]) or '0'
return { generation, redis.call('GET', KEYS[2] .. generation .. ':' .. ARGV[1]) }`;

interface LookupCommand {
  publicAnswerLookup(generationKey: string, answerPrefix: string, key: string): Promise<[string, string | null]>;
}

/** A lookup that takes longer is a miss: a slow Redis must not slow every public answer. */
const COMMAND_TIMEOUT_MS = 250;

/**
 * Answers shared by every process of the site through Redis (REDIS_URL; issue 21): an answer made by
 * one machine serves the visitors of all. The generation is a Redis counter, so a clear through any
 * process is seen by all at their next lookup. Redis being away makes every lookup a miss, never an
 * error.
 */
export class RedisAnswerStore implements PublicAnswerStore {
  private readonly logger = new Logger(RedisAnswerStore.name);
  private readonly redis: Redis & LookupCommand;
  private readonly generationKey: string;
  private readonly answerPrefix: string;
  private lastWarning = 0;

  constructor(
    redisUrl: string,
    private readonly ttlSeconds: number,
  ) {
    this.redis = new Redis(redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      commandTimeout: COMMAND_TIMEOUT_MS,
    }) as Redis & LookupCommand;
    this.redis.defineCommand('publicAnswerLookup', { numberOfKeys: 2, lua: LOOKUP_SCRIPT });
    this.redis.on('error', (error: Error) => this.warn(error));
    this.generationKey = 'techboard:public-answers:generation';
    this.answerPrefix = 'techboard:public-answers:';
  }

  async lookup(key: string): Promise<Lookup> {
    try {
      const [generation, text] = await this.redis.publicAnswerLookup(this.generationKey, this.answerPrefix, key);
      return { generation, answer: text === null ? null : (JSON.parse(text) as StoredAnswer) };
    } catch (error) {
      this.warn(error as Error);
      // No generation known: nothing made now is stored.
      return { generation: '', answer: null };
    }
  }

  async store(key: string, generation: string, answer: StoredAnswer): Promise<void> {
    if (!generation) return;
    try {
      await this.redis.set(`${this.answerPrefix}${generation}:${key}`, JSON.stringify(answer), 'EX', this.ttlSeconds);
    } catch (error) {
      this.warn(error as Error);
    }
  }

  async clear(): Promise<void> {
    try {
      await this.redis.incr(this.generationKey);
    } catch (error) {
      // The others keep their answers at most ttlSeconds.
      this.warn(error as Error);
    }
  }

  clearHere(): void {
    // Nothing is kept here: the process that made the change moved the shared generation.
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }

  /** At most one warning a minute: a Redis outage would otherwise log on every public request. */
  private warn(error: Error): void {
    if (Date.now() - this.lastWarning < 60_000) return;
    this.lastWarning = Date.now();
    this.logger.warn(`Shared public answers unavailable (answered without them): ${error.message}`);
  }
}
