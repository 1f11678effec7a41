import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './RootStore';

const StoresContext = createContext<RootStore | null>(null);

export function StoresProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={store}>{children}</StoresContext.Provider>;
}

/** The root store, from which every store is reached. */
export function useStores(): RootStore {
  const store = useContext(StoresContext);
  if (!store) throw new Error('useStores() needs a <StoresProvider> above it');
  return store;
}
