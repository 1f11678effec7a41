import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  chosenLanguageCookie,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  routerBasenameOf,
} from '../../shared/language-paths';
import { App } from './App';
import { showToast } from './components/feedback/toast';
import { prepareRoute, preloadRoute } from './lib/preload-route';
import { appRoutes } from './routes';
import { readSiteOrigin } from './lib/head/site-origin';
import { readPageData } from './ssr/page-data';
import { yieldToBrowser } from './boot/yield-to-browser';
import { LANGUAGE_KEY } from './stores/LanguageStore';
import { RootStore } from './stores/RootStore';

const pageData = readPageData(document);
// A choice made before the cookie existed reaches the server from now on.
const storedChoice = localStorage.getItem(LANGUAGE_KEY);
if (storedChoice && !/(?:^|;\s*)lang=/.test(document.cookie))
  document.cookie = chosenLanguageCookie(storedChoice === 'ka-GE' ? 'ka' : 'en');
const language = languageOfPath(window.location.pathname);
const store = new RootStore({
  search: window.location.search,
  notify: showToast,
  pathLanguage: language,
  openInLanguage: (next) =>
    window.location.assign(
      pathInLanguage(`${window.location.pathname}${window.location.search}${window.location.hash}`, next),
    ),
  rememberForServer: (chosen) => {
    document.cookie = chosenLanguageCookie(chosen);
  },
  hydrating: pageData !== null,
  siteUrl: readSiteOrigin(document),
  firstPageAnswers: pageData?.answers,
});
store.chunkRecovery.listen(window);

const app = (
  <StrictMode>
    <BrowserRouter basename={routerBasenameOf(language) || undefined}>
      <App store={store} />
    </BrowserRouter>
  </StrictMode>
);
const root = document.getElementById('root')!;
const pathname = pathWithoutLanguage(window.location.pathname);

if (pageData) {
  // The server's page: the same stores, loaded from the document's answers, then hydrated.
  void (async () => {
    // Each step its own task (yieldToBrowser), so that no step holds the main thread long.
    await store.language.init();
    await yieldToBrowser();
    store.prepareShell();
    await prepareRoute(appRoutes, pathname, window.location.search, store);
    await yieldToBrowser();
    await store.settled();
    await yieldToBrowser();
    // As a transition, React hydrates in slices and yields to the browser between them, instead of
    // holding the main thread for the whole page.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  })();
} else {
  // The page's code loads beside the language texts instead of after them.
  void preloadRoute(appRoutes, pathname);
  void store.start();
  createRoot(root).render(app);
}
