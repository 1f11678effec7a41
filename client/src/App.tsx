import { MantineProvider } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionGate } from './components/auth/SessionGate';
import { ErrorBoundary } from './components/feedback/ErrorBoundary';
import { ToastHost } from './components/feedback/ToastHost';
import { Layout } from './components/layout/Layout';
import { ThirdPartyScripts } from './lib/third-party/ThirdPartyScripts';
import { AppRoutes } from './routes';
import { FirstPageWatch } from './ssr/FirstPageWatch';
import type { RootStore } from './stores/RootStore';
import { StoresProvider } from './stores/StoresContext';
import { cssVariablesResolver, theme } from './theme';

/** Spec point 4: nothing renders until the language is known. */
const LanguageGate = observer(function LanguageGate({ store, children }: { store: RootStore; children: ReactNode }) {
  return store.language.ready ? children : null;
});

/** The app inside a router (BrowserRouter in main.tsx, MemoryRouter in tests). Tests render
 *  Mantine with `env="test"`: no transitions, and dropdowns open although jsdom lays nothing out. */
export function App({ store, env }: { store: RootStore; env?: 'default' | 'test' }) {
  return (
    <StoresProvider store={store}>
      <I18nextProvider i18n={store.i18n}>
        {/* A server-rendered page has the theme's CSS variables and global classes in its head
            (entry-server.tsx, mantineHeadStyles): a style element may not stand in the body. */}
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
          env={env}
          withCssVariables={!store.serverRendered}
          withGlobalClasses={!store.serverRendered}
        >
          <ErrorBoundary recovery={store.chunkRecovery}>
            <LanguageGate store={store}>
              <FirstPageWatch store={store} />
              <ToastHost />
              <ThirdPartyScripts />
              <SessionGate>
                <Layout>
                  <AppRoutes />
                </Layout>
              </SessionGate>
            </LanguageGate>
          </ErrorBoundary>
        </MantineProvider>
      </I18nextProvider>
    </StoresProvider>
  );
}
