import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { findPageRoute } from '../../lib/page-route';
import { useStores } from '../../stores/StoresContext';

/** The data title of the page or of its nearest parent (a company's tabs carry its name). */
function namedPage(pathname: string, titleOf: (path: string) => string | undefined): string | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  for (let end = parts.length; end > 1; end--) {
    const title = titleOf(parts.slice(0, end).join('/'));
    if (title) return title;
  }
  return undefined;
}

/** Keeps the document title right while moving inside the app or switching the language (the
 *  server writes the first page's title itself). */
export const DocumentTitle = observer(function DocumentTitle() {
  const { seo, crumbTitles } = useStores();
  const { pathname } = useLocation();
  const named = namedPage(pathname, (path) => crumbTitles.title(path));
  const title = named ? seo.namedTitle(named) : seo.title(findPageRoute(pathname)?.pageKind ?? 'notFound');

  useEffect(() => {
    void seo.details.ensureLoaded();
  }, [seo]);

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  return null;
});
