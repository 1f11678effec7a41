import './styles/shell';
import { PAGE_DATA_ELEMENT_ID } from './ssr/recorded-answers';
import { afterFirstPaint } from './boot/after-first-paint';

// A server-rendered page is readable as it arrives: the app's code runs once the browser has
// painted it, so that neither its evaluation nor the hydration delays the first paint. A page the
// browser renders alone has nothing to show before it, and starts at once.
const serverRendered = document.getElementById(PAGE_DATA_ELEMENT_ID) !== null;
void (serverRendered ? afterFirstPaint(window) : Promise.resolve()).then(() => import('./start-app'));
