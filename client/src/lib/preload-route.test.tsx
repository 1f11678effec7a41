import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from './lazy-component';
import { preloadRoute } from './preload-route';

const chunk = (text: string) => {
  const load = jest.fn(async () => () => <p>{text}</p>);
  return { component: lazyComponent(load), load };
};

function Guard({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

describe('preloadRoute', () => {
  const layout = chunk('layout');
  const about = chunk('about');
  const reviews = chunk('reviews');
  const signIn = chunk('sign in');
  const failing = {
    component: lazyComponent(jest.fn(async (): Promise<() => ReactNode> => Promise.reject(new Error('offline')))),
  };
  const routes: RouteObject[] = [
    {
      path: '/signIn',
      element: (
        <Guard>
          <signIn.component />
        </Guard>
      ),
    },
    {
      path: '/companies/:slug',
      element: <layout.component />,
      children: [
        { index: true, element: <about.component /> },
        { path: 'reviews', element: <reviews.component /> },
      ],
    },
    { path: '/broken', element: <failing.component /> },
  ];

  beforeEach(() => jest.clearAllMocks());

  it('loads the layout and the page of the matched path, and nothing else', async () => {
    await preloadRoute(routes, '/Companies/kartuli-code/reviews');
    expect(layout.component.isLoaded()).toBe(true);
    expect(reviews.component.isLoaded()).toBe(true);
    expect(about.load).not.toHaveBeenCalled();
    expect(signIn.load).not.toHaveBeenCalled();
  });

  it('finds a page inside a guard element', async () => {
    await preloadRoute(routes, '/signIn');
    expect(signIn.component.isLoaded()).toBe(true);
  });

  it('settles when a chunk fails, leaving the page to load it again', async () => {
    await expect(preloadRoute(routes, '/broken')).resolves.toBeUndefined();
    expect(failing.component.isLoaded()).toBe(false);
  });

  it('does nothing for a path no route matches', async () => {
    await expect(preloadRoute(routes, '/nowhere/at/all')).resolves.toBeUndefined();
    expect(layout.load).not.toHaveBeenCalled();
  });
});
