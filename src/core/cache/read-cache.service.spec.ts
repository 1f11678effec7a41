import { AppConfig } from '../../config/app-config.js';
import { PublicResponseCache } from './public-response-cache.js';
import { ReadCache } from './read-cache.service.js';

const cacheFor = (seconds: string) => {
  const config = AppConfig.fromProcessEnv({ NODE_ENV: 'test', READ_CACHE_SECONDS: seconds });
  const responses = new PublicResponseCache(config);
  return { cache: new ReadCache(config, responses), responses };
};

describe('ReadCache.forget', () => {
  it('forgets the keys with the given prefixes only, and clears the public answers', async () => {
    const { cache, responses } = cacheFor('60');
    let cleared = 0;
    const clear = responses.clear.bind(responses);
    responses.clear = () => {
      cleared += 1;
      clear();
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
    const { cache, responses } = cacheFor('0');
    expect(responses.middleware).toBeNull();
    cache.forget('x');
    expect(await cache.remember('x', () => Promise.resolve(1))).toBe(1);
  });
});
