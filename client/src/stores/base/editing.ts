import { runInAction } from 'mobx';
import type { PagedList } from './PagedList';

/** An item open in a back-office editor: `new` for one being created. */
export type Editing<Item> = Item | 'new' | undefined;

/** Saves what an editor holds: an update of the item it opened, or a creation when it is `new`. */
export function createOrUpdate<Item extends { id: number }, Saved>(
  editing: Editing<Item>,
  calls: { create: () => Promise<Saved>; update: (id: number) => Promise<Saved> },
): Promise<Saved> {
  return editing && editing !== 'new' ? calls.update(editing.id) : calls.create();
}

/** Deletes a row on the server, then takes it off the page shown; answers the server's answer. */
export async function deleteFromList<Row extends { id: number }, R>(
  list: PagedList<Row>,
  id: number,
  remove: (id: number) => Promise<R>,
): Promise<R> {
  const answer = await remove(id);
  runInAction(() => list.remove((row) => row.id === id));
  return answer;
}
