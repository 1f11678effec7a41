import { Suspense, useEffect, type ReactNode } from 'react';
import { useStores } from '../../stores/StoresContext';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { PageLoader } from '../feedback/PageLoader';

/** Rendered once a page's chunks have arrived: a later chunk failure may reload once again. */
function ChunksLoaded() {
  const { chunkRecovery } = useStores();
  useEffect(() => {
    chunkRecovery.markLoaded();
  }, [chunkRecovery]);
  return null;
}

/** The page itself, the skip link's target, in both shells (the public site's and the back office's). */
export function PageMain({
  pathname,
  className,
  children,
}: {
  pathname: string;
  className?: string;
  children: ReactNode;
}) {
  const { chunkRecovery } = useStores();
  return (
    <main id="main" tabIndex={-1} className={className}>
      <ErrorBoundary recovery={chunkRecovery} resetKey={pathname}>
        {/* Nothing of the app suspends (lib/lazy-component.tsx); this only catches a library's component that does. */}
        <Suspense fallback={<PageLoader waitingFor="suspended component" />}>
          {children}
          <ChunksLoaded />
        </Suspense>
      </ErrorBoundary>
    </main>
  );
}
