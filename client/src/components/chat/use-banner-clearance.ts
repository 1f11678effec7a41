import { useEffect, useState } from 'react';

const nextFrame = (run: () => void): number =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : window.setTimeout(run, 16);
const cancelFrame = (frame: number): void =>
  typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(frame) : window.clearTimeout(frame);

/** The distance from the bottom of the window to the top of the element found by `selector`
 *  (the cookie banner), kept current while `active`: the banner may render later than this widget,
 *  change its height or go away. Undefined while there is none. */
export function useBannerClearance(selector: string, active: boolean): number | undefined {
  const [clearance, setClearance] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!active) {
      setClearance(undefined);
      return;
    }
    let frame = 0;
    let observed: Element | null = null;
    const schedule = () => {
      if (!frame) frame = nextFrame(measure);
    };
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    const measure = () => {
      frame = 0;
      const element = document.querySelector(selector);
      if (element !== observed) {
        if (observed) resize?.unobserve(observed);
        if (element) resize?.observe(element);
        observed = element;
      }
      setClearance(
        element ? Math.max(0, Math.round(window.innerHeight - element.getBoundingClientRect().top)) : undefined,
      );
    };
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    measure();
    return () => {
      if (frame) cancelFrame(frame);
      mutations.disconnect();
      resize?.disconnect();
      window.removeEventListener('resize', schedule);
    };
  }, [selector, active]);
  return clearance;
}
