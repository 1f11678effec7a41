import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { RootStore } from '../stores/RootStore';

/** Tells the root store when a server-rendered first page is hydrated (before any page's effect
 *  runs: layout effects come first) and when the visitor leaves the first page. */
export function FirstPageWatch({ store }: { store: RootStore }) {
  const location = useLocation();
  const first = useRef(location.key);
  useLayoutEffect(() => {
    store.hydrated();
  }, [store]);
  useEffect(() => {
    if (location.key !== first.current) store.leftFirstPage();
  }, [location.key, store]);
  return null;
}
