import './styles/shell';
import { PAGE_DATA_ELEMENT_ID } from './ssr/recorded-answers';
import { afterFirstPaint } from './boot/after-first-paint';
import { yieldToBrowser } from './boot/yield-to-browser';

// A server-rendered page is readable as it arrives: the app's code runs once the browser has
// painted it, so that neither its evaluation nor the hydration delays the first paint. A page the
// browser renders alone has nothing to show before it, and starts at once.
// Its largest libraries are evaluated first, each in a task of its own, so that no single task
// evaluates the whole app.
const serverRendered = document.getElementById(PAGE_DATA_ELEMENT_ID) !== null;
void (async () => {
  if (serverRendered) await afterFirstPaint(window);
  await import('react-dom/client');
  await yieldToBrowser();
  await import('@mantine/core');
  await yieldToBrowser();
  await import('./start-app');
})();
