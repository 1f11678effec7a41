import { useState } from 'react';
import type { RootStore } from '../stores/RootStore';
import { useStores } from '../stores/StoresContext';

/**
 * A page's own store (a search, a vacancy, a company), made by the page, or made and loaded
 * before the first render by the page's `prepare` (server rendering, and the browser before it
 * hydrates): the page then takes that one, already loaded, and renders what the server did.
 */
export interface PageStore<A extends unknown[], T> {
  /** Makes the store for the first page (kept until the visitor leaves it). */
  prepare(root: RootStore, ...args: A): T;
  /** The page's store: the prepared one for these arguments, else a new one (kept for the page's life). */
  use(...args: A): T;
  /** The prepared store for these arguments, if there is one (outside render). */
  find(root: RootStore, ...args: A): T | undefined;
  /** True once for a store the first page's `prepare` loaded, when the page's own first load
   *  would only repeat it: the visitor has no token, so the same calls would be answered from the
   *  document with the same data, and redrawing the page with it costs the phone a long task right
   *  after hydration. A signed-in visitor's page loads again (with the token, their own answers). */
  loadedForPage(root: RootStore, store: T): boolean;
}

export function definePageStore<A extends unknown[], T>(
  name: string,
  keyOf: (...args: A) => string,
  create: (root: RootStore, ...args: A) => T,
): PageStore<A, T> {
  const key = (args: A) => `${name}:${keyOf(...args)}`;
  return {
    prepare: (root, ...args) => root.preparedStores.prepare(key(args), () => create(root, ...args)),
    find: (root, ...args) => root.preparedStores.find<T>(key(args)),
    loadedForPage: (root, store) => root.preparedStores.takeFirstLoad(store) && !root.auth.token,
    use(...args) {
      const root = useStores();
      const [store] = useState(() => root.preparedStores.find<T>(key(args)) ?? create(root, ...args));
      return store;
    },
  };
}

/** The stores prepared for the first page; dropped when the visitor leaves it. */
export class PreparedStores {
  private readonly stores = new Map<string, unknown>();
  /** Prepared stores whose page has not yet asked for its first load (see takeFirstLoad). */
  private readonly firstLoadsPending = new Set<unknown>();

  prepare<T>(key: string, create: () => T): T {
    if (!this.stores.has(key)) {
      const store = create();
      this.stores.set(key, store);
      this.firstLoadsPending.add(store);
    }
    return this.stores.get(key) as T;
  }

  find<T>(key: string): T | undefined {
    return this.stores.get(key) as T | undefined;
  }

  /** True the first time it is asked for a prepared store (see PageStore.loadedForPage). */
  takeFirstLoad(store: unknown): boolean {
    return this.firstLoadsPending.delete(store);
  }

  clear(): void {
    this.stores.clear();
    this.firstLoadsPending.clear();
  }
}
