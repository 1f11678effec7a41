/** The longest wait for a paint: a hidden tab (opened in the background) does not paint, and its
 *  page must still come alive. */
const PAINT_WAIT_LIMIT_MS = 500;

/** Resolves once the browser has painted the document (the task after its first animation frame),
 *  or after PAINT_WAIT_LIMIT_MS if it does not paint. */
export function afterFirstPaint(view: Pick<Window, 'requestAnimationFrame' | 'setTimeout'>): Promise<void> {
  return new Promise((resolve) => {
    view.requestAnimationFrame(() => view.setTimeout(resolve, 0));
    view.setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
  });
}
