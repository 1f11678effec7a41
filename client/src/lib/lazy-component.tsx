import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code is its own chunk: it shows its fallback until the chunk is here. */
export type LazyComponent<P extends object = object> = ((props: P) => ReactNode) & {
  /** Loads the chunk (once; a failed load may be tried again). */
  preload(): Promise<void>;
  isLoaded(): boolean;
  /** The loaded component (for its static `prepare`, see prepareRoute); undefined before. */
  loadedComponent(): ComponentType<P> | undefined;
};

/** Like React's `lazy`, without Suspense: the component loads its chunk in an effect, shows
 *  `fallback` meanwhile, then renders what was loaded; a chunk that fails to load is thrown to the
 *  nearest error boundary (which reloads the page once for a new release). React 19.3 could leave a
 *  Suspense boundary on its fallback for good when a lazy component resolved just after suspending
 *  (docs/decisions.md, "No component suspends"). */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function Lazy(props: P) {
    const [, setLoads] = useState(0);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const ready = loaded !== undefined;
    useEffect(() => {
      if (ready) return;
      let current = true;
      preload().then(
        () => current && setLoads((count) => count + 1),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [ready]);
    if (failure) throw failure.error;
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : fallback;
  }

  return Object.assign(Lazy, {
    preload: () => preload().then(() => undefined),
    isLoaded: () => loaded !== undefined,
    loadedComponent: () => loaded,
  });
}
