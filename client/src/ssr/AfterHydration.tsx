import { useEffect, useState, type ReactNode } from 'react';

/** Renders its children only in the browser, once the page is on screen: what depends on the
 *  visitor's own storage (the support chat) is not in the server's HTML, so hydration
 *  finds the same markup, and it runs after the page is usable. */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? children : null;
}
