import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { Link, MemoryRouter, Outlet, useRoutes } from 'react-router-dom';
import { lazyComponent } from './lazy-component';

/** A chunk whose load the test finishes (or fails) when it wants. */
function controlledChunk(text: string, fallback: ReactNode = <p>loading {text}</p>) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const load = jest.fn(
    () =>
      new Promise<() => ReactNode>((resolve, reject) => {
        finish = () => resolve(() => <p>{text}</p>);
        fail = reject;
      }),
  );
  return {
    component: lazyComponent(load, fallback),
    load,
    finish: () => act(async () => finish()),
    fail: (error: Error) => act(async () => fail(error)),
  };
}

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyComponent', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows its fallback until the chunk is here, then the component', async () => {
    const chunk = controlledChunk('The menu');
    render(<chunk.component />);
    expect(screen.getByText('loading The menu')).toBeInTheDocument();
    await chunk.finish();
    expect(screen.getByText('The menu')).toBeInTheDocument();
    expect(chunk.component.isLoaded()).toBe(true);
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    const chunk = controlledChunk('The page');
    const loading = chunk.component.preload();
    await chunk.finish();
    await loading;
    render(<chunk.component />);
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('loads once however often it is asked, and may be tried again after a failure', async () => {
    const chunk = controlledChunk('Again');
    const failed = Promise.allSettled([chunk.component.preload(), chunk.component.preload()]);
    await chunk.fail(new Error('offline'));
    expect((await failed).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(chunk.load).toHaveBeenCalledTimes(1);
    expect(chunk.component.isLoaded()).toBe(false);

    const second = chunk.component.preload();
    await chunk.finish();
    await second;
    expect(chunk.component.isLoaded()).toBe(true);
    expect(chunk.load).toHaveBeenCalledTimes(2);
  });

  it('throws a chunk that fails to load to the error boundary', async () => {
    const chunk = controlledChunk('Never');
    render(
      <Catch>
        <chunk.component />
      </Catch>,
    );
    await chunk.fail(new Error('Failed to fetch dynamically imported module: /assets/Menu.js'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
  });

  it('keeps a layout on screen while the next tab under it loads', async () => {
    const layout = controlledChunk('The company');
    const tab = controlledChunk('Benefits');
    const Layout = layout.component;
    const Tab = tab.component;
    function Routes() {
      return useRoutes([
        {
          path: '/',
          element: (
            <>
              <Layout />
              <Link to="/benefits">Benefits tab</Link>
              <Outlet />
            </>
          ),
          children: [{ path: 'benefits', element: <Tab /> }],
        },
      ]);
    }
    render(
      <MemoryRouter>
        <Routes />
      </MemoryRouter>,
    );
    await layout.finish();
    await userEvent.click(screen.getByRole('link', { name: 'Benefits tab' }));
    expect(screen.getByText('The company')).toBeInTheDocument();
    expect(screen.getByText('loading Benefits')).toBeInTheDocument();
    await tab.finish();
    expect(screen.getByText('Benefits')).toBeInTheDocument();
    expect(screen.getByText('The company')).toBeInTheDocument();
  });
});
