import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { pathWithoutLanguage, routerBasenameOf, type PathLanguage } from '../../shared/language-paths';
import { MantineProvider } from '@mantine/core';
import { enableStaticRendering } from 'mobx-react-lite';
import { App } from './App';
import { prepareRoute, preloadRouteInTurn } from './lib/preload-route';
import { appRoutes } from './routes';
import { memoryStorage } from './ssr/memory-storage';
import { RecordingFetch, type PageData } from './ssr/recorded-answers';
import { RootStore } from './stores/RootStore';
import { cssVariablesResolver, theme } from './theme';

// A render draws once: observers make no reactions (which would hold each page's stores until a
// timer disposed of them, seconds after the answer).
enableStaticRendering(true);

let headStyles: string | undefined;

/** Mantine's theme variables and global classes as `<style>` elements for the document's head
 *  (the app's provider leaves them out: a style element may not stand in the body). */
export function mantineHeadStyles(): string {
  headStyles ??= (
    renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <span />
      </MantineProvider>,
    ).match(/<style[^>]*>[\s\S]*?<\/style>/g) ?? []
  ).join('');
  return headStyles;
}

export interface ServerRenderRequest {
  /** The page's address: path and query (`/ka/vacancies?page=2`). */
  url: string;
  language: PathLanguage;
  /** "EN" or "GE". */
  defaultLanguage: string;
  /** The site's public address (PUBLIC_URL). */
  siteUrl: string;
  /** Answers the API's calls in the same process (no network). */
  fetch: typeof fetch;
}

export interface ServerRenderResult {
  /** The app's markup, for the root element. */
  html: string;
  /** The document's data block: what hydration needs to render the same without the API. */
  data: PageData;
  /** Milliseconds spent waiting for the page's data, and drawing it (for Server-Timing). */
  timings: { data: number; render: number };
}

/** Renders a page with the same components the browser hydrates (issue 20): the page's
 *  `prepare` starts its loads, the render waits for every answer, then draws the page once. */
export async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const cut = request.url.indexOf('?');
  const pathname = cut === -1 ? request.url : request.url.slice(0, cut);
  const search = cut === -1 ? '' : request.url.slice(cut);
  const started = performance.now();
  const recording = new RecordingFetch(request.fetch);
  const store = new RootStore({
    fetch: recording.fetch,
    storage: memoryStorage(),
    sessionStorage: memoryStorage(),
    search,
    pathLanguage: request.language,
    pageDefaultLanguage: request.defaultLanguage,
    hydrating: true,
    siteUrl: request.siteUrl,
    reload: () => undefined,
    assignLocation: () => undefined,
    loadBotWidget: () => Promise.resolve(),
  });
  await store.language.init();
  store.prepareShell();
  await preloadRouteInTurn(appRoutes, pathWithoutLanguage(pathname));
  await prepareRoute(appRoutes, pathWithoutLanguage(pathname), search, store);
  await store.settled();
  const drawing = performance.now();
  const html = renderToString(
    <StaticRouter location={request.url} basename={routerBasenameOf(request.language) || undefined}>
      <App store={store} />
    </StaticRouter>,
  );
  const timings = { data: drawing - started, render: performance.now() - drawing };
  return {
    html,
    data: { language: request.language, defaultLanguage: request.defaultLanguage, answers: recording.answers },
    timings,
  };
}
