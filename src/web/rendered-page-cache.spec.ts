import { AppConfig } from '../config/app-config.js';
import { CacheInvalidationBus } from '../core/cache/cache-invalidation-bus.js';
import { PublicResponseCache } from '../core/cache/public-response-cache.js';
import { ReadCache } from '../core/cache/read-cache.service.js';
import type { RenderedPage } from './page-renderer.service.js';
import { RenderedPageCache } from './rendered-page-cache.js';

const REDIS_URL = 'redis://127.0.0.1:6379/5';

/** One server process's page cache, told of the others' changes through Redis. */
async function startProcess() {
  const config = AppConfig.fromProcessEnv({ NODE_ENV: 'test', READ_CACHE_SECONDS: '60', REDIS_URL });
  const bus = new CacheInvalidationBus(config);
  await bus.ready;
  const responses = new PublicResponseCache(config, bus);
  const pages = new RenderedPageCache(config, new ReadCache(config, responses, bus), bus);
  return { bus, pages, responses };
}

describe('RenderedPageCache across processes (REDIS_URL)', () => {
  let processes: Awaited<ReturnType<typeof startProcess>>[] = [];
  afterEach(async () => {
    await Promise.all(
      processes.flatMap(({ bus, responses }) => [bus.onApplicationShutdown(), responses.onModuleDestroy()]),
    );
    processes = [];
  });

  it("a change through one process drops the other's kept pages, not its own process's twice", async () => {
    processes = [await startProcess(), await startProcess()];
    const [first, second] = processes;
    let renders = 0;
    const render = (): Promise<RenderedPage> =>
      Promise.resolve({ status: 200, html: `<p>${++renders}</p>`, scriptHashes: [] });
    const address = `/faq?run=${Math.random()}`;
    expect((await second!.pages.page(address, render)).hit).toBe(false);
    expect((await second!.pages.page(address, render)).hit).toBe(true);

    first!.pages.clearEverywhere();
    const deadline = Date.now() + 5000;
    while ((await second!.pages.page(address, render)).hit) {
      if (Date.now() > deadline) throw new Error('the second process kept its page');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(renders).toBe(2);
  });
});

describe('RenderedPageCache in one process', () => {
  const startAlone = () => {
    const config = AppConfig.fromProcessEnv({ NODE_ENV: 'test', READ_CACHE_SECONDS: '60' });
    const bus = new CacheInvalidationBus(config);
    const responses = new PublicResponseCache(config, bus);
    return { pages: new RenderedPageCache(config, new ReadCache(config, responses, bus), bus), responses };
  };

  it('answers a render under way when the pages are cleared, and renders afresh after', async () => {
    const { pages, responses } = startAlone();
    let finish!: (page: RenderedPage) => void;
    const pending = pages.page('/vacancies/7', () => new Promise<RenderedPage>((resolve) => (finish = resolve)));
    pages.clear();
    finish({ status: 200, html: '<p>before the change</p>', scriptHashes: [] });
    const answer = await pending;
    expect(answer.served.page.html).toBe('<p>before the change</p>');
    const after = await pages.page('/vacancies/7', () =>
      Promise.resolve({ status: 200, html: '<p>after</p>', scriptHashes: [] }),
    );
    expect(after).toMatchObject({ hit: false, served: { page: { html: '<p>after</p>' } } });
    await responses.onModuleDestroy();
  });
});
