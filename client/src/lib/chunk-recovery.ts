/** Spec point 8: a chunk of the app (script or stylesheet) that fails to load, usually because a
 *  new release replaced it, is fixed by one automatic reload. The attempt is remembered in
 *  sessionStorage so a chunk that keeps failing cannot reload the page forever. */
export const CHUNK_RELOAD_KEY = 'chunkReloadAttempted';

const CHUNK_ERROR =
  /Loading (CSS )?chunk|dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

export class ChunkRecovery {
  constructor(
    private readonly sessionStorage: Storage,
    private readonly reload: () => void,
  ) {}

  /** Reloads the page unless that was already tried; false means: show the reload prompt. */
  tryReload(): boolean {
    if (this.sessionStorage.getItem(CHUNK_RELOAD_KEY)) return false;
    this.sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    this.reload();
    return true;
  }

  /** A page's chunks arrived: a later failure may reload once again. */
  markLoaded(): void {
    this.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
  }

  /** The visitor pressed "reload". */
  reloadNow(): void {
    this.markLoaded();
    this.reload();
  }

  /** Vite reports a failed preload (script or stylesheet) with `vite:preloadError`; reload once,
   *  else let the error reach the error boundary. */
  listen(target: Window): () => void {
    const onPreloadError = (event: Event) => {
      if (this.tryReload()) event.preventDefault();
    };
    target.addEventListener('vite:preloadError', onPreloadError);
    return () => target.removeEventListener('vite:preloadError', onPreloadError);
  }
}
