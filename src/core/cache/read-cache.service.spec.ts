import { AppConfig } from '../../config/app-config.js';
import { CacheInvalidationBus } from './cache-invalidation-bus.js';
import { PublicResponseCache } from './public-response-cache.js';
import { ReadCache } from './read-cache.service.js';

const REDIS_URL = 'redis://127.0.0.1:6379/4';

const cacheFor = (seconds: string, env: Record<string, string> = {}) => {
  const config = AppConfig.fromProcessEnv({ NODE_ENV: 'test', READ_CACHE_SECONDS: seconds, ...env });
  const bus = new CacheInvalidationBus(config);
  const responses = new PublicResponseCache(config, bus);
  return { cache: new ReadCache(config, responses, bus), responses, bus };
};

describe('ReadCache.forget', () => {
  it('forgets the keys with the given prefixes only, and clears the public answers', async () => {
    const { cache, responses } = cacheFor('60');
    let cleared = 0;
    const clear = responses.clear.bind(responses);
    responses.clear = () => {
      cleared += 1;
      return clear();
    };
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    await cache.remember('dictionary:a', load);
    await cache.remember('hero', load);
    expect(await cache.remember('dictionary:a', load)).toBe(1);

    cache.forget('dictionary:');
    expect(cleared).toBe(1);
    expect(await cache.remember('dictionary:a', load)).toBe(3);
    expect(await cache.remember('hero', load)).toBe(2);

    cache.forget('');
    expect(await cache.remember('hero', load)).toBe(4);
  });

  it('answers a load under way when its key is forgotten, but does not keep it', async () => {
    const { cache } = cacheFor('60');
    let finish!: (value: string) => void;
    const pending = cache.remember('hero', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.forget('hero');
    finish('old');
    expect(await pending).toBe('old');
    expect(await cache.remember('hero', () => Promise.resolve('new'))).toBe('new');
  });

  it('does nothing harmful when the cache is off', async () => {
    const { cache } = cacheFor('0');
    cache.forget('x');
    expect(await cache.remember('x', () => Promise.resolve(1))).toBe(1);
  });
});

describe('ReadCache.forget across processes (REDIS_URL)', () => {
  const processes: ReturnType<typeof cacheFor>[] = [];
  afterEach(async () => {
    await Promise.all(
      processes.splice(0).flatMap(({ bus, responses }) => [bus.onApplicationShutdown(), responses.onModuleDestroy()]),
    );
  });

  const startProcess = async () => {
    const made = cacheFor('60', { REDIS_URL });
    processes.push(made);
    await made.bus.ready;
    return made;
  };

  it("drops the other process's kept answers and public answers once the message arrives", async () => {
    const [first, second] = [await startProcess(), await startProcess()];
    const key = `dictionary:${Math.random()}`;
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await second.cache.remember(key, load)).toBe(1);
    expect(await second.cache.remember(key, load)).toBe(1);
    let secondResponsesCleared = false;
    const clearHere = second.responses.clearHere.bind(second.responses);
    second.responses.clearHere = () => {
      secondResponsesCleared = true;
      clearHere();
    };

    first.cache.forget(key);
    await waitFor(() => secondResponsesCleared);
    expect(await second.cache.remember(key, load)).toBe(2);
  });

  it('does not hear its own announcements back', async () => {
    const [first, second] = [await startProcess(), await startProcess()];
    const prefix = `own:${Math.random()}`;
    const heard = { first: 0, second: 0 };
    const count = (name: keyof typeof heard) => (invalidation: { kind: string; prefixes?: string[] }) => {
      if (invalidation.prefixes?.includes(prefix)) heard[name] += 1;
    };
    first.bus.onAnnouncement(count('first'));
    second.bus.onAnnouncement(count('second'));
    first.cache.forget(prefix);
    await waitFor(() => heard.second === 1);
    // The round trip that brought it to the second has passed for the first too.
    second.bus.announce({ kind: 'forget', prefixes: ['other'] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual({ first: 0, second: 1 });
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the other process');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
