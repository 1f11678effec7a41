import { jest } from '@jest/globals';
import { act, render, type RenderResult } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../src/App';
import { loadAccountTexts } from '../src/i18n/setup';
import { StoresProvider } from '../src/stores/StoresContext';
import { RootStore, type RootStoreOptions, type ToastKind } from '../src/stores/RootStore';
import { fakeFetch, type FakeFetch, type FakeRoutes } from './fake-api';
import { serverRoutes } from './fixtures';

export interface RenderedApp extends RenderResult {
  store: RootStore;
  api: FakeFetch;
  reload: ReturnType<typeof jest.fn<() => void>>;
  /** Every toast shown: [kind, text]. */
  notify: ReturnType<typeof jest.fn<(kind: ToastKind, message: string) => void>>;
  /** Full-page navigations (the back office's view-as link). */
  assignLocation: ReturnType<typeof jest.fn<(url: string) => void>>;
  /** Where the app's router is now. */
  location: () => { pathname: string; search: string };
}

/** Lets lazy page chunks and the fake server's answers arrive inside act(). */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Reports the router's location to the test. */
function LocationProbe({ onChange }: { onChange: (location: { pathname: string; search: string }) => void }) {
  const location = useLocation();
  onChange({ pathname: location.pathname, search: location.search });
  return null;
}

/** The whole app at a path as main.tsx renders it (StrictMode included), with real stores over
 *  the fake server; resolves once the language is known (the app renders nothing before), the
 *  stored session's user is loaded, and the page's first requests are answered. The altcha
 *  widget's code is not loaded: its element stays an unknown element tests can talk to. */
export async function renderApp(
  path = '/',
  { routes, ...options }: { routes?: FakeRoutes } & RootStoreOptions = {},
): Promise<RenderedApp> {
  const api = fakeFetch(serverRoutes(routes));
  const reload = jest.fn<() => void>();
  const notify = jest.fn<(kind: ToastKind, message: string) => void>();
  const assignLocation = jest.fn<(url: string) => void>();
  const store = new RootStore({
    fetch: api.fetch,
    reload,
    notify,
    assignLocation,
    loadBotWidget: async () => {},
    ...options,
  });
  await store.start();
  // The signed-in pages' texts, which the panels and the back office load with their code.
  await loadAccountTexts(store.i18n, store.language.locale);
  let current = { pathname: path, search: '' };
  const result = render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe onChange={(location) => (current = location)} />
        <App store={store} env="test" />
      </MemoryRouter>
    </StrictMode>,
  );
  await settle();
  return { ...result, store, api, reload, notify, assignLocation, location: () => current };
}

/** One component with the app's providers (stores, texts, Mantine, a router) but not the shell. */
export async function renderWithStores(ui: ReactNode, options: RootStoreOptions = {}) {
  const api = fakeFetch(serverRoutes());
  const reload = jest.fn<() => void>();
  const store = new RootStore({ fetch: api.fetch, reload, ...options });
  await store.language.init();
  await loadAccountTexts(store.i18n, store.language.locale);
  const result = render(
    <MemoryRouter>
      <StoresProvider store={store}>
        <I18nextProvider i18n={store.i18n}>
          <MantineProvider>{ui}</MantineProvider>
        </I18nextProvider>
      </StoresProvider>
    </MemoryRouter>,
  );
  return { ...result, store, api, reload };
}
