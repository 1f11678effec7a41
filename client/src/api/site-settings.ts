import type { HttpClient } from './http-client';
import type { Schemas } from './schemas';

/** GET Common/GetSiteSettings: support contacts and the consent-gated third-party scripts' ids
 *  (each null when the site does not use it). */
export type SiteSettings = Schemas['SiteSettings'];

export const siteSettingsApi = (http: HttpClient) => ({
  getSiteSettings: () => http.get<SiteSettings>('/Common/GetSiteSettings'),
});
