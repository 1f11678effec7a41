import { runInAction } from 'mobx';

/** Runs a call with a store's "under way" mark on (which row a call is for: a spinner on its
 *  button) and takes the mark off after it, success or failure. */
export async function whileBusyWith<K, R>(
  setBusy: (key: K | undefined) => void,
  key: K,
  call: () => Promise<R>,
): Promise<R> {
  setBusy(key);
  try {
    return await call();
  } finally {
    runInAction(() => setBusy(undefined));
  }
}

/** Runs a call with a store's flag on (saving, uploading) and off after it, success or failure. */
export function whileBusy<R>(setBusy: (busy: boolean) => void, call: () => Promise<R>): Promise<R> {
  return whileBusyWith((key) => setBusy(key !== undefined), true, call);
}

/** One "under way" flag per action of a store, all off. */
export const idleFlags = <A extends string>(actions: readonly A[]): Record<A, boolean> =>
  Object.fromEntries(actions.map((action) => [action, false])) as Record<A, boolean>;

/** Runs an action with its flag (of idleFlags, made observable by its store) on while it is pending. */
export function whileFlagged<A extends string, R>(
  flags: Record<A, boolean>,
  action: A,
  call: () => Promise<R>,
): Promise<R> {
  return whileBusy((busy) => (flags[action] = busy), call);
}
