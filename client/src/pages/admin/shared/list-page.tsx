import { Fragment, useEffect, type ReactElement } from 'react';
import type { Editing } from '../../../stores/base/editing';

/** The editor of the item a back-office list opened (`new`: a blank one), keyed by the item so each
 *  opening starts from its own values; nothing while the list shows. */
export function openEditor<Item extends { id: number }>(
  editing: Editing<Item>,
  render: (item: Item | undefined) => ReactElement,
): ReactElement | null {
  if (!editing) return null;
  return (
    <Fragment key={editing === 'new' ? 'new' : editing.id}>{render(editing === 'new' ? undefined : editing)}</Fragment>
  );
}

/** A searched list's first page is read when its page opens; its pending search stops when it closes. */
export function useSearchedList(store: { list: { ensureLoaded(): void }; dispose(): void }): void {
  useEffect(() => {
    store.list.ensureLoaded();
    return () => store.dispose();
  }, [store]);
}
