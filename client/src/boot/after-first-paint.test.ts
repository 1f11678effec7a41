import { afterFirstPaint } from './after-first-paint';

/** A window whose paints, frames and timers the test drives. */
function fakeView({ reportsPaints }: { reportsPaints: boolean }) {
  let paintCallback: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  class Observer {
    static supportedEntryTypes = reportsPaints ? ['paint', 'largest-contentful-paint'] : ['resource'];
    constructor(callback: typeof paintCallback) {
      paintCallback = callback;
    }
    observe() {}
    disconnect() {
      paintCallback = undefined;
    }
  }
  const view = {
    PerformanceObserver: Observer as unknown as typeof PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (run: () => void, delay = 0) => timers.push({ at: now + delay, run }),
  } as unknown as Parameters<typeof afterFirstPaint>[0];
  return {
    view,
    paint: (name: string) => paintCallback?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }),
    frame: () => frames.splice(0).forEach((run) => run()),
    /** Runs the timers due by `ms` from now. */
    advance: (ms: number) => {
      now += ms;
      for (const timer of timers.filter((timer) => timer.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

const settledAfter = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
};

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, not the first frame or another paint', async () => {
    const browser = fakeView({ reportsPaints: true });
    const painted = afterFirstPaint(browser.view);
    browser.frame();
    browser.paint('first-paint');
    browser.advance(0);
    expect(await settledAfter(painted)).toBe(false);
    browser.paint('first-contentful-paint');
    browser.advance(0);
    expect(await settledAfter(painted)).toBe(true);
  });

  it('takes the task after the first frame where the browser reports no paints', async () => {
    const browser = fakeView({ reportsPaints: false });
    const painted = afterFirstPaint(browser.view);
    browser.advance(0);
    expect(await settledAfter(painted)).toBe(false);
    browser.frame();
    browser.advance(0);
    expect(await settledAfter(painted)).toBe(true);
  });

  it('gives up waiting after a second: a hidden tab does not paint', async () => {
    const browser = fakeView({ reportsPaints: true });
    const painted = afterFirstPaint(browser.view);
    browser.advance(999);
    expect(await settledAfter(painted)).toBe(false);
    browser.advance(1);
    expect(await settledAfter(painted)).toBe(true);
  });
});
