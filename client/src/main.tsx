import './styles/shell';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { showToast } from './components/feedback/toast';
import { preloadRoute } from './lib/preload-route';
import { appRoutes } from './routes';
import { RootStore } from './stores/RootStore';

const store = new RootStore({ search: window.location.search, notify: showToast });
store.chunkRecovery.listen(window);
// The page's code loads beside the language texts instead of after them.
void preloadRoute(appRoutes, window.location.pathname);
void store.start();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App store={store} />
    </BrowserRouter>
  </StrictMode>,
);
