import './styles/shell';
import { PAGE_DATA_ELEMENT_ID } from './ssr/recorded-answers';
import { afterFirstPaint } from './boot/after-first-paint';
import { yieldToBrowser } from './boot/yield-to-browser';

// A server-rendered page is readable as it arrives: the app's code runs once the browser has
// painted it, so that neither its evaluation nor the hydration delays the first paint. A page the
// browser renders alone has nothing to show before it, and starts at once.
// React DOM, then the app's components, then its start are evaluated each in a task of its own,
// so that no single task evaluates the whole app. (Not a whole library by name: `import('@mantine/core')`
// would bring every component of it, used or not.)
const serverRendered = document.getElementById(PAGE_DATA_ELEMENT_ID) !== null;
void (async () => {
  if (serverRendered) await afterFirstPaint(window);
  await import('react-dom/client');
  await yieldToBrowser();
  await import('./App');
  await yieldToBrowser();
  await import('./start-app');
})();
