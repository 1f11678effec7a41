import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router-dom';
import { PageHead } from '../../lib/head/PageHead';
import { lazyComponent } from '../../lib/lazy-component';
import { hasBreadcrumbs, isBackOffice, isStandalone } from '../../lib/page-route';
import { AfterHydration } from '../../ssr/AfterHydration';
import { ConsentGate } from '../auth/ConsentGate';
import { CookieBanner } from '../feedback/CookieBanner';
import { BackOfficeHeader } from './BackOfficeHeader';
import { BreadcrumbBar } from './BreadcrumbBar';
import { Footer } from './Footer';
import { Header } from './Header';
import classes from './Layout.module.css';
import { PageMain } from './PageMain';
import { ViewAsBanner } from './ViewAsBanner';

/** The chat's button comes after the page is usable: its own chunk, mounted after hydration. */
const SupportChat = lazyComponent(() => import('../chat/SupportChat').then((module) => module.SupportChat));

/** The shell around every page: skip link, header, breadcrumbs, the page, footer, cookie banner
 *  and the support chat. A standalone page (/partners) gets the minimal header and neither
 *  breadcrumbs nor footer. The back office (/admin) is a workplace, not the site: its own compact
 *  header, and no footer, cookie banner or chat. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const standalone = isStandalone(pathname);
  const backOffice = isBackOffice(pathname);

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
      {backOffice ? (
        <>
          <BackOfficeHeader />
          <PageMain pathname={pathname} className={classes.backOfficeMain}>
            {children}
          </PageMain>
        </>
      ) : (
        <>
          <Header standalone={standalone} />
          {!standalone && hasBreadcrumbs(pathname) && <BreadcrumbBar />}
          <PageMain pathname={pathname} className={classes.main}>
            {children}
          </PageMain>
          {!standalone && <Footer />}
          <CookieBanner />
          <ConsentGate />
          {/* On every public page, /partners included. */}
          <AfterHydration>
            <SupportChat />
          </AfterHydration>
        </>
      )}
    </div>
  );
}
