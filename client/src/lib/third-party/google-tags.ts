import { injectScript } from './inject-script';

export const TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js';
export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

/** The page globals Google's scripts read: the data layer and the gtag command queue. */
export interface GoogleTagWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  document: Document;
}

function dataLayerOf(win: GoogleTagWindow): unknown[] {
  win.dataLayer ??= [];
  return win.dataLayer;
}

/** Google Tag Manager's container, with the start event its snippet would push (set here, from our
 *  own bundle, so the page needs no inline script). */
export function loadTagManager(win: GoogleTagWindow, containerId: string): Promise<void> {
  dataLayerOf(win).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  return injectScript(`${TAG_MANAGER_URL}?id=${encodeURIComponent(containerId)}`, win.document);
}

/** The gtag command queue: commands wait in the data layer until gtag.js runs them. */
export function gtagOf(win: GoogleTagWindow): (...args: unknown[]) => void {
  if (!win.gtag) {
    // gtag.js reads each entry as an Arguments object, not an array: keep `arguments`.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js reads an Arguments object
      dataLayerOf(win).push(arguments);
    };
  }
  return win.gtag;
}

/** The Google Ads tag (gtag.js) for a conversion id, loaded once the visitor has accepted cookies. */
export function loadAdsTag(win: GoogleTagWindow, conversionId: string): Promise<void> {
  const gtag = gtagOf(win);
  gtag('consent', 'default', {
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
    analytics_storage: 'granted',
  });
  gtag('js', new Date());
  gtag('config', conversionId);
  return injectScript(`${GTAG_URL}?id=${encodeURIComponent(conversionId)}`, win.document);
}
