import { MantineProvider } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from './components/feedback/ErrorBoundary';
import { ToastHost } from './components/feedback/ToastHost';
import { Layout } from './components/layout/Layout';
import { AppRoutes } from './routes';
import type { RootStore } from './stores/RootStore';
import { StoresProvider } from './stores/StoresContext';
import { cssVariablesResolver, theme } from './theme';

/** Spec point 4: nothing renders until the language is known. */
const LanguageGate = observer(function LanguageGate({ store, children }: { store: RootStore; children: ReactNode }) {
  return store.language.ready ? children : null;
});

/** The app inside a router (BrowserRouter in main.tsx, MemoryRouter in tests). */
export function App({ store }: { store: RootStore }) {
  return (
    <StoresProvider store={store}>
      <I18nextProvider i18n={store.i18n}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <ErrorBoundary recovery={store.chunkRecovery}>
            <LanguageGate store={store}>
              <ToastHost />
              <Layout>
                <AppRoutes />
              </Layout>
            </LanguageGate>
          </ErrorBoundary>
        </MantineProvider>
      </I18nextProvider>
    </StoresProvider>
  );
}
