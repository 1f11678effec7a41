/** The longest wait for a paint: a hidden tab (opened in the background) does not paint, and its
 *  page must still come alive. */
const PAINT_WAIT_LIMIT_MS = 1000;

type PaintView = Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & {
  PerformanceObserver?: typeof PerformanceObserver;
};

/** Resolves once the browser has painted the document's content (its first contentful paint, or
 *  where the browser does not report paints, the task after its first animation frame), or after
 *  PAINT_WAIT_LIMIT_MS if it does not paint. A frame alone is not enough: text waiting for its web
 *  font may be left out of the first frames. */
export function afterFirstPaint(view: PaintView): Promise<void> {
  return new Promise((resolve) => {
    const done = () => view.setTimeout(resolve, 0);
    view.setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    const Observer = view.PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes('paint')) {
      view.requestAnimationFrame(done);
      return;
    }
    const observer = new Observer((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
