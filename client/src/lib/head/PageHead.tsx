import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router-dom';
import { newsFeedUrl } from '../../api/blog';
import { useStores } from '../../stores/StoresContext';
import { findPageRoute } from '../page-route';
import { pageHeadStateOf } from './page-head-state';
import { absoluteUrl, hasServerHead, readSiteOrigin } from './site-origin';

const loadHeadWriter = () => import('./head-writer');

/** What the head saw of the document when the app started. */
interface FirstLook {
  origin: string;
  /** The server wrote the head for this address and language: it stays until the visitor moves. */
  serverPage: { address: string; language: string } | null;
}

/**
 * Keeps the document head in step with the page shown (issue 20): title, description, canonical,
 * hreflang alternates, Open Graph, JSON-LD, robots and the RSS feed follow every in-app navigation,
 * a page's subject once it has loaded (usePageSubject) and its feed (usePageFeed). The server's head
 * of the first page is left as it is until the address or the language changes. It works in effects
 * only, so the first render (and hydration) is the same with or without it.
 */
export const PageHead = observer(function PageHead() {
  const root = useStores();
  const { seo, language } = root;
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const state = pageHeadStateOf(root);
  const lang = language.shortCode;
  // Read here, so that the head follows when they arrive or change (the back office's SEO editor).
  const texts = seo.details.value;
  const textsSettled = seo.details.isLoaded || seo.details.failed;
  const { subject, feed } = state;
  const newsFeedTitle = t('feed.newsHeadTitle');
  const firstLook = useRef<FirstLook | null>(null);
  const writes = useRef(0);
  const address = `${pathname}${search}`;

  useEffect(() => {
    const first = (firstLook.current ??= {
      origin: readSiteOrigin(document),
      serverPage: hasServerHead(document) ? { address, language: lang } : null,
    });
    if (first.serverPage) {
      if (first.serverPage.address === address && first.serverPage.language === lang) return;
      first.serverPage = null;
    }
    if (!textsSettled) {
      void seo.details.ensureLoaded();
      return;
    }
    const route = findPageRoute(pathname);
    const { origin } = first;
    const pageFeed =
      route?.pageKind === 'blog'
        ? { title: newsFeedTitle, url: absoluteUrl(origin, newsFeedUrl(lang)) }
        : feed && { title: feed.title, url: absoluteUrl(origin, feed.href) };
    const head = {
      origin,
      language: lang,
      pathname,
      route,
      seoTexts: (kind: Parameters<typeof seo.texts>[0]) => seo.texts(kind),
      subject,
      feed: pageFeed,
    };
    const write = ++writes.current;
    void loadHeadWriter().then(({ applyHead, pageHead }) => {
      // A later page's head wins over this one's, whichever chunk load ends first.
      if (write === writes.current) applyHead(document, pageHead(head), origin);
    });
  }, [seo, address, pathname, lang, texts, textsSettled, subject, feed, newsFeedTitle]);

  return null;
});
