import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { RootStore } from '../stores/RootStore';

/** Tells the root store when a server-rendered first page is hydrated (before any page's effect
 *  runs: layout effects come first) and when the visitor leaves the first page. Marks the document
 *  `data-app-ready` once the app runs (hydrated or rendered): before that, a server-rendered
 *  page's buttons do nothing, which the browser tests wait out. */
export function FirstPageWatch({ store }: { store: RootStore }) {
  const location = useLocation();
  const first = useRef(location.key);
  useLayoutEffect(() => {
    store.hydrated();
    document.documentElement.setAttribute('data-app-ready', '');
  }, [store]);
  useEffect(() => {
    if (location.key !== first.current) store.leftFirstPage();
  }, [location.key, store]);
  return null;
}
