import { useEffect } from 'react';
import { useStores } from '../stores/StoresContext';

/** Names the crumb of `path` (a company's name for its slug) while the page shows. */
export function useCrumbTitle(path: string, title: string | undefined): void {
  const { crumbTitles } = useStores();
  useEffect(() => (title ? crumbTitles.set(path, title) : undefined), [crumbTitles, path, title]);
}
