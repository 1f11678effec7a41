import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { findPageRoute } from '../../lib/page-route';
import { useStores } from '../../stores/StoresContext';

/** Keeps the document title right while moving inside the app or switching the language (the
 *  server writes the first page's title itself). */
export const DocumentTitle = observer(function DocumentTitle() {
  const { seo } = useStores();
  const { pathname } = useLocation();
  const title = seo.title(findPageRoute(pathname)?.pageKind ?? 'notFound');

  useEffect(() => {
    void seo.details.ensureLoaded();
  }, [seo]);

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  return null;
});
