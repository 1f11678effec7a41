import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router-dom';
import { PageHead } from '../../lib/head/PageHead';
import { hasBreadcrumbs, isStandalone } from '../../lib/page-route';
import { useStores } from '../../stores/StoresContext';
import { ConsentDialog } from '../auth/ConsentDialog';
import { CookieBanner } from '../feedback/CookieBanner';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { PageLoader } from '../feedback/PageLoader';
import { BreadcrumbBar } from './BreadcrumbBar';
import { Footer } from './Footer';
import { Header } from './Header';
import classes from './Layout.module.css';
import { ViewAsBanner } from './ViewAsBanner';

/** Rendered once a page's chunks have arrived: a later chunk failure may reload once again. */
function ChunksLoaded() {
  const { chunkRecovery } = useStores();
  useEffect(() => {
    chunkRecovery.markLoaded();
  }, [chunkRecovery]);
  return null;
}

/** The shell around every page: skip link, header, breadcrumbs, the page, footer, cookie banner.
 *  A standalone page (/partners) gets the minimal header and neither breadcrumbs nor footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { chunkRecovery } = useStores();
  const standalone = isStandalone(pathname);

  // A new page starts at its top (browsers now return a promise from scrollTo: not a clean-up).
  useEffect(() => {
    void window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {t('common.skipToContent')}
      </a>
      <PageHead />
      <ViewAsBanner />
      <Header standalone={standalone} />
      {!standalone && hasBreadcrumbs(pathname) && <BreadcrumbBar />}
      <main id="main" tabIndex={-1} className={classes.main}>
        <ErrorBoundary recovery={chunkRecovery} resetKey={pathname}>
          {/* Nothing of the app suspends (lib/lazy-component.tsx); this only catches a library's component that does. */}
          <Suspense fallback={<PageLoader waitingFor="suspended component" />}>
            {children}
            <ChunksLoaded />
          </Suspense>
        </ErrorBoundary>
      </main>
      {!standalone && <Footer />}
      <CookieBanner />
      <ConsentDialog />
    </div>
  );
}
