import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, renderWithStores } from '../../../test/render-app';
import { CHUNK_RELOAD_KEY, ChunkRecovery } from '../../lib/chunk-recovery';
import { useStores } from '../../stores/StoresContext';
import { ErrorBoundary } from './ErrorBoundary';

function BrokenChunk(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/HomePage-x1y2z3.js');
}

function BrokenPage(): never {
  throw new Error('Cannot read properties of undefined');
}

/** A page behind the app's error boundary. */
function Guarded({ page: Page }: { page: () => never }) {
  const { chunkRecovery } = useStores();
  return (
    <ErrorBoundary recovery={chunkRecovery}>
      <Page />
    </ErrorBoundary>
  );
}

const PROMPT = 'Something went wrong, Please reload the page';

describe('chunk-load failure', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('reloads the page once, showing nothing meanwhile', async () => {
    const { reload } = await renderWithStores(<Guarded page={BrokenChunk} />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    expect(screen.queryByText(PROMPT)).not.toBeInTheDocument();
  });

  it('after that reload shows the prompt, whose button reloads again', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    const { reload } = await renderWithStores(<Guarded page={BrokenChunk} />);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(PROMPT);

    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('shows the prompt at once for other errors', async () => {
    const { reload } = await renderWithStores(<Guarded page={BrokenPage} />);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText(PROMPT)).toBeInTheDocument();
  });

  it("reloads once on Vite's vite:preloadError, then lets the error through", () => {
    const reload = jest.fn<() => void>();
    const stop = new ChunkRecovery(sessionStorage, reload).listen(window);
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    stop();

    expect(first.defaultPrevented).toBe(true);
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('forgets the attempt once a page has loaded, so a later failure may reload again', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});
